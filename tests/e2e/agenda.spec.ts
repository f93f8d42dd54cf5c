/**
 * The whole agenda (the Meeting Schedule's second view, /user/agenda), as an investor lives it in the week before the conference: a first visit shows the
 * whole conference and no changes; the organisers change the schedule (the mock backend's demo
 * change, `__changeDemoSchedule()`); the next visit marks what is new, moved, in another room or
 * cancelled and sums it up; marking the changes as seen makes them go for good. Both views are
 * walked with the keyboard and checked with axe, and the printout is the agenda alone. The schedule
 * as last seen is kept with the session: signing out wipes it, so the next sign-in is a first visit.
 *
 * The e2e build pins the clock at 2025-08-20 10:00 London (before the conference: no Now and Next).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: the portal's Content-Security-Policy refuses inline scripts.
const AXE_SOURCE = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n;undefined;`;

const SUMMARY = 'Since your last visit: 2 new meetings, 1 moved, 1 room changed, 1 cancelled';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 15_000 });
}

const HEADING = /^Meeting Schedule/;

async function openAgenda(page: Page) {
  await page.goto('/user/agenda');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Schedule views' }).getByRole('link', { name: 'Whole agenda' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(entry(page, /^Networking Lunch/)).toBeVisible();
}

const entry = (page: Page, name: RegExp) => page.getByRole('article', { name });
const summary = (page: Page) => page.getByRole('region', { name: 'Changes since your last visit' });

/** Serious and critical axe violations on the page, as "rule: targets" lines (none expected). */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } }).axe;
    type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus, at most `max` times, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('the agenda tells what changed since the last visit, until the changes are marked as seen', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'investor1', 'password1');

  // The first visit: the whole conference, no changes (it is kept as the schedule last seen).
  await openAgenda(page);
  await expect(entry(page, /^Nile Delta Bank, Monday 8 September 2025 09:30/)).toContainText('Room 4');
  await expect(entry(page, /^Gulf Horizon Telecom, Monday 8 September 2025 14:00/)).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // One menu item for both views of the Meeting Schedule (spec A§2's Agenda).
  await expect(
    page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Agenda', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  // The organisers change the schedule on the server.
  await page.evaluate(() => (window as unknown as { __changeDemoSchedule: () => void }).__changeDemoSchedule());

  // The next visit: the changes are marked, and summed up.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(summary(page)).toContainText(SUMMARY);
  await expect(entry(page, /^Kuwait Harbour Logistics, Wednesday 10 September 2025 08:30/)).toContainText('New');
  await expect(entry(page, /^Tunis Insurance Group, Wednesday 10 September 2025 09:30/)).toContainText('New');
  await expect(entry(page, /^Petra Pharmaceuticals, Monday 8 September 2025 11:30/)).toContainText(
    'Moved was Wednesday 10 September 2025, 10:30–11:20 (London time)',
  );
  await expect(entry(page, /^Nile Delta Bank/)).toContainText('Room changed was Room 4');
  const cancelled = entry(page, /^Cancelled: Gulf Horizon Telecom, Monday 8 September 2025 14:00/);
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled.locator('s', { hasText: 'Gulf Horizon Telecom' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The day view, with the keyboard: every item of the day is a named button in time order.
  await tabTo(page, page.getByRole('button', { name: 'Day', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const monday = page.getByRole('list', { name: 'Monday 8 September 2025, London time' });
  await expect(monday.getByRole('button')).toHaveText([
    /^Nile Delta Bank\s+09:30–10:20\s+London time\s+Room 2\s+Room changed\s*$/,
    /^Petra Pharmaceuticals\s+11:30–12:20\s+London time\s+Room 2\s+Moved\s*$/,
    /^Networking Lunch\s+12:30–13:50\s+London time\s*$/,
    /^Gulf Horizon Telecom\s+14:00–14:50\s+London time\s+Room 7\s+Cancelled\s*$/,
  ]);
  const petra = monday.getByRole('button', { name: /^Petra Pharmaceuticals/ });
  await tabTo(page, petra);
  await page.keyboard.press('Enter');
  await expect(petra).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.locator('#agenda-day-detail').getByRole('article', { name: /^Petra Pharmaceuticals/ }),
  ).toContainText('was Wednesday 10 September 2025, 10:30–11:20');
  expect(await axeViolations(page)).toEqual([]);

  // Printed: the agenda alone, every day (the list, whichever view is shown), one page each.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeHidden();
  await expect(page.locator('.agenda-dayview')).toBeHidden();
  await expect(page.locator('.agenda-list')).toBeVisible();
  const days = page.locator('.agenda-list .agenda-day');
  await expect(days).toHaveCount(2);
  expect(await days.nth(1).evaluate((day) => getComputedStyle(day).breakBefore)).toBe('page');
  await page.emulateMedia({ media: 'screen' });

  // Back to the list, and the changes marked as seen, with the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'List', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(entry(page, /^Kuwait Harbour Logistics/)).toBeVisible();
  await tabTo(page, summary(page).getByRole('button', { name: 'Mark as seen' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(summary(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeFocused();
  await expect(page.getByRole('article', { name: /^Cancelled:/ })).toHaveCount(0);
  await expect(entry(page, /^Kuwait Harbour Logistics/)).not.toContainText('New');
  await expect(entry(page, /^Nile Delta Bank/)).not.toContainText('Room changed');

  // They stay gone on the next visit.
  await page.reload();
  await expect(entry(page, /^Kuwait Harbour Logistics/)).toBeVisible();
  await expect(summary(page)).toHaveCount(0);

  // Signing out wipes the schedule as last seen with the rest: the next sign-in is a first visit
  // (the server keeps the changed schedule; nothing is marked).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal_attendee:'))),
  ).toEqual([]);
  await signIn(page, 'investor1', 'password1');
  await openAgenda(page);
  await expect(entry(page, /^Kuwait Harbour Logistics/)).toBeVisible();
  await expect(entry(page, /^Kuwait Harbour Logistics/)).not.toContainText('New');
  await expect(summary(page)).toHaveCount(0);
});

test('the dashboard says what changed and leads to the schedule, whose second view is the whole agenda', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'presenter1', 'password1');
  await page.goto('/user/dashboard');
  await expect(page.getByRole('region', { name: 'Your next meeting' })).toBeVisible();
  // The dashboard keeps the schedule as seen on the first visit, like the agenda.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal_attendee:schedule-last-seen:1101')))
    .not.toBeNull();
  await page.evaluate(() => (window as unknown as { __changeDemoSchedule: () => void }).__changeDemoSchedule());
  await page.reload();
  await expect(summary(page)).toContainText('Since your last visit: 1 new meeting, 1 moved, 1 cancelled');
  expect(await axeViolations(page)).toEqual([]);
  await summary(page).getByRole('link', { name: 'See them on my schedule' }).click();
  await expect(page).toHaveURL(/\/user\/schedule-preview$/);
  await page.getByRole('navigation', { name: 'Schedule views' }).getByRole('link', { name: 'Whole agenda' }).click();
  await expect(page).toHaveURL(/\/user\/agenda$/);
  await expect(entry(page, /^Northbridge Asset Management, Monday 8 September 2025 15:00/)).toContainText('New');
  await expect(entry(page, /^Cancelled: Alpha Capital Partners, Falcon Gulf Capital/)).toBeVisible();
  // presenter1's tour and travel are on the agenda too, in the presenter's zone.
  await expect(entry(page, /^Guided tour, Wednesday 10 September 2025 13:00/)).toContainText('16:00–16:45');
  await expect(entry(page, /^Arrival, Sunday 7 September 2025 18:30/)).toContainText('21:30');
});
