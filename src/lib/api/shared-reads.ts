/**
 * Answers one tab reads for all of the attendee's tabs (the tab that leads, src/features/reminders): it shares each
 * answer it reads, and the others ask it to read again when they are brought to view. The other tabs take a shared
 * answer in followOtherTabs (./other-tabs.ts). Apart from ./other-tabs.ts so that only the pages that lead load it.
 */
import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getPersonId } from '@/lib/session/session';
import { type ChangeMessage, openChannel } from './other-tabs';

/** Gives the attendee's other tabs the answer this tab has just read under `key` (as read at `updatedAt`). */
export function shareAnswer(key: QueryKey, data: unknown, updatedAt: number): void {
  const person = getPersonId();
  const open = openChannel();
  if (!open || person === null || data === undefined) return;
  open.postMessage({ type: 'answer', person, key: [...key], data, updatedAt } satisfies ChangeMessage);
}

/**
 * Shares every answer this tab reads under `key` with the attendee's other tabs (not those it took
 * from them, nor those a page set itself). Returns the stop function.
 */
export function shareReadsOf(client: QueryClient, key: QueryKey): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (!partialMatchKey(event.query.queryKey, key)) return;
    shareAnswer(event.query.queryKey, event.query.state.data, event.query.state.dataUpdatedAt);
  });
}

/** Asks the tab that leads to read the answer under `key` again (this tab, which does not lead, was brought to view). */
export function askToRead(key: QueryKey): void {
  const person = getPersonId();
  const open = openChannel();
  if (!open || person === null) return;
  open.postMessage({ type: 'read', person, key: [...key] } satisfies ChangeMessage);
}

/** Calls `listener` with the key another tab of the attendee asks to have read again. Returns the stop function. */
export function onReadAsked(listener: (key: QueryKey) => void): () => void {
  const open = openChannel();
  if (!open) return () => undefined;
  const onMessage = (event: MessageEvent<ChangeMessage>) => {
    const message = event.data;
    if (message?.type === 'read' && message.person === getPersonId() && Array.isArray(message.key))
      listener(message.key);
  };
  open.addEventListener('message', onMessage);
  return () => open.removeEventListener('message', onMessage);
}
