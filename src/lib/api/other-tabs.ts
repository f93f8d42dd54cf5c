/**
 * Every tab in step: a change saved in one tab of the portal reaches the attendee's other open tabs
 * at once. A mutation names what its success changed (`changes` in usePortalMutation, ./mutation.ts,
 * kept as `meta.changes`: query key prefixes); this tab then tells the others on a BroadcastChannel,
 * and each of them invalidates the queries under those prefixes and those that show the same data
 * under keys of their own (`meta.follows`), and fetches again what is on screen. A query whose
 * answer a page edits a copy of (`meta.workingCopy`) is not replaced under unsent typing: it is
 * marked as changed elsewhere, and the page says so (useChangedElsewhere). Every browser the build
 * targets has BroadcastChannel.
 *
 * A tab that leads (./tab-leader.ts) reads some answers again on a timer for all of them and
 * shares what it read (./shared-reads.ts): the others take it as their own, with no request.
 *
 * The session needs no message: it lives in local storage, whose changes every tab hears (the
 * session module follows a sign-out or another sign-in at once).
 */
import { hashKey, partialMatchKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { hasOpenForm } from '@/lib/offline/open-forms';
import { getPersonId } from '@/lib/session/session';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * Query key prefixes whose data this mutation's success changed, told to the attendee's other tabs
       * (empty when it changes nothing the portal caches). Set by usePortalMutation (./mutation.ts).
       */
      changes: readonly QueryKey[];
    };
    queryMeta: {
      /** Prefixes of other queries whose changes change this query's data too. */
      follows?: readonly QueryKey[];
      /** The page edits a copy of this answer: another tab's change must not replace it under unsent typing. */
      workingCopy?: boolean;
    };
  }
}

const CHANNEL_NAME = 'portal-changes';

export type ChangeMessage =
  | { type: 'changed'; person: number; keys: QueryKey[] }
  | { type: 'answer'; person: number; key: QueryKey; data: unknown; updatedAt: number }
  | { type: 'read'; person: number; key: QueryKey };

let channel: BroadcastChannel | null | undefined;

export function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof window !== 'undefined' && 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

/**
 * Tells the attendee's other tabs that the data under `keys` changed (this tab saved it: what
 * another tab changed there before is no longer news here).
 */
export function announceChanges(keys: readonly QueryKey[]): void {
  forgetChangedElsewhere(keys);
  const person = getPersonId();
  const open = openChannel();
  if (!open || person === null || keys.length === 0) return;
  open.postMessage({ type: 'changed', person, keys: [...keys] } satisfies ChangeMessage);
}

/** Takes another tab's answer under `key` when it is newer than this tab's. */
function takeAnswer(client: QueryClient, key: QueryKey, data: unknown, updatedAt: number): void {
  const mine = client.getQueryState(key)?.dataUpdatedAt ?? 0;
  if (typeof updatedAt === 'number' && updatedAt > mine) client.setQueryData(key, data, { updatedAt });
}

/** Whether one of two key prefixes is a prefix of the other: they name overlapping data. */
const overlap = (a: QueryKey, b: QueryKey) => partialMatchKey(a, b) || partialMatchKey(b, a);

/** Whether `query` shows data under one of `keys`: by its own key, or by one it follows. */
export function showsChangeOf(query: Query, keys: readonly QueryKey[]): boolean {
  const follows = query.meta?.follows ?? [];
  return keys.some((key) => partialMatchKey(query.queryKey, key) || follows.some((followed) => overlap(followed, key)));
}

/** Queries changed in another tab while this one held unsent typing on them, by query hash: their key and when. */
const changedElsewhere = new Map<string, { key: QueryKey; at: number }>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of [...listeners]) listener();
}

function markChangedElsewhere(query: Query) {
  changedElsewhere.set(query.queryHash, { key: query.queryKey, at: Date.now() });
  changed();
}

function forgetChangedElsewhere(keys: readonly QueryKey[]) {
  const before = changedElsewhere.size;
  for (const [hash, { key }] of changedElsewhere) {
    if (keys.some((changedKey) => overlap(key, changedKey))) changedElsewhere.delete(hash);
  }
  if (changedElsewhere.size !== before) changed();
}

/** Applies another tab's change to `client`: invalidates what it touched and fetches again what is shown. */
export function applyChanges(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const touched = client
    .getQueryCache()
    .getAll()
    .filter((query) => showsChangeOf(query, keys));
  const held = new Set(touched.filter((query) => query.meta?.workingCopy && hasOpenForm()));
  for (const query of held) markChangedElsewhere(query);
  return client.invalidateQueries({
    predicate: (query) => touched.includes(query) && !held.has(query),
  });
}

/** Follows the other tabs' changes into `client`, for the signed-in attendee only. Returns the stop function. */
export function followOtherTabs(client: QueryClient): () => void {
  const open = openChannel();
  if (!open) return () => undefined;
  const onMessage = (event: MessageEvent<ChangeMessage>) => {
    const message = event.data;
    if (message?.person !== getPersonId()) return;
    if (message.type === 'answer' && Array.isArray(message.key))
      takeAnswer(client, message.key, message.data, message.updatedAt);
    if (message.type === 'changed' && Array.isArray(message.keys)) void applyChanges(client, message.keys);
  };
  open.addEventListener('message', onMessage);
  return () => open.removeEventListener('message', onMessage);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => version;

/**
 * True when another tab changed the data of the query `queryKey` after this tab's copy of it
 * (`dataUpdatedAt`) while the page held unsent typing: the page offers to load the saved data.
 */
export function useChangedElsewhere(queryKey: QueryKey, dataUpdatedAt: number): boolean {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const mark = changedElsewhere.get(hashKey(queryKey));
  return mark !== undefined && mark.at > dataUpdatedAt;
}
