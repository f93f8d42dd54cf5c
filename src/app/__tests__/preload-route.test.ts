import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { bareRoutes, notFoundRoute, publicRoutes, shellRoutes, type RouteHandle } from '../route-table';
import { preloadRoute, routes } from '../router';

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
