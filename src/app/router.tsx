import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { isLoggedIn } from '@/lib/session/session';
import { PublicLayout } from './layouts/public-layout';
import { preloadable } from './preloadable';
import { attachRouteStylesheet } from './route-stylesheet';
import { RootLayout } from './layouts/root-layout';
import { bareRoutes, notFoundRoute, publicRoutes, routeFor, shellRoutes, type RouteHandle } from './route-table';

// The logged-in shell, and the profile it loads, are only downloaded by logged-in pages.
const { Component: ShellLayout, preload: loadShell } = preloadable(() => import('./shell/shell-layout'), 'ShellLayout');

const shellLayoutRoute: RouteObject = {
  element: (
    <Suspense fallback={<Loader label="Loading…" fullPage />}>
      <ShellLayout />
    </Suspense>
  ),
  children: shellRoutes,
};
const publicLayoutRoute: RouteObject = { element: <PublicLayout />, children: [...publicRoutes, notFoundRoute] };
const rootRoute: RouteObject = {
  element: <RootLayout />,
  children: [...bareRoutes, shellLayoutRoute, publicLayoutRoute],
};

/** The whole route table: every page inside the layouts around it. */
export const routes: RouteObject[] = [rootRoute];

/**
 * The route table narrowed to what `pathname` can match: its page inside its layouts, and the
 * not-found page beside it. The router ranks and tries every route of the table it is given on
 * each render, compiling a pattern per route; a look-up (routeFor) already knows the one branch,
 * so the router only confirms it. The layouts' route objects and elements are the whole table's,
 * so moving between pages keeps the layouts mounted as before.
 */
export function routesAt(pathname: string): RouteObject[] {
  const { route, layout } = routeFor(pathname);
  const within = (layoutRoute: RouteObject, children: RouteObject[]): RouteObject => ({
    element: layoutRoute.element,
    children,
  });
  const notFound = within(publicLayoutRoute, [notFoundRoute]);
  if (route === notFoundRoute) return [within(rootRoute, [notFound])];
  const branch =
    layout === 'shell'
      ? within(shellLayoutRoute, [route])
      : layout === 'public'
        ? within(publicLayoutRoute, [route])
        : route;
  return [within(rootRoute, [branch, notFound])];
}

/**
 * Starts downloading the code of the page at `pathname`, and of the shell around a logged-in
 * page, while start-up still waits for other things (the maps script); and the page's route
 * stylesheet, if it names one, so that it is not asked for only once React has rendered the
 * layout (the root layout keeps the same link while the page is shown). Resolves once both have
 * arrived or failed: start-up waits for it, so the first render finds the page's code there and
 * renders the page in one pass, with no loader and no second render. A failed download is left
 * to the route's own error boundary when the page renders. Every path of the portal is a plain
 * path, so a look-up finds the page without running the router's matching a second time.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const { route, inShell } = routeFor(pathname);
  const handle = route.handle as RouteHandle | undefined;
  if (handle?.stylesheet) attachRouteStylesheet(handle.stylesheet);
  const loads: Promise<unknown>[] = [];
  if (inShell) loads.push(loadShell());
  const preload = handle?.preload;
  if (preload) loads.push(preload());
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}

/** What a page module may export to start its first screen's queries before it renders. */
type PageDataPrefetch = (queryClient: QueryClient) => void;

/**
 * For a signed-in attendee opening a page of the logged-in shell: asks the server for the
 * profile (the shell shows its page only once the profile is there), for the conference text and
 * cancellation link the shell's menu and footer read and, once the page's code has arrived, for
 * the page's own first answers (its module's `prefetchPageData`), while start-up still waits for
 * the maps script. Without this, each would start only once the shell or page has rendered: the
 * page's first query one round trip after the profile's, the shell's two after React's renderer
 * has arrived. Each answer lands in `queryClient` under the key the reading query uses; a failure
 * is left to that query, which asks again when it mounts.
 */
export function startPageData(pathname: string, queryClient: QueryClient): void {
  const { route, inShell } = routeFor(pathname);
  if (!inShell || !isLoggedIn()) return;
  const ignore = () => undefined;
  void import('@/lib/profile/profile').then(
    ({ profileQueryOptions, conferenceTextQueryOptions, cancellationUrlQueryOptions }) => {
      void queryClient.prefetchQuery(profileQueryOptions());
      void queryClient.prefetchQuery(conferenceTextQueryOptions());
      void queryClient.prefetchQuery(cancellationUrlQueryOptions());
    },
    ignore,
  );
  const preload = (route.handle as RouteHandle | undefined)?.preload;
  void preload?.().then((module) => {
    const prefetch = (module as { prefetchPageData?: unknown } | undefined)?.prefetchPageData;
    if (typeof prefetch === 'function') (prefetch as PageDataPrefetch)(queryClient);
  }, ignore);
}

/** The page the address bar names, inside the layouts around it. */
function AppRoutes() {
  const { pathname } = useLocation();
  const pageRoutes = useMemo(() => routesAt(pathname), [pathname]);
  return useRoutes(pageRoutes);
}

/**
 * The portal's router: the browser's address bar, matched against the route table. A failure no
 * page caught reaches the app's own error boundary (app-error-boundary.tsx) around it. A session
 * that ends is the guard's to navigate away from (root-layout.tsx).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
