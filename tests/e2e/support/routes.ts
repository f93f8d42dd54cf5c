/**
 * The portal's routes as the browser tests see them: the one place the tests read the router's own
 * route list and the paths from, so a new route is walked too and a change of the route modules is
 * made here only.
 */
export { notFoundEntry, routeList, routesWithAccess } from '../../../src/app/route-list';
export type { RouteEntry } from '../../../src/app/route-list';
export { paths } from '../../../src/config/paths';
