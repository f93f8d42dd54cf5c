/**
 * The portal's service worker (built by vite-plugin-pwa's injectManifest: build/plugins/pwa.ts).
 * It precaches the built app shell, opens every route from the precached index.html and leaves the
 * API and files with an extension to the network (no API answer is cached); a new version waits
 * for the attendee's go-ahead (SKIP_WAITING from src/app/service-worker.ts). A click on one of the
 * portal's notifications (a reminder) opens its page (src/lib/notifications/notification-click.ts).
 * One file, no importScripts: under Trusted Types a worker may not import a script by a text address.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  notificationPath,
  openNotificationPage,
  type PortalWindow,
} from '../../src/lib/notifications/notification-click';

/** What this worker uses of its global scope (the DOM typings of the project do not describe a worker's). */
type WaitUntil = { waitUntil: (promise: Promise<unknown>) => void };
type WorkerScope = {
  location: { origin: string };
  skipWaiting: () => Promise<void>;
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<PortalWindow[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: WaitUntil & { notification: { data: unknown; close: () => void } }) => void,
  ): void;
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

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = notificationPath(event.notification.data, worker.location.origin);
  if (!path) return;
  event.waitUntil(
    worker.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => openNotificationPage(path, windows, (url) => worker.clients.openWindow(url))),
  );
});
