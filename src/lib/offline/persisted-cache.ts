/**
 * The attendee's answers kept on the device for offline use: react-query's cache, saved by
 * TanStack's storage persister into local storage under a key that names the signed-in attendee.
 *
 * - Only a signed-in attendee (a stored client with an API token) has a saved cache; for anyone
 *   else its storage (persistence.ts) reads and writes nothing, so no answer is kept for a visitor.
 * - The key carries the attendee's person id: one attendee's answers are never read for another.
 * - When the stored attendee changes (logout, a 401, another sign-in), the answers in memory are
 *   dropped at once, before another attendee's pages can render them; logout also clears local
 *   storage, which holds the saved cache (see wipe.ts).
 * The persister itself (./persistence.ts) is loaded only for a signed-in attendee.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadOnce } from '@/lib/lazy';
import { getPersonId, getStoredClient } from '@/lib/session/session';
import { subscribeStorage } from '@/lib/session/storage';
import { OFFLINE_CACHE_MAX_AGE_MS } from './cache-age';

/** Answers that are the same for every visitor (contract §7.1: public) and stay in memory across sign-ins. */
const SHARED_QUERY_ROOTS = new Set<unknown>(['conference-text']);

/** The saved cache's owner: the signed-in attendee's person id, or null for anyone else. */
export function cacheOwner(): string | null {
  const token = getStoredClient()?.api_token;
  const personId = getPersonId();
  return typeof token === 'string' && token.length > 0 && personId !== null ? String(personId) : null;
}

/** The persister's code (./persistence.ts), downloaded once. */
const loadPersistence = loadOnce(() => import('./persistence'));

/** For a signed-in attendee, starts loading the persister at start-up, beside the page's code (see docs/performance.md). */
export function preloadPersistence(): void {
  if (cacheOwner() !== null) void loadPersistence().catch(() => undefined);
}

/** Clients whose saved answers were restored before the first render (restoreBeforeRender). */
const restoredBeforeRender = new WeakSet<QueryClient>();

/**
 * Restores the signed-in attendee's saved answers into `client` now, before the app renders (a kept page is
 * painted, and the app's first render replaces it: it must already show the answers, not a loader). Saving starts
 * later, with keepAttendeeAnswers, which finds them restored. Never rejects.
 */
export async function restoreBeforeRender(client: QueryClient): Promise<void> {
  if (cacheOwner() === null) return;
  try {
    const { restoreAnswers } = await loadPersistence();
    await restoreAnswers(client, cacheOwner);
    restoredBeforeRender.add(client);
  } catch {
    // no saved answers: the app restores nothing and works online
  }
}

/** Whether `client`'s saved answers were restored before the first render. */
export function answersRestored(client: QueryClient): boolean {
  return restoredBeforeRender.has(client);
}

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

/**
 * Restores the signed-in attendee's saved answers and saves them from then on; for a visitor,
 * starts once someone signs in. `onRestored` is called once the answers may be read (at once
 * for a visitor). Returns the stop function.
 */
export function keepAttendeeAnswers(client: QueryClient, onRestored: () => void): () => void {
  let stopped = false;
  let stopSaving: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  const start = () => {
    unsubscribe?.();
    unsubscribe = null;
    void loadPersistence()
      .then(({ restoreAndSave }) => restoreAndSave(client, cacheOwner))
      .then((stop) => {
        if (stopped) stop();
        else stopSaving = stop;
      })
      .catch(() => undefined) // no saved answers (e.g. the chunk could not load): the app works online
      .finally(onRestored);
  };
  if (cacheOwner() !== null) start();
  else {
    onRestored();
    unsubscribe = subscribeStorage(() => {
      if (cacheOwner() !== null) start();
    });
  }
  return () => {
    stopped = true;
    unsubscribe?.();
    stopSaving?.();
  };
}
