/**
 * The attendee's answers kept on the device for offline use: react-query's cache, saved by
 * TanStack's storage persister into local storage under a key that names the signed-in attendee.
 *
 * - Only a signed-in attendee (a stored client with an API token) has a saved cache; for anyone
 *   else the storage below reads nothing and writes nothing, so no answer is kept for a visitor.
 * - The key carries the attendee's person id: one attendee's answers are never read for another.
 * - When the stored attendee changes (logout, a 401, another sign-in), the answers in memory are
 *   dropped at once, before another attendee's pages can render them; logout also clears local
 *   storage, which holds the saved cache (see wipe.ts).
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { removeOldestQuery, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { getPersonId, getStoredClient } from '@/lib/session/session';
import { subscribeStorage } from '@/lib/session/storage';

export const OFFLINE_CACHE_PREFIX = 'portal_offline_cache:';
/** A saved cache older than this is discarded: a week covers the conference days. */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Raise when a kept answer's shape changes, so an older saved cache is not restored. */
export const OFFLINE_CACHE_VERSION = 'portal-1';
/** Answers that are the same for every visitor (contract §7.1: public) and stay in memory across sign-ins. */
const SHARED_QUERY_ROOTS = new Set<unknown>(['conference-text']);

/** The saved cache's owner: the signed-in attendee's person id, or null for anyone else. */
export function cacheOwner(): string | null {
  const token = getStoredClient()?.api_token;
  const personId = getPersonId();
  return typeof token === 'string' && token.length > 0 && personId !== null ? String(personId) : null;
}

export function offlineCacheKey(owner: string): string {
  return `${OFFLINE_CACHE_PREFIX}${owner}`;
}

/** Local storage seen through the current owner: nothing at all without a signed-in attendee. */
export const attendeeStorage = {
  getItem: (key: string): string | null => {
    const owner = cacheOwner();
    return owner ? window.localStorage.getItem(`${key}${owner}`) : null;
  },
  setItem: (key: string, value: string): void => {
    const owner = cacheOwner();
    if (owner) window.localStorage.setItem(`${key}${owner}`, value);
  },
  removeItem: (key: string): void => {
    const owner = cacheOwner();
    if (owner) window.localStorage.removeItem(`${key}${owner}`);
  },
};

const persister = createAsyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : attendeeStorage,
  key: OFFLINE_CACHE_PREFIX,
  // A full device storage drops the oldest answers rather than saving nothing.
  retry: removeOldestQuery,
});

/** Successful answers only; failed or pending calls and unsent changes are never saved. */
function shouldSaveQuery(query: Query): boolean {
  return query.state.status === 'success' && cacheOwner() !== null;
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: OFFLINE_CACHE_MAX_AGE_MS,
  buster: OFFLINE_CACHE_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: shouldSaveQuery, shouldDehydrateMutation: () => false },
};

/**
 * Keeps the cache in memory for as long as the saved one may live (react-query drops unused
 * answers after 5 minutes by default, and the saved cache only holds what is in memory).
 */
export function keepAnswersForOfflineUse(client: QueryClient): void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: OFFLINE_CACHE_MAX_AGE_MS } });
}

/**
 * Drops the attendee's answers from memory as soon as the stored attendee changes. Returns the
 * unsubscribe function.
 */
export function bindCacheToAttendee(client: QueryClient): () => void {
  let owner = cacheOwner();
  return subscribeStorage(() => {
    const next = cacheOwner();
    if (next === owner) return;
    owner = next;
    client.getMutationCache().clear();
    client.removeQueries({ predicate: (query) => !SHARED_QUERY_ROOTS.has(query.queryKey[0]) });
  });
}
