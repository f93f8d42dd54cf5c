import { useState } from 'react';
import { createQueryClient } from '@/lib/api/query-client';
import { keepAnswersForOfflineUse } from '@/lib/offline/persisted-cache';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { UpdateRegion } from './update-region';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    keepAnswersForOfflineUse(client);
    return client;
  });
  return (
    <AppProviders client={queryClient} persist>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
      <UpdateRegion />
    </AppProviders>
  );
}
