import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, type ReactNode } from 'react';
import { refreshWhenBackOnline } from '@/lib/offline/online';
import { bindCacheToAttendee, persistOptions } from '@/lib/offline/persisted-cache';

type Props = {
  client: QueryClient;
  children: ReactNode;
  /** Save the signed-in attendee's answers on the device and restore them on the next start (the app; page tests leave it off). */
  persist?: boolean;
};

/** The query client; its answers never outlive a change of attendee (src/lib/offline/persisted-cache.ts). */
export function AppProviders({ client, children, persist = false }: Props) {
  useEffect(() => bindCacheToAttendee(client), [client]);
  useEffect(() => refreshWhenBackOnline(client), [client]);
  if (!persist) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
