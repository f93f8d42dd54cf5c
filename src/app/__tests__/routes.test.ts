// fresh modules: preloadRoute remembers the pages it has loaded; these tests watch it load them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { signInAs } from '@/testing/render';
import { routeAt } from '../route-match';
import { preloadRoute } from '../router';
import { routes, type AppRoute } from '../routes';

const routeOf = (path: string) => routes.find((route) => route.path === path)!;

describe('the route declarations', () => {
  it('declare each path once, with a page', () => {
    const declared = routes.map((route) => route.path);
    expect(new Set(declared).size).toBe(declared.length);
    for (const route of routes) expect(route.page, route.path).toBeTypeOf('function');
  });

  it('type a page by the name its module exports', () => {
    // @ts-expect-error the login page's module has no export of that name
    const wrong: AppRoute['page'] = () => import('@/features/auth/routes/login-page').then((m) => m.NoSuchPage);
    expect(wrong).toBeTypeOf('function');
  });
});

describe('routeAt (the router’s own matching)', () => {
  it('finds every declared route at its path, whatever the case and a trailing slash', () => {
    for (const route of routes.filter((r) => !r.path.includes('*'))) {
      expect(routeAt(route.path), route.path).toBe(
        routes.find((r) => r.path.toLowerCase() === route.path.toLowerCase()),
      );
      expect(routeAt(`${route.path.toUpperCase()}/`).path, route.path).toBe(routeAt(route.path).path);
    }
  });

  it('shows the public not-found page for an unknown path', () => {
    const route = routeAt('/no/such/page');
    expect(route.path).toBe('*');
    expect([route.access, route.layout, route.title]).toEqual(['public', 'public', 'Page not found']);
  });

  it('keeps /user and every unknown path under it signed-in only, in the signed-in frame (spec A§2)', () => {
    for (const path of [paths.user.root, '/user/', '/user/no-such-page', '/user/a/b']) {
      const route = routeAt(path);
      expect([route.access, route.layout, route.title], path).toEqual(['login', 'shell', 'Page not found']);
    }
    expect(routeAt(paths.user.dashboard).title).toBe('My DASHBOARD');
  });
});

describe('preloadRoute', () => {
  const originals = new Map<AppRoute, AppRoute['page']>();
  const spyOnPage = (route: AppRoute) => {
    if (!originals.has(route)) originals.set(route, route.page);
    const spy = vi.fn(route.page);
    route.page = spy;
    return spy;
  };

  afterEach(() => {
    for (const [route, page] of originals) route.page = page;
    originals.clear();
  });

  it('starts loading the page of the current path, and only that page', async () => {
    signInAs('investor');
    const schedule = spyOnPage(routeOf(paths.user.schedulePreview));
    const login = spyOnPage(routeOf(paths.auth.login));
    await preloadRoute(paths.user.schedulePreview);
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
  });

  it('loads the page the guard shows instead: the login form for a signed-out visit to a signed-in page', async () => {
    const dashboard = spyOnPage(routeOf(paths.user.dashboard));
    const login = spyOnPage(routeOf(paths.auth.login));
    await preloadRoute(paths.user.dashboard);
    expect(login).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
  });

  it('loads the page the guard shows instead: sign-up for a signed-in visit to the login page', async () => {
    signInAs('investor');
    const login = spyOnPage(routeOf(paths.auth.login));
    const signup = spyOnPage(routeOf(paths.auth.signup));
    await preloadRoute(paths.auth.login);
    expect(signup).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the page (no unhandled rejection)', async () => {
    const route = routeOf(paths.auth.passwordEmail);
    originals.set(route, route.page);
    route.page = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await preloadRoute(paths.auth.passwordEmail);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(route.page).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
