import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routes, type AppRoute } from './routes';

/** The declared paths alone: the router's own matching, ranked as it ranks the route table. */
const table = routes.map((route) => ({ path: route.path, handle: route }));

/**
 * The route found for each address asked about: the table never changes, and matching ranks the
 * whole table again on every call (start-up asks for the same address from the guard, the page
 * data, the preload and the layouts).
 */
const found = new Map<string, AppRoute>();
const FOUND_MAX = 200;

/** The route the router shows at `pathname` (the not-found route for any path no page has). */
export function routeAt(pathname: string): AppRoute {
  let route = found.get(pathname);
  if (route === undefined) {
    const matches = matchRoutes(table, pathname) ?? [];
    route = matches[matches.length - 1].route.handle;
    if (found.size >= FOUND_MAX) found.clear();
    found.set(pathname, route);
  }
  return route;
}

/** The route shown at the current address. */
export function useCurrentRoute(): AppRoute {
  const { pathname } = useLocation();
  return useMemo(() => routeAt(pathname), [pathname]);
}
