import { Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, matchRoutes, useNavigate, useRoutes, type NavigateOptions, type RouteObject } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { PublicLayout } from './layouts/public-layout';
import { preloadable } from './preloadable';
import { RootLayout } from './layouts/root-layout';
import { bareRoutes, notFoundRoute, publicRoutes, shellRoutes, type RouteHandle } from './route-table';

// The logged-in shell, and the profile it loads, are only downloaded by logged-in pages.
const { Component: ShellLayout, preload: loadShell } = preloadable(() => import('./shell/shell-layout'), 'ShellLayout');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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

type Navigate = (to: string, options?: NavigateOptions) => void;
let appNavigate: Navigate | null = null;

/** In-app navigation for code outside React (tests). */
export function navigateInApp(to: string, options?: NavigateOptions): void {
  if (appNavigate) appNavigate(to, options);
  else window.location.assign(to);
}

function NavigationBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    appNavigate = navigate;
  }, [navigate]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <AppRoutes />
    </BrowserRouter>
  );
}
