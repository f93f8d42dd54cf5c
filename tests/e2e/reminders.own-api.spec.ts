/**
 * Reminders and changes while the portal is open, with the browser's clock controlled, against the
 * mocking-off build (its API answered by one mock backend in node, as one server answers every tab).
 *
 * - A change made on the server reaches both open tabs within the refresh interval, as a toast naming
 *   it and as marks; an open form keeps what was typed.
 * - A read of the schedule that fails (the server's 500 on the first try and its retry) leaves the meetings on
 *   screen with the update notice; Try again reads it.
 * - No schedule request while signed out.
 * - A reminder shows in the page at the chosen time and opens its meeting, never for a cancelled
 *   meeting; the choice survives a reload, is the same on the dashboard's next-meeting card, and is
 *   gone after logout.
 * - With notifications allowed, the reminder also comes as a notification of the portal's service
 *   worker (found by `registration.getNotifications()`), never for a cancelled meeting; clicking it
 *   brings the open portal tab to the meeting on the Meeting Schedule.
 *
 * These run on the full Chromium (headless), not on the headless shell the other files use: the shell
 * has no notifications at all (`Notification.permission` is "denied" whatever the test grants, and
 * `showNotification` throws), the full browser shows them and lists them as a desktop browser does.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { changeDemoSchedule } from '@/mocks/demo-changes';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { DEMO_NOW, expect, test } from './mock-api';
import { expectToast, goTo, openTab, recordToasts } from './tabs';

test.use({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } });

const SCHEDULE_CALL = 'GET auth/get-schedule';
const REFRESH = '03:05'; // a little more than the refresh interval (src/features/reminders/hooks/use-schedule-watch.ts)

const reminders = (tab: Page) => tab.getByRole('region', { name: 'Reminders' });

test.describe('changes while the portal is open', () => {
  test.beforeEach(async ({ context }) => {
    await context.clock.install({ time: DEMO_NOW });
  });

  test('a change on the server reaches both tabs as a toast and marks within the refresh interval', async ({
    page,
    context,
    signIn,
    mockApi,
  }) => {
    await signIn('investor1');
    await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
    const other = await openTab(context, '/user/registration', 'Registration');
    const jobTitle = other.getByRole('region', { name: 'Personal Details' }).getByLabel(/^Job Title/);
    await jobTitle.fill('Head of Research');
    await expect(page.getByRole('article', { name: /^Nile Delta Bank/ })).toContainText('Room 4');
    // Both tabs follow the schedule, and have read it once as they opened.
    for (const tab of [page, other]) await expect(reminders(tab)).toBeAttached();
    await expect.poll(() => mockApi.quietFor()).toBeGreaterThan(1000);

    // Both tabs past their start-up first: the first answer a tab gets in its first 15 s in place of the one it
    // restored from the device is part of opening it (told by the "Since your last visit" summary, not as news,
    // src/features/reminders/hooks/use-change-news.ts). Without this, the leader's read could reach the second tab
    // before that tab's clock had moved on, and that tab would rightly show no toast.
    await context.clock.runFor('00:20');
    // The toasts go after a few seconds of the pages' clocks: what they said is recorded as they come.
    for (const tab of [page, other]) await recordToasts(tab);
    changeDemoSchedule();
    // The context's one clock, moved once: page.clock is the context's, so each call moves every tab.
    await context.clock.runFor(REFRESH);

    for (const [name, tab] of [
      ['schedule', page],
      ['registration', other],
    ] as const) {
      await expectToast(tab, name, 'Nile Delta Bank moved to Room 2');
      await expectToast(tab, name, 'And 2 more changes');
    }
    await expect(page.getByRole('article', { name: /^Nile Delta Bank/ })).toContainText('Room changed was Room 4');
    await expect(
      page.getByText('Since your last visit: 2 new meetings, 1 moved, 1 room changed, 1 cancelled'),
    ).toBeVisible();
    await expect(jobTitle, 'the open form keeps what was typed').toHaveValue('Head of Research');

    // The other tab's pages show it too, read from what the first tab read.
    await other.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Agenda' }).click();
    await expect(other.getByRole('heading', { level: 1, name: /^Meeting Schedule/ })).toBeVisible();
    await expect(
      other.getByText('Since your last visit: 2 new meetings, 1 moved, 1 room changed, 1 cancelled'),
    ).toBeVisible();
  });

  test('a read of the schedule that fails leaves the meetings on screen, says since when, and Try again reads it', async ({
    page,
    signIn,
    mockApi,
  }) => {
    await signIn('investor1');
    await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
    await expect.poll(() => mockApi.quietFor()).toBeGreaterThan(1000);
    // The venue's network fails the schedule's next reads (the first try and its one retry).
    mockApi.override = async (route, key) => {
      if (key !== SCHEDULE_CALL) return false;
      await route.fulfill({ status: 500, json: { status: 500, message: 'Server Error' } });
      return true;
    };
    await page.clock.runFor(REFRESH);
    await page.clock.runFor('00:05');

    const notice = page.getByRole('alert').filter({ hasText: 'We could not update your schedule' });
    // The answer shown was read as the page opened, at the clock's 10:00 in London.
    await expect(notice).toContainText('showing it as of 10:00 on Wednesday 20 August (London time)');
    await expect(page.getByRole('article', { name: /^Nile Delta Bank/ })).toContainText('Room 4');
    await expect(page.getByText('We could not load your schedule.')).toHaveCount(0);

    mockApi.override = null;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('article', { name: /^Nile Delta Bank/ })).toContainText('Room 4');
  });

  test('no schedule request while signed out', async ({ page, signIn, mockApi }) => {
    await signIn('investor1');
    await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    const before = mockApi.calls.length;
    await page.clock.runFor('10:00');
    expect(mockApi.calls.slice(before)).not.toContain(SCHEDULE_CALL);
  });
});

test.describe('reminders', () => {
  test.beforeEach(async ({ context }) => {
    // Monday 8 September, 09:12 in London: Nile Delta Bank is at 09:30 in Room 4.
    await context.clock.install({ time: new Date('2025-09-08T09:12:00+01:00') });
  });

  test('a reminder shows in the page at the chosen time and opens the meeting, never for a cancelled meeting', async ({
    page,
    context,
    signIn,
    mockApi,
  }) => {
    await signIn('investor1');
    await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
    // The portal's start-up behind it first (its service worker installed, its first reads answered), as an
    // attendee's tab is minutes after opening: the clock's jumps below then move only the schedule's own timers.
    await portalWorker(page, context);
    await expect.poll(() => mockApi.quietFor()).toBeGreaterThan(1000);
    await page.clock.runFor('07:00'); // about 09:19:40: not yet
    await expect(reminders(page).getByRole('article')).toHaveCount(0);
    await page.clock.runFor('01:00'); // about 09:20:40
    const reminder = reminders(page).getByRole('article', { name: 'Nile Delta Bank starts in 10 minutes' });
    await expect(reminder).toContainText('One-on-One meeting · Monday 8 September, 09:30 London time · Room 4');

    await reminder.getByRole('link', { name: 'Open in the schedule' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/schedule-preview' && url.hash === '#meeting-5001');
    await expect(page.locator('#meeting-5001'))
      .toBeInViewport()
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await pageSummary(page)}`);
      });

    // Gulf Horizon Telecom's group meeting (14:00) is cancelled on the server: its reminder never comes.
    changeDemoSchedule();
    await page.clock.runFor(REFRESH);
    await page.clock.fastForward('04:20:00'); // 13:48
    await page.clock.runFor('05:00'); // 13:53
    await expect(reminders(page).getByRole('article')).toHaveCount(0);
  });

  test("the choice survives a reload, is the dashboard's too, and is gone after logout", async ({ page, signIn }) => {
    await signIn('investor1');
    await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
    const minutes = page.getByRole('combobox', { name: 'Remind me before each meeting' });
    await expect(minutes).toHaveValue('10');
    await minutes.selectOption({ label: '15 minutes before' });
    await page.reload();
    await expect(minutes).toHaveValue('15');

    // The dashboard's next-meeting card holds the same choice, and changes it for the schedule too.
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My DASHBOARD' })).toBeVisible();
    const onCard = page.getByRole('region', { name: 'Your next meeting' }).getByRole('combobox', {
      name: 'Remind me before each meeting',
    });
    await expect(onCard).toHaveValue('15');
    await page.clock.runFor('03:30'); // 09:15:30: 15 minutes before Nile Delta Bank
    await expect(reminders(page).getByRole('article', { name: 'Nile Delta Bank starts in 15 minutes' })).toBeVisible();
    await onCard.selectOption({ label: 'Off' });
    await expect(reminders(page).getByRole('article')).toHaveCount(0);
    await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
    await expect(minutes).toHaveValue('0');

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await signIn('investor1');
    await goTo(page, '/user/dashboard', 'My DASHBOARD');
    await expect(onCard).toHaveValue('10');
    await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
    await expect(minutes).toHaveValue('10');
  });
});

/** What the page shows, for a failure's message: its main heading and the text of its alerts. */
const pageSummary = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('h1')?.textContent ?? 'no heading';
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent).join(' | ');
    return `the page: ${heading}; its alerts: ${alerts || 'none'}`;
  });

