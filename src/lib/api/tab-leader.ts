/**
 * One tab of the portal leads: work that costs a request on a timer (reading the schedule again,
 * src/features/reminders) is done by the leader only, and the other tabs take its answers over the
 * cross-tab channel (./other-tabs.ts). The election is the browser's own (Web Locks): the first tab
 * to ask holds the lock until it closes or stops, then the next tab waiting gets it, so there is
 * always exactly one leader and no protocol of our own. Without Web Locks every tab leads.
 */

/**
 * Asks to lead under `name` (one name per attendee: another attendee's tabs elect their own);
 * `onChange(true)` once this tab leads. Returns the stop function: it gives the lead up (or stops
 * waiting for it) and calls nothing after.
 */
export function electLeader(name: string, onChange: (leader: boolean) => void): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') {
    onChange(true);
    return () => undefined;
  }
  let stopped = false;
  let release: (() => void) | null = null;
  const waiting = new AbortController();
  void locks
    .request(name, { signal: waiting.signal }, () => {
      if (stopped) return undefined;
      onChange(true);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined); // the wait was aborted: this tab stopped before it led
  return () => {
    if (stopped) return;
    stopped = true;
    waiting.abort();
    release?.();
  };
}
