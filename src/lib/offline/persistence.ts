/**
 * The persister of the attendee's answers (loaded once an attendee is signed in; see
 * persisted-cache.ts): TanStack's storage persister over local storage seen through the
 * current owner, restored once and then saved on every change of the cache.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { OFFLINE_CACHE_MAX_AGE_MS } from './cache-age';

/** Local storage key of the saved answers, followed by the owner's person id. */
export const OFFLINE_CACHE_PREFIX = 'portal_offline_cache:';
/** Raise when a kept answer's shape changes, so an older saved cache is not restored. */
export const OFFLINE_CACHE_VERSION = 'portal-1';

/**
 * Who owns the saved answers now (persisted-cache.ts, cacheOwner), given by the caller so this
 * chunk does not carry the session module a second time.
 */
let cacheOwner: () => string | null = () => null;

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

/** A save as the persister receives it: the answers and the attendee they were taken for. */
type OwnedClient = PersistedClient & { owner: string | null };

/** A save taken for another attendee than the one signed in when it is written. */
class OwnerChanged extends Error {}

const storagePersister = createAsyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : attendeeStorage,
  key: OFFLINE_CACHE_PREFIX,
  // Saves are throttled (at most one a second, the latest one written): a save taken for an
  // attendee who has since signed out or been replaced is dropped, never written under the key
  // of the attendee signed in now.
  serialize: (client) => {
    const { owner, ...answers } = client as OwnedClient;
    if (owner !== cacheOwner()) throw new OwnerChanged();
    return JSON.stringify(answers);
  },
  // A full device storage drops the oldest answers rather than saving nothing.
  retry: (props) => (props.error instanceof OwnerChanged ? undefined : removeOldestQuery(props)),
});

const persister: Persister = {
  ...storagePersister,
  persistClient: (client) => storagePersister.persistClient({ ...client, owner: cacheOwner() } as OwnedClient),
};

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

const restored = new WeakMap<QueryClient, Promise<void>>();

/** Restores the saved answers into `client`, once per client (a second call waits for the first). */
export function restoreAnswers(client: QueryClient, owner: () => string | null): Promise<void> {
  cacheOwner = owner;
  const options = { ...persistOptions, queryClient: client };
  let restoring = restored.get(client);
  if (!restoring) {
    // What the client already holds from this visit (start-up asks for a page's first answers
    // before the first render) is as current as it gets, and is not asked for a second time.
    const before = new Map(
      client
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
    );
    restoring = persistQueryClientRestore(options)
      // Kept answers are shown at once, but each is fetched again when a page reads it online,
      // even one that is never stale on its own (staleTime: Infinity): a reload shows what the
      // server holds now. Offline the fetch waits, and the kept answer stays on the page.
      .then(() =>
        client.invalidateQueries({
          refetchType: 'none',
          predicate: (query) => before.get(query.queryHash) !== query.state.dataUpdatedAt,
        }),
      )
      .catch(() => undefined);
    restored.set(client, restoring);
  }
  return restoring;
}

/** Restores the saved answers into `client` (once per client), then saves them on every change; returns the stop function. */
export async function restoreAndSave(client: QueryClient, owner: () => string | null): Promise<() => void> {
  await restoreAnswers(client, owner);
  const options = { ...persistOptions, queryClient: client };
  const stop = persistQueryClientSubscribe(options);
  // Saving follows changes of the cache from now on; answers that arrived while the saved ones
  // were being restored (start-up asks for a page's answers at once) are saved now, or a page
  // whose answers were all in before this point would not be kept until its next change.
  void persistQueryClientSave(options).catch(() => undefined);
  return stop;
}
