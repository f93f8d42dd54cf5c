import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/api/query-client';
import { keepAnswersForOfflineUse } from '@/lib/offline/persisted-cache';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { UpdateRegion } from './update-region';

type Props = { queryClient: QueryClient; router?: ReactNode; persist?: boolean };

/** The running portal's query client, made at start-up so a page's first answers can be asked for before the first render. */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient();
  keepAnswersForOfflineUse(client);
  return client;
}

/**
 * The portal. The browser gives it the address bar's router; the build, which writes the public
 * pages as HTML (src/app/prerender.tsx), gives it one fixed location and no saved answers.
 */
export function App({ queryClient, router = <AppRouter />, persist = true }: Props) {
  return (
    <AppProviders client={queryClient} persist={persist}>
      <AppErrorBoundary>{router}</AppErrorBoundary>
      <UpdateRegion />
    </AppProviders>
  );
}
