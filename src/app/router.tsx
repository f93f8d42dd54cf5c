import { lazy, Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, matchRoutes, useNavigate, useRoutes, type NavigateOptions, type RouteObject } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { bareRoutes, notFoundRoute, publicRoutes, shellRoutes, type RouteHandle } from './route-table';

// The logged-in shell, and the profile it loads, are only downloaded by logged-in pages.
const loadShell = () => import('./shell/shell-layout');
const ShellLayout = lazy(async () => ({ default: (await loadShell()).ShellLayout }));

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
 * page, while start-up still waits for other things (the maps script): the first render then
 * finds the page's chunk loaded or on its way instead of requesting it only then. A failed
 * download is left to the route's own error boundary when the page renders.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    if (match.route.children === shellRoutes) loadShell().catch(() => undefined);
    (match.route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined);
  }
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
