/**
 * What the build runs to write the public pages as HTML (build/plugins/prerender.ts): each route
 * whose declaration says `prerender`, rendered by the same components the browser then takes over
 * (src/main.tsx hydrates it). Nobody is signed in and no answer has arrived in that HTML: what
 * depends on the visitor or on the time is rendered once the browser has it (src/lib/hydration.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { App } from './app';
import { routeAt } from './route-match';
import { AppRoutes, loadPage } from './router';

export { routes, shellLayout } from './routes';

export async function renderPage(path: string): Promise<string> {
  await loadPage(routeAt(path));
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <StrictMode>
        <App
          queryClient={queryClient}
          persist={false}
          router={
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          }
        />
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
  }
}
