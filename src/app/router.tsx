import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, useRouteError, type RouteObject } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { PublicLayout } from './layouts/public-layout';
import { preloadable } from './preloadable';
import { RootLayout } from './layouts/root-layout';
import { bareRoutes, notFoundRoute, publicRoutes, shellRoutes, type RouteHandle } from './route-table';

// The logged-in shell, and the profile it loads, are only downloaded by logged-in pages.
const { Component: ShellLayout, preload: loadShell } = preloadable(() => import('./shell/shell-layout'), 'ShellLayout');

/**
 * A failure no route caught is passed on to the app's own error boundary (app-error-boundary.tsx)
 * instead of the data router's built-in error screen: every page has its own boundary, so what
 * reaches this far is the shell or a layout failing.
 */
function PassErrorOn(): never {
  throw useRouteError();
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <PassErrorOn />,
    children: [
      ...bareRoutes,
      {
        element: (
          <Suspense fallback={<Loader label="Loading…" fullPage />}>
            <ShellLayout />
          </Suspense>
        ),
        children: shellRoutes,
      },
      { element: <PublicLayout />, children: [...publicRoutes, notFoundRoute] },
    ],
  },
];

/**
 * Starts downloading the code of the page at `pathname`, and of the shell around a logged-in
 * page, while start-up still waits for other things (the maps script). Resolves once both have
 * arrived or failed: start-up waits for it, so the first render finds the page's code there and
 * renders the page in one pass, with no loader and no second render. A failed download is left
 * to the route's own error boundary when the page renders.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    if (match.route.children === shellRoutes) loads.push(loadShell());
    const preload = (match.route.handle as RouteHandle | undefined)?.preload;
    if (preload) loads.push(preload());
  }
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}

/**
 * A router over the browser's address bar. Code outside React that must move the attendee uses
 * this instance's `navigate`; a session that ends is not such a case: the guard (root-layout.tsx)
 * reacts to the session state and makes that navigation itself.
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
