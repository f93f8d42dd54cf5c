import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routes, type AppRoute } from './routes';

/** The declared paths alone: the router's own matching, ranked as it ranks the route table. */
const table = routes.map((route) => ({ path: route.path, handle: route }));

/** The route the router shows at `pathname` (the not-found route for any path no page has). */
export function routeAt(pathname: string): AppRoute {
  const matches = matchRoutes(table, pathname) ?? [];
  return matches[matches.length - 1].route.handle;
}

/** The route shown at the current address. */
export function useCurrentRoute(): AppRoute {
  const { pathname } = useLocation();
  return useMemo(() => routeAt(pathname), [pathname]);
}
