/**
 * Local storage (contract §13). Values are JSON-encoded; a value that cannot be parsed reads as
 * absent, so a corrupted entry never crashes a page.
 */
import { LOCALE_KEY } from '@/i18n/locale-choice';
import { storageKeys } from './storage-keys';

export { storageKeys };

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys] | (string & {});

/** Keys removed when the registration process ends (contract §13). */
export const registrationKeys: StorageKey[] = [
  storageKeys.client,
  storageKeys.lists,
  storageKeys.presenterMates,
  storageKeys.sessionData,
  storageKeys.conferenceDates,
  storageKeys.conference,
  storageKeys.availableSlots,
  storageKeys.timer,
  storageKeys.registrationForm,
];

type Listener = () => void;
const listeners = new Set<Listener>();
const otherTabListeners = new Set<Listener>();

/** Calls `listener` after every change of local storage, this tab's or another's. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `listener` when another tab of the portal changed local storage, before the listeners of
 * subscribeStorage hear of it (what this tab knew until then is still in place).
 */
export function subscribeOtherTabs(listener: Listener): () => void {
  otherTabListeners.add(listener);
  return () => otherTabListeners.delete(listener);
}

function emit() {
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    for (const listener of [...otherTabListeners]) listener();
    emit();
  });
}

export function readItem<T>(key: StorageKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * Stores `value`. When the device cannot hold it (storage full, or turned off), the key is left absent rather than
 * holding an older value: the page goes on with what it has in memory, and a reload reads the key as missing.
 */
export function writeItem(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage turned off: nothing is kept on this device.
    }
  }
  emit();
}

export function removeItem(...keys: StorageKey[]): void {
  for (const key of keys) window.localStorage.removeItem(key);
  emit();
}

/** Everything the portal keeps in local storage, but the attendee's language (not attendee data: src/i18n). */
export function clearAll(): void {
  const language = window.localStorage.getItem(LOCALE_KEY);
  window.localStorage.clear();
  if (language !== null) window.localStorage.setItem(LOCALE_KEY, language);
  emit();
}
