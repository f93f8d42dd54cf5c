/**
 * Whether the device is online, as react-query sees it. The library assumes "online" until the
 * first `offline` event; the portal starts from `navigator.onLine` instead, so a page opened with
 * no network shows the kept data (queries wait) rather than failing every call once.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isReadByLeader } from '@/lib/api/read-by-leader';

let started = false;

/** Follows the browser's online state from now on (idempotent). */
export function followBrowserOnlineState(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine !== false);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** True while the device has no network. */
export function useOffline(): boolean {
  return !useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Back online, every answer shown is fetched again, however recent it looked: the saved answers
 * may be hours old, and the attendee should not have to reload to see a changed schedule. An
 * answer another tab reads for this one (src/lib/api/read-by-leader.ts) is read there and shared.
 * Returns the unsubscribe function.
 */
export function refreshWhenBackOnline(client: QueryClient): () => void {
  let online = onlineManager.isOnline();
  return onlineManager.subscribe((now) => {
    if (now && !online) void client.invalidateQueries({ predicate: (query) => !isReadByLeader(query.queryKey) });
    online = now;
  });
}
