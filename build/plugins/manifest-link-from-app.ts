import type { Plugin } from 'vite';

/**
 * The manifest link vite-plugin-pwa puts in the HTML, taken out again: the app links the manifest
 * when it registers the worker (src/app/service-worker.ts), so a first visit does not fetch it
 * (figure in docs/performance.md).
 */
export function manifestLinkFromApp(): Plugin {
  return {
    name: 'portal-manifest-link-from-app',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, '') },
  };
}
