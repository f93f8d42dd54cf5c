import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
