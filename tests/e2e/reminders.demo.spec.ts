/**
 * The demo (the build whose mock backend answers the API in each tab's page) while it is open in two
 * tabs, with the browser's clock controlled: `__changeDemoSchedule()` run in one tab's console
 * reaches every open tab without a reload (a toast naming the change, the marks, the "Since your
 * last visit" count), and an open form keeps what was typed.
 *
 * Each tab of the demo keeps its own copy of the mock server's data: the change made in one is made
 * in all (src/mocks/demo-changes.ts), and the tab that leads reads the schedule again for all.
 *
 * With the clock before a meeting, its reminder comes at the chosen time in the page and as a system
 * notification; clicking the notification opens the meeting. (In the demo the page shows the
 * notification itself: the mock backend's service worker holds the portal's scope.) On the full
 * Chromium: the headless shell has no notifications (tests/e2e/reminders.own-api.spec.ts).
 */
import type { Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { DEMO_NOW } from '../support/msw-answers';
import { expect, test } from './test';
import { expectToast, goTo, openTab, recordToasts } from './tabs';

test.use({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } });

const REFRESH = '03:05'; // a little more than the refresh interval (src/features/reminders/hooks/use-schedule-watch.ts)
const SUMMARY = 'Since your last visit: 2 new meetings, 1 moved, 1 room changed, 1 cancelled';

test.beforeEach(async ({ context }) => {
  await context.clock.install({ time: DEMO_NOW });
});

test("__changeDemoSchedule() run in one tab's console reaches every open tab without a reload", async ({
  page,
  context,
  signIn,
}) => {
  await signIn('investor1');
  await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
  await expect(page.getByRole('region', { name: 'Reminders' })).toBeAttached();
  const other = await openTab(context, '/user/registration', 'Registration');
  await expect(other.getByRole('region', { name: 'Reminders' })).toBeAttached();
  const jobTitle = other.getByRole('region', { name: 'Personal Details' }).getByLabel(/^Job Title/);
  await jobTitle.fill('Head of Research');
  await expect(page.getByRole('article', { name: /^Nile Delta Bank/ })).toContainText('Room 4');
  // Both tabs past their start-up first: the first answer a tab gets in its first 15 s in place of the one it restored
  // from the device is part of opening it (told by the "Since your last visit" summary, not as news:
  // src/features/reminders/hooks/use-change-news.ts). A jump reaches the tabs a moment apart, and the leader's read
  // could otherwise reach the second tab before its own jump, while it is still starting up.
  await page.clock.fastForward('00:20');
  for (const tab of [page, other]) await recordToasts(tab);

  // Neither tab is loaded again from here on.
  const loads = { page: 0, other: 0 };
  page.on('load', () => (loads.page += 1));
  other.on('load', () => (loads.other += 1));

  // In the console of the tab that does not lead (the first tab opened leads).
  await other.evaluate(() => (window as unknown as { __changeDemoSchedule: () => void }).__changeDemoSchedule());
  // The change reaches the other tabs' copies of the demo's server over a broadcast channel, a task later: the clock
  // moves on once the leading tab's copy (kept in its session storage) has it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const saved = JSON.parse(sessionStorage.getItem('portal-mock-db') ?? '{}') as {
          meetings?: { id: number; room_id: number }[];
        };
        return saved.meetings?.find((meeting) => meeting.id === 5001)?.room_id;
      }),
    )
    .toBe(2);
  // Time jumps in both tabs, each due timer fired once (runFor would run every timer of one tab's span, then the
  // other's: a toast shown in the second while the first's ran would be timed out by its own run).
  await page.clock.fastForward(REFRESH);

  for (const [name, tab] of [
    ['schedule', page],
    ['registration', other],
  ] as const)
    await expectToast(tab, name, 'Nile Delta Bank moved to Room 2');
  await expect(page.getByRole('article', { name: /^Nile Delta Bank/ })).toContainText('Room changed was Room 4');
  await expect(page.getByText(SUMMARY)).toBeVisible();
  await expect(jobTitle, 'the open form keeps what was typed').toHaveValue('Head of Research');

  // The other tab's schedule shows it too, from what was read for both.
  await other.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(other.getByRole('heading', { level: 1, name: /^Meeting Schedule/ })).toBeVisible();
  await expect(other.getByText(SUMMARY)).toBeVisible();
  expect(loads, 'no tab was reloaded').toEqual({ page: 0, other: 0 });
});

type Shown = { title: string; body: string; data: unknown };
type Recorder = { __notifications?: Notification[] };

/** Moves the tab's clock on to `instant` at once (the demo's clock ticks on from the pinned instant). */
async function jumpTo(page: Page, instant: Date) {
  const at = await page.evaluate(() => Date.now());
  await page.clock.fastForward(instant.getTime() - at);
}

test('in the demo a reminder comes at the chosen time in the page and as a notification, whose click opens the meeting', async ({
  page,
  context,
  signIn,
}) => {
  await context.grantPermissions(['notifications']);
  // Keeps every notification the pages show themselves (the browser shows them as well).
  await context.addInitScript(() => {
    const shown: Notification[] = [];
    (window as unknown as Recorder).__notifications = shown;
    window.Notification = new Proxy(window.Notification, {
      construct(target, args: ConstructorParameters<typeof Notification>) {
        const notification = Reflect.construct(target, args) as Notification;
        shown.push(notification);
        return notification;
      },
    });
  });
  const notifications = () =>
    page.evaluate(() =>
      ((window as unknown as Recorder).__notifications ?? []).map(
        ({ title, body, data }): Shown => ({ title, body, data: data as unknown }),
      ),
    );
  const reminders = page.getByRole('region', { name: 'Reminders' });

  await signIn('investor1');
  await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
  // Turned on, the choice is saved once the browser has answered (the permission the test granted).
  const system = page.getByRole('checkbox', { name: /^Also as a notification on this device/ });
  await system.click();
  await expect(page.getByText('Reminders will also come as notifications on this device.')).toBeVisible();
  await expect(system).toBeChecked();

  // Monday 8 September: Nile Delta Bank is at 09:30 in Room 4, reminded 10 minutes before.
  await jumpTo(page, new Date('2025-09-08T09:19:30+01:00'));
  await expect(reminders).toBeAttached();
  await page.clock.runFor('00:20');
  await expect(reminders.getByRole('article')).toHaveCount(0);
  expect(await notifications()).toEqual([]);
  await page.clock.runFor('00:20'); // 09:20:10
  await expect(reminders.getByRole('article', { name: 'Nile Delta Bank starts in 10 minutes' })).toBeVisible();
  await expect.poll(notifications).toEqual([
    {
      title: 'Nile Delta Bank starts in 10 minutes',
      body: 'One-on-One meeting · Monday 8 September, 09:30 London time · Room 4',
      data: { url: '/user/schedule-preview#meeting-5001' },
    },
  ]);

  // On the dashboard, the attendee clicks the notification: the meeting opens, in the app.
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My DASHBOARD' })).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.evaluate(() => (window as unknown as Recorder).__notifications?.[0]?.dispatchEvent(new Event('click')));
  await expect(page).toHaveURL((url) => url.pathname === '/user/schedule-preview' && url.hash === '#meeting-5001');
  await expect(page.locator('#meeting-5001')).toBeInViewport();
  expect(loads, 'opened in the app, with no reload').toBe(0);
});
