import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { attachRouteStylesheet } from '../route-stylesheet';
import { preloadRoute } from '../router';
import { routes } from '../routes';
import { renderApp, signInAs } from '@/testing/render';

const routeLinks = () => [...document.querySelectorAll<HTMLLinkElement>('link[data-route-stylesheet]')];
const PRINT = '/styles/schedule-print.css';

describe('route stylesheets', () => {
  afterEach(() => attachRouteStylesheet(undefined));

  it('adds the route’s stylesheet once, keeping the link already there for it', () => {
    const first = attachRouteStylesheet(PRINT);
    const again = attachRouteStylesheet(PRINT);
    expect(again).toBe(first);
    expect(routeLinks()).toEqual([first]);
    expect(first?.rel).toBe('stylesheet');
    expect(first?.getAttribute('href')).toBe(PRINT);
  });

  it('leaves only the shown route’s stylesheet: another route’s goes, none leaves none', () => {
    attachRouteStylesheet('/styles/other.css');
    const kept = attachRouteStylesheet(PRINT);
    expect(routeLinks()).toEqual([kept]);
    attachRouteStylesheet(undefined);
    expect(routeLinks()).toEqual([]);
  });

  it('start-up asks for the stylesheet with the page’s code, before anything renders', () => {
    signInAs('investor');
    const route = routes.find((r) => r.path === paths.user.schedulePreview)!;
    expect(route.stylesheet).toBe(PRINT);
    void preloadRoute(paths.user.schedulePreview);
    expect(routeLinks().map((link) => link.getAttribute('href'))).toEqual([PRINT]);
    void preloadRoute(paths.user.dashboard);
    // A page without one adds none (and start-up happens once: the schedule's stays until the layout says otherwise).
    expect(routeLinks()).toHaveLength(1);
  });

  it('the page keeps the link start-up made while it is shown, and removes it on leaving', async () => {
    signInAs('investor');
    const early = attachRouteStylesheet(PRINT);
    const { unmount } = renderApp(paths.user.schedulePreview);
    await screen.findByRole('heading', { level: 1, name: /^Meeting Schedule/ }, { timeout: 30_000 });
    expect(routeLinks()).toEqual([early]);
    unmount();
    await waitFor(() => expect(routeLinks()).toEqual([]));
  });
});
