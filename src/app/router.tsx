import { useLayoutEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type NavigateOptions, type RouteObject } from 'react-router-dom';
import { setUnauthorizedHandler } from '@/lib/api/client';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { bareRoutes, notFoundRoute, publicRoutes, shellRoutes } from './route-table';
import { ShellLayout } from './shell/shell-layout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...bareRoutes,
      { element: <ShellLayout />, children: shellRoutes },
      { element: <PublicLayout />, children: [...publicRoutes, notFoundRoute] },
    ],
  },
];

type Navigate = (to: string, options?: NavigateOptions) => void;
let appNavigate: Navigate | null = null;

/** In-app navigation for code outside React (the API client's 401 rule, tests). */
export function navigateInApp(to: string, options?: NavigateOptions): void {
  if (appNavigate) appNavigate(to, options);
  else window.location.assign(to);
}

function NavigationBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    appNavigate = navigate;
    // A 401 navigates inside the app: no page reload, the query cache survives.
    setUnauthorizedHandler((target) => navigate(target, { replace: true }));
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
