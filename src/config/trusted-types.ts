/**
 * The portal's Trusted Types policies by name. The production policy (build/csp.ts) requires
 * Trusted Types for every script sink and lets exactly these policies be created; each is created
 * once, by the one module named beside it, through src/lib/trusted-types.ts.
 */
export const TRUSTED_TYPE_POLICIES = {
  /** src/lib/html/sanitize.ts: server HTML reaches the page only as DOMPurify's output. */
  sanitizedHtml: 'portal-sanitized-html',
  /** src/components/safe-html.tsx: a server text's words, read out of an inert document before the sanitiser is in. */
  inertText: 'portal-inert-text',
  /** src/app/bootstrap.ts: the maps script the portal loads from its own API (A§7). */
  mapsScript: 'portal-maps-script',
  /** src/app/service-worker.ts: the portal's service worker, registered through workbox-window. */
  serviceWorker: 'portal-service-worker',
  /** src/lib/html/default-policy.ts: strings from libraries that cannot be handed a trusted value. */
  fallback: 'default',
} as const;

export type TrustedTypePolicyName = (typeof TRUSTED_TYPE_POLICIES)[keyof typeof TRUSTED_TYPE_POLICIES];

/** The mock backend's worker (demo builds): msw registers it by this URL, as a string. */
export const MOCK_SERVICE_WORKER_URL = '/mockServiceWorker.js';
