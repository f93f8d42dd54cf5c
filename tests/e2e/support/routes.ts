/**
 * The portal's routes as the browser tests see them: the one place the tests read the route
 * declarations (src/app/routes.ts) and the paths from, so a new route is walked too.
 */
import { routes, type AppRoute, type RouteAccess } from '../../../src/app/routes';

export type RouteEntry = Pick<AppRoute, 'path' | 'access' | 'title' | 'layout' | 'prerender'>;

/** Every route a visitor opens at its own path ('/user/*' and '*' catch the rest). */
export const routeList: readonly RouteEntry[] = routes.filter((route) => !route.path.includes('*'));

/** What any other path shows. */
export const notFoundEntry: RouteEntry = routes.find((route) => route.path === '*')!;

export const routesWithAccess = (access: RouteAccess): RouteEntry[] =>
  routeList.filter((route) => route.access === access);

/** The routes written as HTML at build time. */
export const prerenderedRoutes: readonly RouteEntry[] = routeList.filter((route) => route.prerender);

export { paths } from '../../../src/config/paths';
