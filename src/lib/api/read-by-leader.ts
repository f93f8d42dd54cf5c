/**
 * Answers this tab leaves to the tab that leads (./tab-leader.ts): a tab that does not lead takes
 * them from the leader over the cross-tab channel (./shared-reads.ts, ./other-tabs.ts) and never
 * reads them itself on a timer, on coming back into view or when the device is back online
 * (src/lib/offline/online.ts, react-query's reconnect refetch in ./query-client.ts). So every tab of
 * the attendee together costs one request per read. Small and apart, as the app's start-up reads it.
 */
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';

const ledElsewhere: QueryKey[] = [];

/** From now on the answers under `key` are read by another tab, which leads. Returns the stop function. */
export function leaveReadsToLeader(key: QueryKey): () => void {
  const entry = [...key];
  ledElsewhere.push(entry);
  return () => {
    const at = ledElsewhere.indexOf(entry);
    if (at >= 0) ledElsewhere.splice(at, 1);
  };
}

/** Whether the answer under `queryKey` is read by another tab (this one takes it from there). */
export function isReadByLeader(queryKey: QueryKey): boolean {
  return ledElsewhere.some((key) => partialMatchKey(queryKey, key));
}
