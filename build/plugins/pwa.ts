import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SITE_NAME } from '../../src/config/site.js';

/**
 * The portal's service worker (Workbox) and web app manifest. The worker precaches the built app
 * shell so the portal opens with no network; it caches no API answer (the signed-in attendee's
 * answers are kept by react-query's persisted cache: src/lib/offline/persisted-cache.ts). Its source
 * is build/sw/service-worker.ts (injectManifest: the worker also opens the page of a reminder's
 * notification when it is clicked, which a generated worker cannot do without importScripts). It keeps
 * the spec's file name, service-worker.js, waits for the attendee's go-ahead before taking over
 * (src/app/service-worker.ts) and is registered by the app after its first render: no inline
 * script, so the Content-Security-Policy stays script-src 'self'.
 */
export function portalPwa(): Plugin[] {
  return [...pwaPlugins(), manifestLinkedByApp];
}

/** The app links the manifest once the page has loaded (src/app/web-manifest.ts), not index.html. */
const manifestLinkedByApp: Plugin = {
  name: 'portal-manifest-linked-by-app',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/\n?[ \t]*<link rel="manifest"[^>]*>/, ''),
  },
};

function pwaPlugins(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'build/sw',
    filename: 'service-worker.ts',
    registerType: 'prompt',
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: SITE_NAME,
      short_name: 'London 1:1',
      description:
        'Attendee portal of the London One-on-One investor conference: registration, meeting preferences, schedules and presentations.',
      start_url: '/user/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#00502e',
      background_color: '#ffffff',
      lang: 'en',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // index.html is the shell of every route (the typeface with it, so that the offline schedule keeps its
      // look); the pages written at build time are for first visits.
      globPatterns: ['**/*.{js,css,svg,png,woff2,webmanifest}', 'index.html', 'landing-frame/**/*.html'],
      // The demo's mock worker is not part of the app shell.
      globIgnores: ['**/mockServiceWorker.js'],
    },
  });
}
