/**
 * System notifications and the installed portal's badge, where the browser has them. A
 * notification is shown through the portal's service worker (so it shows while the tab is in
 * the background, and on phones, where a page cannot show one itself); the worker opens the
 * notification's `url` when it is clicked (build/sw/notifications.ts). Where the portal has no
 * worker of its own (before it has registered, and in the demo, whose mock backend's worker knows
 * nothing of notifications) the page shows the notification itself, and a click opens the page in
 * the app. Permission is asked only by `askNotificationPermission`, which the attendee's own action calls.
 */

import { openClickedPage } from './notification-click';

/** The portal's own worker (src/app/service-worker.ts), the one that opens a clicked notification's page. */
const PORTAL_WORKER = '/service-worker.js';

export type NotificationState = NotificationPermission | 'unsupported';

/** Whether the browser can show notifications here, and what the attendee allowed. */
export function notificationState(): NotificationState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** Asks the browser for permission (only on the attendee's action); what they answered. */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (notificationState() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

export type PortalNotification = {
  title: string;
  body: string;
  /** One notification per tag: showing it again replaces it, never doubles it. */
  tag: string;
  /** The portal page the notification opens. */
  url: string;
};

/** Shows `notification` when allowed; false when it could not be shown. */
export async function showPortalNotification({ title, body, tag, url }: PortalNotification): Promise<boolean> {
  if (notificationState() !== 'granted') return false;
  const options: NotificationOptions = { body, tag, data: { url }, icon: '/icons/icon-192.png' };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
    if (registration && worker && new URL(worker.scriptURL).pathname === PORTAL_WORKER) {
      // A worker still installing (it is registered after the first load) shows it once it is active.
      const active = registration.active ? registration : await navigator.serviceWorker.ready;
      await active.showNotification(title, options);
      return true;
    }
    // No worker of the portal's: the page shows it itself, while it is open.
    const shown = new Notification(title, options);
    shown.onclick = () => openClickedPage(url);
    return true;
  } catch {
    return false;
  }
}

type Badging = { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Shows `count` on the installed portal's icon (nothing at 0), where the browser has the Badging API. */
export function setPortalBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const badging = navigator as Navigator & Badging;
  const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
  void done?.catch(() => undefined);
}
