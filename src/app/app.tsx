import { useState } from 'react';
import { createQueryClient } from '@/lib/api/query-client';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders client={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
