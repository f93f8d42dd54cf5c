/**
 * The web app manifest's link. Chromium reads a linked manifest as soon as it sees it: it fetches
 * the manifest and an icon, checks that the portal can be installed and, on a computer, draws its
 * install button in the address bar with an animation: about 0.15 s of the browser's own processor
 * time, which on a first visit competes with the page's start-up (docs/performance.md). So
 * index.html carries no link, and the app adds it once the page has settled, as it registers the
 * service worker.
 */
import { afterLoadWhenIdle, SETTLED_AFTER_LOAD_MS } from '@/lib/scheduling/after-load';

/** The manifest vite-plugin-pwa writes (build/plugins/pwa.ts). */
export const WEB_MANIFEST_URL = '/manifest.webmanifest';

/** Adds the manifest's link to the document's head, once. */
export function linkWebManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_URL;
  doc.head.append(link);
}

/** Links the manifest a few seconds after the page's load event, when the browser is idle (built app only: the dev server has no manifest). */
export function linkWebManifestOnceSettled(): void {
  if (import.meta.env.DEV) return;
  afterLoadWhenIdle(() => linkWebManifest(), SETTLED_AFTER_LOAD_MS);
}
