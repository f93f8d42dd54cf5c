/**
 * Small values the portal keeps for the signed-in attendee beside their saved answers (the
 * schedule as last seen, what the last calendar export held). They follow the saved answer
 * cache's rules (persisted-cache.ts): kept in local storage under a key that names the attendee,
 * nothing at all for a visitor, one attendee's never read for another's, and gone with the rest
 * of local storage when the session ends (logout or a 401 clear it; see wipe.ts).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { subscribeStorage } from '@/lib/session/storage';
import { cacheOwner } from './persisted-cache';

/** Local storage key of a kept value: this prefix, the value's name, a colon, the owner's person id. */
export const ATTENDEE_VALUE_PREFIX = 'portal_attendee:';

const keyOf = (name: string, owner: string) => `${ATTENDEE_VALUE_PREFIX}${name}:${owner}`;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

function rawValue(name: string): string | null {
  const owner = cacheOwner();
  if (owner === null) return null;
  try {
    return window.localStorage.getItem(keyOf(name, owner));
  } catch {
    return null;
  }
}

/** The kept value, or null (a visitor, nothing kept, or a value that cannot be parsed). */
export function readAttendeeValue(name: string): unknown {
  const raw = rawValue(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Keeps `value` for the signed-in attendee (nothing for a visitor); null forgets it. */
export function writeAttendeeValue(name: string, value: unknown): void {
  const owner = cacheOwner();
  if (owner === null) return;
  try {
    if (value === null) window.localStorage.removeItem(keyOf(name, owner));
    else window.localStorage.setItem(keyOf(name, owner), JSON.stringify(value));
  } catch {
    // a full or blocked storage costs the memory of this value only
  }
  notify();
}

/** Calls `listener` when a kept value is written, or the stored attendee changes. */
export function subscribeAttendeeValues(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = subscribeStorage(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

/**
 * The kept value as `read` makes it out (null when absent or unreadable), re-read when it is
 * written or the attendee changes. `read` should be a stable function: the value is read again
 * only when its stored text changes.
 */
export function useAttendeeValue<T>(name: string, read: (value: unknown) => T | null): T | null {
  const snapshot = useMemo(() => {
    let lastRaw: string | null | undefined;
    let last: T | null = null;
    return () => {
      const raw = rawValue(name);
      if (raw !== lastRaw) {
        lastRaw = raw;
        last = raw === null ? null : read(readAttendeeValue(name));
      }
      return last;
    };
  }, [name, read]);
  return useSyncExternalStore(subscribeAttendeeValues, snapshot, () => null);
}
