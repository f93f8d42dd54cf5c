/**
 * The portal's service worker (vite.config.ts, portalPwa), registered with workbox-window after the first render,
 * in builds with the mock backend off only (in demo builds msw's worker owns the scope; see
 * README, "Offline use"). A new deployment is never forced on an open page: once its worker is
 * ready, `updateState` says so and the update prompt (update-region.tsx) lets the attendee reload when they choose.
 */
import { env } from '@/config/env';
import { TRUSTED_TYPE_POLICIES } from '@/config/trusted-types';
import { afterLoadWhenIdle, SETTLED_AFTER_LOAD_MS } from '@/lib/scheduling/after-load';
import { createPolicy, refuse, trustedScriptUrl, type TrustedPolicy } from '@/lib/trusted-types';

type UpdateState = { ready: boolean };

let state: UpdateState = { ready: false };
let applyUpdate: (() => void) | null = null;
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
  if (applyUpdate) applyUpdate();
  else window.location.reload();
}

/** The worker vite-plugin-pwa generates (vite.config.ts, portalPwa; the spec's file name). */
const SERVICE_WORKER_URL = '/service-worker.js';
/** A page left open for days at the venue still hears of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workerPolicy: TrustedPolicy | null | undefined;

/** workbox-window takes the worker's address as a TrustedScriptURL: this policy passes that one address. */
function workerUrl(): string {
  workerPolicy ??= createPolicy(TRUSTED_TYPE_POLICIES.serviceWorker, {
    createScriptURL: (url) => (url === SERVICE_WORKER_URL ? url : refuse(url)),
  });
  return trustedScriptUrl(workerPolicy, SERVICE_WORKER_URL);
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(workerUrl(), { scope: '/' });
  // A new version installed while this page runs waits for the attendee's go-ahead.
  workbox.addEventListener('waiting', () => setState({ ready: true }));
  applyUpdate = () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  await workbox.register();
  window.setInterval(() => {
    if (navigator.onLine) void workbox.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

/**
 * Registers the worker a few seconds after the page has loaded, when the browser is idle (call after the first
 * render). Installing it downloads every built file (the Excel writer included) and Chromium compiles each script
 * for its code cache: about 0.6 s of processor time on a 2-core machine.
 */
export function startServiceWorker(): void {
  if (env.apiMocking || !('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => void register().catch(() => undefined), SETTLED_AFTER_LOAD_MS);
}
