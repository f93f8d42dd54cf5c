import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { bareRoutes, notFoundRoute, publicRoutes, shellRoutes, type RouteHandle } from '../route-table';
import { preloadRoute, routes, routesAt } from '../router';

/** The page route a path renders (the last match), with its handle. */
function pageRouteOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches[matches.length - 1].route as { handle: RouteHandle };
}

describe('preloadRoute', () => {
  const originals = new Map<RouteHandle, RouteHandle['preload']>();
  const spyOn = (pathname: string) => {
    const { handle } = pageRouteOf(pathname);
    if (!originals.has(handle)) originals.set(handle, handle.preload);
    const spy = vi.fn(() => Promise.resolve({}));
    handle.preload = spy;
    return spy;
  };

  afterEach(() => {
    for (const [handle, preload] of originals) handle.preload = preload;
    originals.clear();
  });

  it('starts loading the page of the current path, and only that page', () => {
    const login = spyOn(paths.auth.login);
    const schedule = spyOn(paths.user.schedulePreview);
    preloadRoute(paths.user.schedulePreview);
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
  });

  it('finds the page the router renders whatever the case and a trailing slash, for every route', () => {
    for (const route of [...shellRoutes, ...publicRoutes, ...bareRoutes]) {
      const path = route.path ?? '';
      for (const written of [path, `${path.toUpperCase()}/`]) {
        const spy = spyOn(written);
        expect(pageRouteOf(written).handle).toBe(route.handle);
        preloadRoute(written);
        expect(spy, written).toHaveBeenCalledTimes(1);
      }
    }
  });

  it('loads the not-found page for an unknown path', () => {
    const notFound = spyOn('/no/such/page');
    preloadRoute('/no/such/page');
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed download to the page (no unhandled rejection)', async () => {
    const { handle } = pageRouteOf(paths.auth.login);
    originals.set(handle, handle.preload);
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    handle.preload = failing;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadRoute(paths.auth.login);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('gives every page route a preload', () => {
    for (const route of [...shellRoutes, ...publicRoutes, ...bareRoutes, notFoundRoute]) {
      expect((route.handle as RouteHandle).preload, route.path).toBeTypeOf('function');
    }
  });
});

describe('routesAt', () => {
  /** The routes a path matches, from the root layout down to the page. */
  const chain = (table: Parameters<typeof matchRoutes>[0], pathname: string) =>
    (matchRoutes(table, pathname) ?? []).map((match) => match.route);

  it('matches, for every path written any way, the same layouts and page as the whole table', () => {
    const written = [...shellRoutes, ...publicRoutes, ...bareRoutes].flatMap((route) => [
      route.path ?? '',
      `${(route.path ?? '').toUpperCase()}/`,
    ]);
    for (const pathname of [...written, '/', '/no/such/page', '/user/dashboard/extra']) {
      const whole = chain(routes, pathname);
      expect(whole.length, pathname).toBeGreaterThan(1);
      const narrowed = chain(routesAt(pathname), pathname);
      expect(
        narrowed.map((route) => route.element),
        pathname,
      ).toEqual(whole.map((route) => route.element));
      expect(narrowed.at(-1), pathname).toBe(whole.at(-1));
    }
  });

  it('keeps the page and the not-found page, nothing else', () => {
    const [root] = routesAt(paths.auth.login);
    const pages = (root.children ?? []).flatMap((child) => child.children ?? [child]);
    expect(pages.map((route) => route.path)).toEqual([paths.auth.login, '*']);
  });
});
