import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { useT } from '@/i18n/i18n';
import { lazyComponent } from '@/lib/lazy';
import { decideAccess } from '@/lib/session/redirects';
import { getPostLoginTarget, isLoggedIn } from '@/lib/session/session';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { attachRouteStylesheet } from './route-stylesheet';
import { RouteBoundary } from './route-error';
import { routeAt } from './route-match';
import { routes, shellLayout, type AppRoute, type RouteLayout } from './routes';

const ShellLayout = lazyComponent(shellLayout);
// Each route's page read when it is first needed (not when this module loads), so tests may swap it.
const pages = new Map(routes.map((route) => [route, lazyComponent(() => route.page())]));

/** What shows while a page's code arrives, in the attendee's language (the route table is built once, in no language). */
export function PageLoader() {
  const t = useT();
  return <Loader label={t('Loading the page…')} />;
}

/** What shows while the signed-in frame's code arrives. */
export function FrameLoader() {
  const t = useT();
  return <Loader label={t('Loading…')} fullPage />;
}

/** A page inside its own error boundary, so a failing page never takes the frame down. */
function pageObject(route: AppRoute): RouteObject {
  const Page = pages.get(route)!;
  return {
    path: route.path,
    handle: route,
    element: (
      <RouteBoundary>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </RouteBoundary>
    ),
  };
}

const pagesIn = (layout: RouteLayout) => routes.filter((route) => route.layout === layout).map(pageObject);

/** The route table: every page inside the layouts around it. */
export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...pagesIn('bare'),
      {
        element: (
          <Suspense fallback={<FrameLoader />}>
            <ShellLayout />
          </Suspense>
        ),
        children: pagesIn('shell'),
      },
      { element: <PublicLayout />, children: pagesIn('public') },
    ],
  },
];

/**
 * Starts downloading what the page the guard will show at `pathname` needs before React renders it: its code, the
 * signed-in frame's for a 'shell' page, and its stylesheet (a signed-out visit to a signed-in page loads the login
 * form's, not the page it is sent away from). Resolves once they have arrived or failed (a failure is the page's
 * error boundary's to show), so the first render finds the code there and renders the page without a loader.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const decision = decideAccess(routeAt(pathname).access, isLoggedIn(), pathname, '', getPostLoginTarget());
  const route = routeAt(decision.allow ? pathname : decision.to.split(/[?#]/)[0]);
  if (route.stylesheet) attachRouteStylesheet(route.stylesheet);
  const loads: Promise<unknown>[] = [pages.get(route)!.preload()];
  if (route.layout === 'shell') loads.push(ShellLayout.preload());
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}

/**
 * For a signed-in attendee opening a page of the signed-in frame, asks for the answers its first
 * screen waits for while start-up still runs: the profile, conference text and cancellation link
 * the frame reads, and the page's own (its route's `prefetch`). Each lands in `queryClient` under
 * the key the reading query uses; a failure is left to that query, which asks again when it mounts.
 */
export function startPageData(pathname: string, queryClient: QueryClient): void {
  const route = routeAt(pathname);
  if (route.layout !== 'shell' || !isLoggedIn()) return;
  const ignore = () => undefined;
  void import('@/lib/profile/profile').then(
    ({ profileQueryOptions, conferenceTextQueryOptions, cancellationUrlQueryOptions }) => {
      void queryClient.prefetchQuery(profileQueryOptions());
      void queryClient.prefetchQuery(conferenceTextQueryOptions());
      void queryClient.prefetchQuery(cancellationUrlQueryOptions());
    },
    ignore,
  );
  route.prefetch?.(queryClient).catch(ignore);
}

/**
 * Downloads the code of the parts the page at `pathname` shows after its first paint (its route's `parts`), for a
 * first render that must show them at once (a kept page is showing). Never rejects: a failure is the part's to show.
 */
export function preloadRouteParts(pathname: string): Promise<void> {
  return (routeAt(pathname).parts?.() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/** The page at the router's location, inside its layouts. */
export function AppRoutes() {
  return useRoutes(routeObjects);
}

/** Starts downloading a route's page alone (no stylesheet, no frame): what rendering it at once needs. */
export const loadPage = (route: AppRoute) => pages.get(route)!.preload();

/**
 * The portal's router: the browser's address bar, matched against the route table. A failure no
 * page caught reaches the app's own error boundary (app-error-boundary.tsx) around it.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
