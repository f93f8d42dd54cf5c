/**
 * The portal's service worker (built by vite-plugin-pwa's injectManifest: build/plugins/pwa.ts).
 * It precaches the built app shell, opens every route from the precached index.html and leaves the
 * API and files with an extension to the network (no API answer is cached); a new version waits
 * for the attendee's go-ahead (SKIP_WAITING from src/app/service-worker.ts). A click on one of the
 * portal's notifications (a reminder) opens its page (./notifications.ts).
 * One file, no importScripts: under Trusted Types a worker may not import a script by a text address.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { type NotificationWorkerScope, openClickedNotifications } from './notifications';

/** What this worker uses of its global scope (the DOM typings of the project do not describe a worker's). */
type WorkerScope = NotificationWorkerScope & {
  skipWaiting: () => Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

const worker = self as unknown as WorkerScope;

// Written as `self.__WB_MANIFEST`, where the build puts the list of the built files.
precacheAndRoute((self as unknown as { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] }).__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
);

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

openClickedNotifications(worker);
