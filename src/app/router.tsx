import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { setUnauthorizedHandler } from '@/lib/api/client';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { bareRoutes, notFoundRoute, publicRoutes, shellRoutes } from './route-table';
import { ShellLayout } from './shell/shell-layout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...bareRoutes,
      { element: <ShellLayout />, children: shellRoutes },
      { element: <PublicLayout />, children: [...publicRoutes, notFoundRoute] },
    ],
  },
];

export function createAppRouter(options: { initialEntries?: string[] } = {}) {
  void options;
  const router = createBrowserRouter(routes);
  // A 401 navigates inside the app: no page reload, the query cache survives.
  setUnauthorizedHandler((target) => {
    void router.navigate(target, { replace: true });
  });
  return router;
}
