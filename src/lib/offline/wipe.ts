/**
 * Everything the portal may leave on the device, removed when an attendee's session ends
 * (logout, a 401): local storage (the session, the registration data, the saved answer cache and
 * the attendee's kept values, such as the schedule as last seen, live there), session storage, the service worker's caches other than the app shell, and
 * IndexedDB. The app shell's precache (Workbox) holds only the built files, the same for every
 * visitor, and stays so the portal still opens offline for the next attendee.
 */
import { env } from '@/config/env';

/** Workbox's precache of the built app: no answer of the API is ever stored in it. */
const APP_SHELL_CACHE = /^workbox-precache/;
/** The demo's mock backend keeps its database (the "server") in session storage; see src/mocks/db.ts. */
const MOCK_SERVER_KEY = 'portal-mock-db';

function clearSessionStorage(): void {
  try {
    const keep = env.apiMocking ? window.sessionStorage.getItem(MOCK_SERVER_KEY) : null;
    window.sessionStorage.clear();
    if (keep !== null) window.sessionStorage.setItem(MOCK_SERVER_KEY, keep);
  } catch {
    // storage blocked (privacy mode): nothing was kept there either
  }
}

async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !APP_SHELL_CACHE.test(name)).map((name) => caches.delete(name)));
}

async function clearIndexedDb(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          if (!name) return resolve();
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}

/**
 * Clears session storage at once and the asynchronous stores before the promise settles (it
 * never rejects). Local storage is cleared by the session module itself (clearAll).
 */
export async function wipeDeviceTraces(): Promise<void> {
  clearSessionStorage();
  await Promise.all([clearCacheStorage().catch(() => undefined), clearIndexedDb().catch(() => undefined)]);
}
