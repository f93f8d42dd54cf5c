/**
 * The service worker's part in the portal's reminders (src/features/reminders): a click on one of
 * its notifications opens the notification's page of the portal, the meeting's entry on the Meeting
 * Schedule (src/lib/notifications/notification-click.ts decides how). Apart from the worker's
 * caching (./service-worker.ts), which it does not touch.
 */
import {
  notificationPath,
  openNotificationPage,
  type PortalWindow,
} from '../../src/lib/notifications/notification-click';

/** What this module uses of the worker's global scope (the project's DOM typings do not describe a worker's). */
export type NotificationWorkerScope = {
  location: { origin: string };
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<PortalWindow[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  addEventListener(
    type: 'notificationclick',
    listener: (event: {
      notification: { data: unknown; close: () => void };
      waitUntil: (promise: Promise<unknown>) => void;
    }) => void,
  ): void;
};

/** Opens the page of a clicked notification: in an open window of the portal, else in a new one. */
export function openClickedNotifications(worker: NotificationWorkerScope): void {
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
}