type Shown = { title: string; body: string; data: unknown; tag: string };

/** The notifications the portal's service worker shows now. */
const notificationsShown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map(({ title, body, data, tag }) => ({ title, body, data: data as unknown, tag }));
  });

/** The portal's service worker, once it is active (it registers a few seconds after the page's load). */
async function portalWorker(page: Page, context: BrowserContext): Promise<Worker> {
  await page.clock.runFor('00:10');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const worker = context.serviceWorkers().find((one) => one.url().endsWith('/service-worker.js'));
  if (!worker) throw new Error('the portal has no service worker');
  return worker;
}

test.describe('reminders as notifications', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['notifications']);
    // Monday 8 September, 09:12 in London: Nile Delta Bank is at 09:30 in Room 4.
    await context.clock.install({ time: new Date('2025-09-08T09:12:00+01:00') });
  });

  test("a reminder comes as the service worker's notification at the chosen time, never for a cancelled meeting, and clicking it opens the meeting", async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('investor1');
    await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
    const worker = await portalWorker(page, context);
    // Turned on, the choice is saved once the browser has answered (the permission the test granted).
    const system = page.getByRole('checkbox', { name: /^Also as a notification on this device/ });
    await system.click();
    await expect(page.getByText('Reminders will also come as notifications on this device.')).toBeVisible();
    await expect(system).toBeChecked();

    await page.clock.runFor('07:00'); // 09:19:30: not yet
    await expect(reminders(page).getByRole('article')).toHaveCount(0);
    expect(await notificationsShown(page)).toEqual([]);
    await page.clock.runFor('01:00'); // 09:20:30
    await expect(reminders(page).getByRole('article', { name: 'Nile Delta Bank starts in 10 minutes' })).toBeVisible();
    await expect
      .poll(() => notificationsShown(page))
      .toEqual([
        {
          title: 'Nile Delta Bank starts in 10 minutes',
          body: 'One-on-One meeting · Monday 8 September, 09:30 London time · Room 4',
          data: { url: '/user/schedule-preview#meeting-5001' },
          tag: expect.stringContaining('5001') as unknown as string,
        } satisfies Shown,
      ]);

    // The attendee has gone on to the dashboard; a click on the notification brings the meeting.
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My DASHBOARD' })).toBeVisible();
    // Clicked as the browser does: a notificationclick event in the worker, for the notification shown.
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification to click');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL((url) => url.pathname === '/user/schedule-preview' && url.hash === '#meeting-5001');
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting Schedule – Mr. James Whitmore' })).toBeVisible();
    await expect(page.locator('#meeting-5001')).toBeInViewport();
    expect(await notificationsShown(page), 'the clicked notification is closed').toEqual([]);

    // Gulf Horizon Telecom's group meeting (14:00) is cancelled on the server: no reminder, no notification.
    changeDemoSchedule();
    await page.clock.runFor(REFRESH);
    await page.clock.fastForward('04:20:00'); // about 13:48
    await page.clock.runFor('05:00'); // about 13:53
    await expect(reminders(page).getByRole('article')).toHaveCount(0);
    expect(await notificationsShown(page)).toEqual([]);
  });
});
