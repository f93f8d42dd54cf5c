/**
 * The persister of the attendee's answers (loaded once an attendee is signed in; see
 * persisted-cache.ts): TanStack's storage persister over local storage seen through the
 * current owner, restored once and then saved once the cache's changes have settled.
 *
 * Writing the whole cache is the costliest thing a change does at ten times the conference (the
 * answer of 2,200 companies written out and stored: about half a second on a phone-class CPU), so
 * a change is not saved in its own task: saves wait until the cache has been quiet for a moment
 * and the browser is idle, are skipped when what is kept has not changed (a fetch starting or
 * ending, a mutation's progress), and each answer is written out only when it has changed. A page
 * being hidden (the tab closed or left) saves at once what is waiting.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
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

/** Each answer written out once: its text, by the answer (answers are replaced, never changed in place). */
const writtenData = new WeakMap<object, string>();
/** Stands in the written save for an answer's text, put in afterwards (a string no answer holds in quotes). */
const DATA_MARK = '\u0000portal-data\u0000';
const DATA_MARK_JSON = JSON.stringify(DATA_MARK);

/** JSON.stringify(client), with the text of every answer written out before reused. */
export function serializeClient(client: PersistedClient): string {
  const texts: string[] = [];
  const queries = client.clientState.queries.map((query) => {
    const data: unknown = query.state.data;
    if (typeof data !== 'object' || data === null) return query;
    let text = writtenData.get(data);
    if (text === undefined) {
      text = JSON.stringify(data);
      writtenData.set(data, text);
    }
    texts.push(text);
    return { ...query, state: { ...query.state, data: DATA_MARK } };
  });
  const parts = JSON.stringify({ ...client, clientState: { ...client.clientState, queries } }).split(DATA_MARK_JSON);
  if (parts.length !== texts.length + 1) return JSON.stringify(client); // an answer held the mark itself
  return parts.reduce((written, part, index) => written + texts[index - 1] + part);
}

const storagePersister = createAsyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : attendeeStorage,
  key: OFFLINE_CACHE_PREFIX,
  // Saves are spaced by saveWhenSettled, not by the persister: one asked for is written at once.
  throttleTime: 0,
  // A save taken for an attendee who has since signed out or been replaced is dropped, never
  // written under the key of the attendee signed in now.
  serialize: (client) => {
    const { owner, ...answers } = client as OwnedClient;
    if (owner !== cacheOwner()) throw new OwnerChanged();
    return serializeClient(answers);
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

/** A save waits until the cache has had no change for this long (a move, its answer and its toast are one burst)... */
export const SAVE_WHEN_QUIET_MS = 1000;
/** ...and then for the browser to be idle, at most this long. */
const SAVE_IDLE_TIMEOUT_MS = 2000;

/** A number for each answer object seen (answers are replaced, never changed in place). */
const answerNumbers = new WeakMap<object, number>();
let answersSeen = 0;
function answerNumber(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data) ?? 'undefined';
  let number = answerNumbers.get(data);
  if (number === undefined) {
    answersSeen += 1;
    number = answersSeen;
    answerNumbers.set(data, number);
  }
  return `#${number}`;
}

/** What a save would keep, in short: each kept answer, when it arrived and whether it is stale (not a fetch's progress). */
function keptSignature(client: QueryClient): string {
  return client
    .getQueryCache()
    .getAll()
    .filter(shouldSaveQuery)
    .map(
      (query) =>
        `${query.queryHash}\u0000${answerNumber(query.state.data)}\u0000${query.state.dataUpdatedAt}\u0000${query.state.isInvalidated}`,
    )
    .join('\u0001');
}

/**
 * Saves `client`'s answers once its changes have settled (see the module comment), until the returned
 * function is called. A save is for the attendee signed in when the cache last changed: if another is
 * signed in by the time it would be written, it is dropped.
 */
export function saveWhenSettled(client: QueryClient): () => void {
  const options = { ...persistOptions, queryClient: client };
  let saved: string | null = null;
  let changedFor: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    if (idle !== undefined) window.cancelIdleCallback(idle);
    idle = undefined;
  };
  const save = () => {
    cancel();
    if (changedFor === null || cacheOwner() !== changedFor) return;
    const signature = `${changedFor}\u0002${keptSignature(client)}`;
    if (signature === saved) return;
    saved = signature;
    void persistQueryClientSave(options).catch(() => undefined);
  };
  const whenIdle = () => {
    timer = undefined;
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(save, { timeout: SAVE_IDLE_TIMEOUT_MS });
    else save();
  };
  const changed = () => {
    changedFor = cacheOwner();
    cancel();
    timer = setTimeout(whenIdle, SAVE_WHEN_QUIET_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && (timer !== undefined || idle !== undefined)) save();
  };
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') changed();
  });
  document.addEventListener('visibilitychange', onHidden);
  // Answers that arrived while the saved ones were being restored (start-up asks for a page's
  // answers at once) are saved too, or a page whose answers were all in before this point would
  // not be kept until its next change.
  changed();
  return () => {
    cancel();
    stopQueries();
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** Restores the saved answers into `client` (once per client), then saves them as they change; returns the stop function. */
export async function restoreAndSave(client: QueryClient, owner: () => string | null): Promise<() => void> {
  await restoreAnswers(client, owner);
  return saveWhenSettled(client);
}
