import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while a page is rendered at build time and while the browser takes over that HTML, true
 * from then on (and at once in a page the browser renders itself). What depends on the visitor or
 * on the time (the session, the clock) waits for it, so the HTML a build writes stays true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
