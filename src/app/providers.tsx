import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { followOtherTabs } from '@/lib/api/other-tabs';
import { refreshWhenBackOnline } from '@/lib/offline/online';
import { answersRestored, bindCacheToAttendee, cacheOwner, keepAttendeeAnswers } from '@/lib/offline/persisted-cache';

type Props = {
  client: QueryClient;
  children: ReactNode;
  /** Save the signed-in attendee's answers on the device and restore them on the next start (the app; page tests leave it off). */
  persist?: boolean;
};

/**
 * The query client; its answers never outlive a change of attendee (src/lib/offline/persisted-cache.ts)
 * and follow what the attendee changes in another tab (src/lib/api/other-tabs.ts).
 * With `persist`, queries wait (as with react-query's PersistQueryClientProvider) until the
 * attendee's saved answers are restored (at once when start-up restored them before the first render).
 */
export function AppProviders({ client, children, persist = false }: Props) {
  const [restoring, setRestoring] = useState(() => persist && cacheOwner() !== null && !answersRestored(client));
  useEffect(() => bindCacheToAttendee(client), [client]);
  useEffect(() => refreshWhenBackOnline(client), [client]);
  useEffect(() => followOtherTabs(client), [client]);
  useEffect(() => (persist ? keepAttendeeAnswers(client, () => setRestoring(false)) : undefined), [client, persist]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
