/**
 * The portal's routes as the browser tests see them: the one place the tests read the router's own
 * route list from, so a new route is walked too and a change of the route module is made here only.
 */
export { notFoundEntry, routeList, routesWithAccess } from '../../../src/app/route-list';
export type { RouteEntry } from '../../../src/app/route-list';
