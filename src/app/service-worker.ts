/// <reference types="vite-plugin-pwa/client" />
/**
 * The portal's service worker (vite.config.ts, portalPwa): registered after the first render,
 * in builds with the mock backend off only (in demo builds msw's worker owns the scope; see
 * README, "Offline use"). A new deployment is never forced on an open page: once its worker is
 * ready, `updateState` says so and the update prompt lets the attendee reload when they choose.
 */
import { env } from '@/config/env';

type UpdateState = { ready: boolean };

let state: UpdateState = { ready: false };
let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setState(next: UpdateState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

export const updateState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): UpdateState => state,
  /** Tests and the prompt's "Later": a ready update is announced (or forgotten). */
  set: (ready: boolean) => setState({ ready }),
};

/** Activates the waiting version and reloads the page into it. */
export function reloadIntoUpdate(): void {
  if (applyUpdate) void applyUpdate(true);
  else window.location.reload();
}

/** A page left open for days at the venue still hears of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

async function register(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => setState({ ready: true }),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: () => undefined, // the portal works without it, only not offline
  });
}

/** Registers the worker once the page has loaded (call after the first render). */
export function startServiceWorker(): void {
  if (env.apiMocking || !('serviceWorker' in navigator)) return;
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') window.setTimeout(start, 0);
  else window.addEventListener('load', start, { once: true });
}
