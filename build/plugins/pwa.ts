import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SITE_NAME } from '../../src/config/site.js';

/**
 * The portal's service worker (Workbox) and web app manifest. The worker precaches the built app
 * shell so the portal opens with no network; it caches no API answer (the signed-in attendee's
 * answers are kept by react-query's persisted cache: src/lib/offline/persisted-cache.ts). It keeps
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
    strategies: 'generateSW',
    filename: 'service-worker.js',
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
    workbox: {
      // index.html is the shell of every route (the typeface with it, so that the offline schedule keeps its
      // look); the pages written at build time are for first visits.
      globPatterns: ['**/*.{js,css,svg,png,woff2,webmanifest}', 'index.html', 'landing-frame/**/*.html'],
      // The demo's mock worker is not part of the app shell.
      globIgnores: ['**/mockServiceWorker.js'],
      cleanupOutdatedCaches: true,
      // One worker file, no importScripts: under the production policy (Trusted Types required, sent with the worker's
      // own script too) a string passed to importScripts is refused, and a worker without its runtime answers nothing.
      inlineWorkboxRuntime: true,
      // Every route opens from the precached index.html; the API and files with an extension
      // (guides, media) always go to the network.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /\/[^/?]+\.[a-z0-9]+$/i],
      runtimeCaching: [],
    },
  });
}
