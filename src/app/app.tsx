import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';
import { keepAnswersForOfflineUse } from '@/lib/offline/persisted-cache';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { UpdateRegion } from './update-region';

/** The running portal's query client, made at start-up so a page's first answers can be asked for before the first render. */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient();
  keepAnswersForOfflineUse(client);
  return client;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders client={queryClient} persist>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
      <UpdateRegion />
    </AppProviders>
  );
}
