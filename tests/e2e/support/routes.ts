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

/**
 * The routes of one access level, one per page: a page reached at several paths (the dashboard at /user/profile too)
 * is listed once, at its first path.
 */
export const onePathPerPage = (access: RouteAccess): RouteEntry[] =>
  routeList.filter(
    (route, index) =>
      route.access === access &&
      routeList.findIndex((other) => (other as AppRoute).page === (route as AppRoute).page) === index,
  );

/** The routes written as HTML at build time. */
export const prerenderedRoutes: readonly RouteEntry[] = routeList.filter((route) => route.prerender);

/** Query strings some routes need to show their page rather than an error about a missing link parameter. */
export const SAMPLE_QUERY: Record<string, string> = {
  '/auth/password/reset': '?token=sample-reset-token&email=investor1%40example.com',
  '/auth/registration/mail/action/cancellation': '?cancelation_token=cancel-token-ok',
};

/** A sample of what a visitor opens the route at: its path, with the query it needs, or any unknown path for '*'. */
export const sampleTarget = (route: RouteEntry): string =>
  route.path === '*' ? '/no-such-page' : `${route.path}${SAMPLE_QUERY[route.path] ?? ''}`;

export { paths } from '../../../src/config/paths';
