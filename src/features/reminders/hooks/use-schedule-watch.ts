/**
 * The schedule, read again while the attendee is signed in: every few minutes, when a tab of the
 * portal comes into view and when the device is back online (src/lib/offline/online.ts). Only the
 * tab that leads (src/lib/api/tab-leader.ts) reads on the timer; every answer a tab reads goes to
 * the others over the cross-tab channel (src/lib/api/other-tabs.ts), so all tabs together cost one
 * schedule request per interval. A tab that does not lead never reads it itself: not when it comes
 * into view (it asks the leader, which reads unless it read a moment ago) and not when the device is
 * back online (src/lib/api/read-by-leader.ts; the leader reads then). Mounted only for a signed-in
 * attendee: no request while signed out.
 */
import { hashKey, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { leaveReadsToLeader } from '@/lib/api/read-by-leader';
import { askToRead, onReadAsked, shareReadsOf } from '@/lib/api/shared-reads';
import { electLeader } from '@/lib/api/tab-leader';
import { getPersonId } from '@/lib/session/session';
import { scheduleQueryOptions } from '@/features/schedule';

/** How often the tab that leads reads the schedule again. */
export const SCHEDULE_REFRESH_MS = 3 * 60_000;
/** A tab brought to view has the schedule read again unless it was read this recently. */
export const FRESH_ENOUGH_MS = 30_000;

export function useScheduleWatch() {
  const client = useQueryClient();
  const person = getPersonId();
  const [leader, setLeader] = useState(false);
  const options = useMemo(() => scheduleQueryOptions(), []);
  const { queryKey } = options;

  useEffect(() => {
    setLeader(false);
    if (person === null) return undefined;
    return electLeader(`portal-schedule-reader:${person}`, setLeader);
  }, [person]);

  useEffect(() => shareReadsOf(client, queryKey), [client, queryKey]);
  useEffect(() => (leader ? undefined : leaveReadsToLeader(queryKey)), [queryKey, leader]);

  useEffect(() => {
    const readIfStale = () => {
      const state = client.getQueryState(queryKey);
      if (state?.fetchStatus === 'fetching') return;
      if (state && Date.now() - state.dataUpdatedAt < FRESH_ENOUGH_MS) return;
      void client.refetchQueries({ queryKey, exact: true });
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (leader) readIfStale();
      else askToRead(queryKey);
    };
    document.addEventListener('visibilitychange', onVisible);
    const stopAsked = leader ? onReadAsked((key) => key[0] === queryKey[0] && readIfStale()) : () => undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stopAsked();
    };
  }, [client, queryKey, leader]);

  useEffect(() => (leader ? readOnTimer(client, queryKey) : undefined), [client, queryKey, leader]);

  const schedule = useQuery(options);
  return { schedule, leader };
}

/**
 * Reads the answer under `queryKey` again once it is SCHEDULE_REFRESH_MS old (whichever tab read
 * it last), or that long after a read that failed. One timeout at a time, re-armed after each
 * answer; returns the stop function.
 */
function readOnTimer(client: QueryClient, queryKey: QueryKey): () => void {
  let timer: number | undefined;
  let stopped = false;
  let lastTry = Date.now();
  const arm = () => {
    window.clearTimeout(timer);
    if (stopped) return;
    const updatedAt = client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    const due = Math.max(updatedAt, lastTry) + SCHEDULE_REFRESH_MS;
    timer = window.setTimeout(read, Math.max(due - Date.now(), 0));
  };
  const read = () => {
    lastTry = Date.now();
    void client.refetchQueries({ queryKey, exact: true }).finally(arm);
  };
  const stopFollowing = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === hashKey(queryKey))
      arm();
  });
  arm();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    stopFollowing();
  };
}
