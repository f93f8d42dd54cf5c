import { afterEach, describe, expect, it, vi } from 'vitest';
import { showPortalNotification } from '../index';
import { followNotificationClicks } from '../notification-click';

/** Notifications as a browser that allowed them has them; the ones the page shows itself are kept. */
function allowNotifications() {
  const shown: { title: string; options: NotificationOptions; onclick: (() => void) | null }[] = [];
  class PageNotification {
    static permission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      shown.push(this as unknown as (typeof shown)[number]);
      Object.assign(this, { title, options });
    }
  }
  vi.stubGlobal('Notification', PageNotification);
  return shown;
}

/** A service worker registration whose worker runs `script`. */
function registered(script: string) {
  const registration = { active: { scriptURL: `${window.location.origin}${script}` }, showNotification: vi.fn() };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      getRegistration: async () => registration,
      ready: Promise.resolve(registration),
    }),
  });
  return registration;
}

const REMINDER = {
  title: 'Nile Delta Bank starts in 10 minutes',
  body: 'One-on-One meeting · Monday 8 September, 09:30 London time · Room 4',
  tag: 'meeting-5001@1757320200000',
  url: '/user/schedule-preview#meeting-5001',
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a reminder as a system notification', () => {
  it("is shown by the portal's worker, which opens its page when clicked", async () => {
    const shown = allowNotifications();
    const registration = registered('/service-worker.js');
    expect(await showPortalNotification(REMINDER)).toBe(true);
    expect(registration.showNotification).toHaveBeenCalledWith(REMINDER.title, {
      body: REMINDER.body,
      tag: REMINDER.tag,
      data: { url: REMINDER.url },
      icon: '/icons/icon-192.png',
    });
    expect(shown).toEqual([]);
  });

  it("is shown by the page where the worker is not the portal's (the demo's mock backend), and a click opens the meeting in the app", async () => {
    const shown = allowNotifications();
    const registration = registered('/mockServiceWorker.js');
    const open = vi.fn();
    const stop = followNotificationClicks(open);
    expect(await showPortalNotification(REMINDER)).toBe(true);
    expect(registration.showNotification).not.toHaveBeenCalled();
    expect(shown).toMatchObject([
      { title: REMINDER.title, options: { body: REMINDER.body, data: { url: REMINDER.url } } },
    ]);
    shown[0]?.onclick?.();
    expect(open).toHaveBeenCalledWith('/user/schedule-preview#meeting-5001');
    stop();
  });

  it('is not shown when the attendee has not allowed notifications', async () => {
    const shown = allowNotifications();
    (Notification as unknown as { permission: string }).permission = 'denied';
    const registration = registered('/service-worker.js');
    expect(await showPortalNotification(REMINDER)).toBe(false);
    expect(registration.showNotification).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });
});
