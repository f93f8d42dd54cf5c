import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/hydration';
import { isFirstRegistration, sessionStore, signedOutSnapshot, type SessionSnapshot } from './session';

/**
 * The session. A page rendered at build time is rendered signed out, and so is the browser's
 * first render of that HTML; the visitor's own session follows right after.
 */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, () => signedOutSnapshot);
}

/**
 * Which of a page's signed-in and signed-out parts to render. In HTML written at build time both
 * are there, and the `signed-in` class the page's head script puts on <html> (from the stored
 * client) hides the one that does not apply before anything is painted; once the browser has taken
 * over, only the one that applies is rendered.
 */
export function useSessionParts() {
  const { loggedIn, client } = useSession();
  const hydrated = useHydrated();
  if (!hydrated) {
    return {
      signedIn: true,
      signedOut: true,
      firstRegistration: false,
      className: (part: 'signed-in' | 'signed-out') => `only-${part}`,
    };
  }
  return {
    signedIn: loggedIn,
    signedOut: !loggedIn,
    /** Signed in only to register for the first time: the dashboard and the other signed-in pages cannot open yet. */
    firstRegistration: loggedIn && isFirstRegistration(client),
    className: (): string | undefined => undefined,
  };
}
