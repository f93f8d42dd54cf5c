/**
 * The mock backend's one database: typed collections in memory, seeded from the
 * demo data of the API contract (§12). Handlers read and write only this object,
 * so whatever a user saves shows on the next fetch.
 *
 * Persistence (browser demo only): the demo reloads pages (the availability
 * modal reloads after saving, a user may press F5), and every reload would
 * otherwise restart the in-memory database from the seed. After
 * `enablePersistence()` the database is loaded from and written back to
 * sessionStorage (key `portal-mock-db`) after each write. sessionStorage, not
 * localStorage, because the portal clears localStorage on logout and on every
 * 401, which must not wipe the server's data; a new tab starts from the seed.
 * Node (vitest) never persists. `resetDb()` restores the seed and clears the key.
 */
import { buildSeed, SEED_VERSION } from './fixtures';
import type { DbData } from './records';

export type { DbData } from './records';

export const STORAGE_KEY = 'portal-mock-db';

/** The live database. Its identity never changes: a reset replaces its contents in place. */
export const db: DbData = buildSeed();

let persistenceEnabled = false;

function storage(): Storage | null {
  if (!persistenceEnabled || typeof window === 'undefined') return null;
  try {
    return window.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (privacy mode)
  }
}

function replaceContents(next: DbData): void {
  Object.assign(db, next);
}

/** Refills the database with a fresh copy of the demo seed and returns it. */
export function seedData(): DbData {
  replaceContents(buildSeed());
  return db;
}

/** Restores the demo seed and forgets the persisted copy. */
export function resetDb(): void {
  seedData();
  const store = storage();
  if (store) {
    try {
      store.removeItem(STORAGE_KEY);
    } catch {
      // ignore: persistence is best effort
    }
  }
}

/** Writes the database to sessionStorage when persistence is on; called after every write. */
export function persistDb(): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(db));
  } catch {
    // quota or serialisation problems only cost persistence, never a request
  }
}

function loadPersisted(): void {
  const store = storage();
  if (!store) return;
  try {
    const raw = store.getItem(STORAGE_KEY);
    if (!raw) return;
    const saved = JSON.parse(raw) as Partial<DbData> | null;
    if (saved && saved.version === SEED_VERSION) replaceContents({ ...buildSeed(), ...saved } as DbData);
    else store.removeItem(STORAGE_KEY);
  } catch {
    // a corrupt copy is ignored; the seed stays
  }
}

/** Turns browser persistence on and loads a previously saved copy, if any. */
export function enablePersistence(): void {
  persistenceEnabled = true;
  loadPersisted();
}

export function isPersistenceEnabled(): boolean {
  return persistenceEnabled;
}
