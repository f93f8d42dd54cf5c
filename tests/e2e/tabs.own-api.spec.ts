/**
 * Every tab in step: two tabs (pages of one browser context, sharing local storage as a browser's
 * tabs do) against the mocking-off build, whose API the `mockApi` fixture answers from one mock
 * backend in node, as one server answers every tab.
 *
 * - Signing out in one tab shows the other the plain login page at once; so does a 401 in one tab.
 * - Signing in as another attendee in one tab never shows the first attendee's data in the other.
 * - A change saved in one tab (a tour booking, a cancelled meeting, registration details, a
 *   colleague's registration, meeting preferences) shows in the other without a reload; preferences
 *   the other tab is editing are not replaced under it but marked as changed elsewhere.
 * - The schedule read again in the background costs one request per interval for all tabs together,
 *   made by the tab that leads; a tab coming into view or the device coming back online makes only
 *   the leader read; after logout no tab reads at all.
 */
import type { Page } from '@playwright/test';
import { apiKey, DEMO_NOW, expect, type MockApi, test } from './mock-api';
import { openInApp } from './policy-walk';
import { goTo, openTab } from './tabs';

test.beforeEach(async ({ context }) => {
  await context.clock.install({ time: DEMO_NOW });
});

/** The tab shows the plain login page (no way back to the page it was on). */
async function expectPlainLogin(tab: Page, label: string) {
  await expect(tab, `${label}: the login page`).toHaveURL(
    (url) => url.pathname === '/auth/login' && !url.searchParams.has('redirect'),
  );
  await expect(tab.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}

/**
 * Records where `text` shows in the tab from now on (every change of the page is looked at):
 * the address and the words around it, or null while it never has.
 */
async function watchFor(tab: Page, text: string): Promise<() => Promise<string | null>> {
  type Watched = { __seen?: Record<string, string | null> };
  await tab.evaluate((wanted) => {
    const seen = ((window as unknown as Watched).__seen ??= {});
    const look = () => {
      const words = document.body.innerText;
      const at = words.indexOf(wanted);
      if (at >= 0 && !seen[wanted])
        seen[wanted] = `${location.pathname}: …${words.slice(Math.max(0, at - 80), at + 80)}…`;
    };
    seen[wanted] = null;
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => tab.evaluate((wanted) => (window as unknown as Watched).__seen?.[wanted] ?? null, text);
}

const scheduleSlot = (tab: Page, name: RegExp) => tab.getByRole('article', { name });

test('signing out in one tab signs the other out at once', async ({ page, context, signIn }) => {
  await signIn('investor1');
  await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
  const other = await openTab(context, '/user/dashboard', 'My DASHBOARD');
  await expect(other.getByText('Whitmore').first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expectPlainLogin(page, 'the tab signed out in');
  await expectPlainLogin(other, 'the other tab');
  await expect(other.getByText('Whitmore')).toHaveCount(0);
  expect(
    await other.evaluate(() => Object.keys(sessionStorage).filter((key) => key !== 'portal-mock-db')),
    "the other tab's session storage is emptied",
  ).toEqual([]);
});

test('a 401 in one tab signs the other out at once', async ({ page, context, signIn }) => {
  await signIn('investor1');
  const other = await openTab(context, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
  await page.bringToFront();
  // The server no longer knows this tab's token: its next call is refused.
  await page.route('**/api/v1/user/**', (route) =>
    route.fulfill({ status: 401, json: { status: 401, message: 'Unauthenticated.' } }),
  );
  await page.goto('/user/companies');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  await expectPlainLogin(other, 'the other tab');
  await expect(other.getByText('Whitmore')).toHaveCount(0);
});

test("signing in as another attendee in one tab never shows the first attendee's data in the other", async ({
  page,
  context,
  signIn,
}) => {
  await signIn('investor1');
  const other = await openTab(context, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expectPlainLogin(other, 'the other tab');
  // (The investor's name may show in the presenter's own schedule, among a meeting's investors.)
  const sawInvestor = await watchFor(other, 'Meeting Schedule – Mr. James Whitmore');
  const sawMeeting = await watchFor(other, 'Nile Delta Bank');

  await signIn('presenter1');
  // The other tab follows the sign-in at once: a signed-in attendee leaves the guest-only login page.
  await expect(other).toHaveURL((url) => url.pathname !== '/auth/login');
  await openInApp(other, '/user/schedule-preview');
  await expect(other.getByRole('heading', { level: 1, name: 'Meeting Schedule – Ms. Layla Haddad' })).toBeVisible();
  await openInApp(other, '/user/dashboard');
  await expect(other.getByText('Haddad').first()).toBeVisible();
  expect(await sawInvestor(), "the investor's schedule never shows in the other tab").toBeNull();
  expect(await sawMeeting(), "the investor's meetings never show in the other tab").toBeNull();
});

test('a tour booked in one tab shows in the other', async ({ page, context, signIn }) => {
  await signIn('presenter1');
  await goTo(page, '/user/booking', 'Tour Booking');
  const other = await openTab(context, '/user/booking', 'Tour Booking');
  await expect(other.getByText('Your booking: Wednesday 10 September 2025, 13:00–13:45.')).toBeVisible();

  await page.bringToFront();
  await page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ }).check();
  await page.getByRole('button', { name: 'Book Tour' }).click();
  await page.getByRole('button', { name: 'Yes, book it', exact: true }).click();
  await expect(page.getByText('Your booking: Wednesday 10 September 2025, 18:00–19:00.')).toBeVisible();

  await expect(other.getByText('Your booking: Wednesday 10 September 2025, 18:00–19:00.')).toBeVisible();
});

test('a meeting cancelled in one tab leaves the schedule in the other', async ({ page, context, signIn }) => {
  await signIn('investor1');
  await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
  const other = await openTab(context, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
  const meeting = /^Nile Delta Bank, Monday 8 September 2025 09:30/;
  await expect(scheduleSlot(other, meeting)).toBeVisible();

  await page.bringToFront();
  await scheduleSlot(page, meeting)
    .getByRole('button', { name: /^Cancel meeting/ })
    .click();
  await page.locator('.swal2-popup').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(scheduleSlot(page, meeting)).toHaveCount(0);

  await expect(scheduleSlot(other, meeting)).toHaveCount(0);
});

test('registration details saved in one tab show in the other', async ({ page, context, signIn }) => {
  await signIn('investor1');
  const other = await openTab(context, '/user/profile', /My Profile|My DASHBOARD/);
  await expect(other.getByText('Chief Investment Officer')).toHaveCount(0);

  await page.bringToFront();
  await goTo(page, '/user/registration', 'Registration');
  const jobTitle = page.getByRole('region', { name: 'Personal Details' }).getByLabel(/^Job Title/);
  await jobTitle.fill('Chief Investment Officer');
  // An investor's registration is sent with Next.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname !== '/user/registration');

  await expect(other.getByText('Chief Investment Officer')).toBeVisible();
});

test("a colleague's registration cancelled in one tab shows in the other", async ({ page, context, signIn }) => {
  await signIn('presenter1');
  await goTo(page, '/user/registration', 'Registration');
  const colleagues = page.getByRole('region', { name: 'Colleagues Registration' });
  const cancel = colleagues.getByRole('button', { name: /^Cancel .+'s registration$/ }).first();
  await expect(cancel).toBeVisible();
  const name = ((await cancel.getAttribute('aria-label')) ?? '').replace(/^Cancel (.+)'s registration$/, '$1');

  const other = await openTab(context, '/user/dashboard', 'My DASHBOARD');
  await other.getByRole('tab', { name: 'Colleagues' }).click();
  const row = other.getByRole('tabpanel').getByRole('row', { name: new RegExp(name.split(' ').pop() ?? name) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/Cancel/i)).toHaveCount(0);

  await page.bringToFront();
  await cancel.click();
  await page.locator('.swal2-popup').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(colleagues.getByRole('row', { name: new RegExp(name.split(' ').pop() ?? name) })).toContainText(
    /Cancel/i,
  );

  await expect(row).toContainText(/Cancel/i);
});

test('preferences saved in one tab show in the other, or are marked changed where the other has unsent choices', async ({
  page,
  context,
  signIn,
}) => {
  await signIn('investor1');
  await goTo(page, '/user/preferences', 'Meeting Preferences');
  const untouched = await openTab(context, '/user/preferences', 'Meeting Preferences');
  const editing = await openTab(context, '/user/preferences', 'Meeting Preferences');
  const company = 'Kuwait Harbour Logistics';
  await expect(untouched.getByRole('switch', { name: company })).not.toBeChecked();
  // The third tab has a choice of its own that it has not sent.
  await editing.bringToFront();
  await editing.getByRole('switch', { name: 'Doha Pearl Healthcare' }).check();

  await page.bringToFront();
  await page.getByRole('switch', { name: company }).check();
  await page.getByLabel(`Meeting type for ${company}`).selectOption({ label: 'One-on-One' });
  await page.getByLabel(`Meeting priority for ${company}`).selectOption({ label: 'High' });
  await page.getByLabel(`Level of knowledge for ${company}`).selectOption({ label: 'Basic' });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Your preferences submitted successfully.').first()).toBeVisible();

  await expect(
    untouched.getByRole('switch', { name: company }),
    'the untouched tab shows the saved choice',
  ).toBeChecked();
  await expect(
    editing.getByText('Your meeting preferences were changed in another tab or window.'),
    'the editing tab is told',
  ).toBeVisible();
  await expect(editing.getByRole('switch', { name: 'Doha Pearl Healthcare' }), 'its own choice stays').toBeChecked();
  await editing.getByRole('button', { name: 'Show the saved preferences' }).click();
  await expect(editing.getByRole('switch', { name: company })).toBeChecked();
  await expect(editing.getByText('Your meeting preferences were changed in another tab or window.')).toHaveCount(0);
});

const SCHEDULE_CALL = 'GET auth/get-schedule';

/** Counts the schedule requests each tab makes from now on. */
function countScheduleReads(tabs: Record<string, Page>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, tab] of Object.entries(tabs)) {
    counts[name] = 0;
    tab.on('request', (request) => {
      if (request.url().includes('/api/') && apiKey(request) === SCHEDULE_CALL) counts[name] += 1;
    });
  }
  return counts;
}

/**
 * The calls the pages made since `from`, once they have been quiet for most of a second (a call the
 * pages' timers started has then reached the mock backend).
 */
async function callsSince(mockApi: MockApi, from: number): Promise<string[]> {
  const asked = Date.now();
  await expect.poll(() => Math.min(mockApi.quietFor(), Date.now() - asked)).toBeGreaterThan(800);
  return mockApi.calls.slice(from);
}

/** The tab is hidden, then shown again (as when the attendee switches back to it). */
async function showAgain(tab: Page) {
  await tab.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

test('the schedule read again costs one request per interval for all tabs, made by the leader; none after logout', async ({
  page,
  context,
  signIn,
  mockApi,
}) => {
  await signIn('investor1');
  // The first tab asks first to lead, and leads.
  await goTo(page, '/user/schedule-preview', 'Meeting Schedule – Mr. James Whitmore');
  await expect(page.getByRole('region', { name: 'Reminders' })).toBeAttached();
  const other = await openTab(context, '/user/dashboard', 'My DASHBOARD');
  await expect(other.getByRole('region', { name: 'Reminders' })).toBeAttached();
  await callsSince(mockApi, 0);
  const reads = countScheduleReads({ leader: page, other });

  // Each interval: nothing while the answer is younger than the refresh interval, then one request.
  for (const interval of [1, 2, 3]) {
    const from = mockApi.calls.length;
    await page.clock.runFor('02:50');
    expect(await callsSince(mockApi, from), `interval ${interval}: nothing read before it ends`).toEqual([]);
    await page.clock.runFor('00:20');
    expect(await callsSince(mockApi, from), `interval ${interval}: one schedule request, nothing else`).toEqual([
      SCHEDULE_CALL,
    ]);
  }
  expect(reads, 'every interval the leader read').toEqual({ leader: 3, other: 0 });

  // A minute after the last read, the other tab comes into view: the leader reads for it.
  await page.clock.runFor('01:00');
  let from = mockApi.calls.length;
  await showAgain(other);
  await expect.poll(() => reads).toEqual({ leader: 4, other: 0 });
  expect(await callsSince(mockApi, from)).toEqual([SCHEDULE_CALL]);
  // Brought to view again at once, nothing is read: the answer is a moment old.
  from = mockApi.calls.length;
  await showAgain(other);
  await showAgain(page);
  expect(await callsSince(mockApi, from)).toEqual([]);

  // The device goes offline and comes back: the schedule is read again, by the leader only.
  await page.clock.runFor('01:00');
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await context.setOffline(false);
  await expect.poll(() => reads).toEqual({ leader: 5, other: 0 });
  await callsSince(mockApi, mockApi.calls.length);
  expect(reads, 'back online, one schedule request for both tabs').toEqual({ leader: 5, other: 0 });

  // Signed out, no tab reads anything, however long they stay open.
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expectPlainLogin(page, 'the tab signed out in');
  await expectPlainLogin(other, 'the other tab');
  from = (await callsSince(mockApi, 0)).length;
  for (let interval = 0; interval < 3; interval += 1) await page.clock.runFor('03:00');
  await showAgain(other);
  expect(await callsSince(mockApi, from), 'no request while signed out').toEqual([]);
  // Back online, the login page reads its own (public) text again, and nothing of the attendee's.
  await context.setOffline(true);
  await context.setOffline(false);
  expect(await callsSince(mockApi, from)).not.toContain(SCHEDULE_CALL);
  expect(reads).toEqual({ leader: 5, other: 0 });
});
