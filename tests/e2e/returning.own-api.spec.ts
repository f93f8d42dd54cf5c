/**
 * A returning attendee's visit (src/lib/offline/page-snapshot*.ts) on the mocking-off build with its service worker
 * (dist-faults), the API answered by the `mockApi` fixture:
 *
 * - the Meeting Schedule, left once, paints as the attendee last saw it before the portal's code has run (the app is
 *   held back by holding its maps script, which start-up waits for), inert; the live page then replaces it with no
 *   loader and no blank frame in between, a layout shift under 0.05, focus and keyboard working, axe clean;
 * - nothing is kept after logout, nor painted for another attendee or for a visitor; the language chosen (Arabic: the
 *   document right to left, the side menu on the right) is kept.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './mock-api';

const SCHEDULE = '/user/schedule-preview';
const INVESTOR_HEADING = 'Meeting Schedule – Mr. James Whitmore';
const PRESENTER_HEADING = 'Meeting Schedule – Ms. Layla Haddad';
const KEPT_PREFIX = 'portal_page:';

/** The start-up of the next page load waits until the returned function is called (the maps script is held). */
async function holdStartUp(context: BrowserContext) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/google-maps-script**', async (route) => {
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    await context.unroute('**/google-maps-script**');
  };
}

/** Records, from the first byte on, layout shifts and every state #root goes through. */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const state = { shifts: [] as number[], states: [] as string[] };
    (window as unknown as { __returning: typeof state }).__returning = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) state.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    const look = () => {
      const root = document.getElementById('root');
      if (!root) return;
      const kept = root.hasAttribute('data-page-snapshot');
      const shown = root.querySelector('h1') ? 'heading' : root.childElementCount === 0 ? 'empty' : 'no heading';
      const loader = root.querySelector('.loader') ? ' with a loader' : '';
      const next = `${kept ? 'kept' : 'live'}: ${shown}${loader}`;
      if (state.states.at(-1) !== next) state.states.push(next);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { __returning: { shifts: number[]; states: string[] } }).__returning);

/** The service worker is active and serves the page, and the page has been kept for the attendee. */
async function expectKept(page: Page, heading: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(
          ([prefix, text]) =>
            Object.keys(localStorage).some(
              (key) => key.startsWith(prefix) && (localStorage.getItem(key) ?? '').includes(text),
            ),
          [KEPT_PREFIX, heading],
        ),
      { message: 'the page should be kept for the next visit', timeout: 10_000 },
    )
    .toBe(true);
}

/** The signed-in attendee's person id, as the stored client names it. */
const clientId = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('client') ?? '{}') as { client_id?: number }).client_id);

async function openSchedule(page: Page, heading: string) {
  await page.goto(SCHEDULE);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test("a returning attendee's schedule paints as they left it before the code runs, then the live page takes over without a jump", async ({
  page,
  context,
  signIn,
  expectNoAxeViolations,
}) => {
  await signIn('investor1');
  await openSchedule(page, INVESTOR_HEADING);
  await expectKept(page, INVESTOR_HEADING);
  await page.reload(); // served by the service worker from now on
  await expect(page.getByRole('heading', { level: 1, name: INVESTOR_HEADING })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await watchRoot(page);
  const release = await holdStartUp(context);
  await page.goto(SCHEDULE, { waitUntil: 'commit' });
  const root = page.locator('#root');
  // The kept page, before the app has rendered anything: the schedule's heading and a meeting, inert.
  await expect(root).toHaveAttribute('data-page-snapshot', '');
  await expect(root.locator('h1')).toHaveText(INVESTOR_HEADING);
  await expect(root.getByText('Nile Delta Bank').first()).toBeVisible();
  expect(await root.evaluate((element) => [...element.children].every((child) => child.hasAttribute('inert')))).toBe(
    true,
  );
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('#root') ?? null),
    'nothing of the kept page takes focus',
  ).toBeNull();
  expect(
    (await watched(page)).states.filter((state) => state.startsWith('live')),
    'no app yet',
  ).toEqual(['live: empty']);

  await release();
  await expect(root).not.toHaveAttribute('data-page-snapshot');
  await expect(root.locator('[inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: INVESTOR_HEADING })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Nile Delta Bank, Monday 8 September 2025 09:30/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { shifts, states } = await watched(page);
  // index.html's empty #root, the kept page, then the live page: never empty or a loader once something is shown.
  expect(states).toEqual(['live: empty', 'kept: heading', 'live: heading']);
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.05);

  // The live page is the one that takes focus and keys: the skip link first, then the schedule's own links.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  const wholeAgenda = page.getByRole('link', { name: 'Whole agenda', exact: true });
  await wholeAgenda.focus();
  await expect(wholeAgenda).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/user/agenda');
  await expectNoAxeViolations('the agenda after a returning visit');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: INVESTOR_HEADING })).toBeVisible();
  await expectNoAxeViolations('the schedule after a returning visit');
});

test('the kept page is axe clean while it shows', async ({ page, context, signIn, expectNoAxeViolations }) => {
  await signIn('investor1');
  await openSchedule(page, INVESTOR_HEADING);
  await expectKept(page, INVESTOR_HEADING);
  const release = await holdStartUp(context);
  await page.goto(SCHEDULE, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-page-snapshot', '');
  await expectNoAxeViolations('the kept schedule');
  await release();
});

test('no kept page after logout, for another attendee, or for a visitor', async ({ page, context, signIn }) => {
  await signIn('investor1');
  await openSchedule(page, INVESTOR_HEADING);
  await expectKept(page, INVESTOR_HEADING);
  const investorsPage = await page.evaluate(
    (key) => localStorage.getItem(key),
    `${KEPT_PREFIX}${await clientId(page)}:${SCHEDULE}`,
  );
  expect(investorsPage).toContain(INVESTOR_HEADING);
  // Arabic chosen with the switch (on in this build): the document right to left, the side menu on the right.
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const menu = await page.locator('.shell__aside').boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(menu && menu.x + menu.width).toBeCloseTo(width, -1);
  expect(menu && menu.x).toBeGreaterThan(width / 2);
  await page.getByRole('button', { name: 'تسجيل الخروج', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  expect(
    await page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), KEPT_PREFIX),
  ).toEqual([]);
  // The language is not attendee data: the logout keeps it, and the next page is laid out right to left.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('portal_language'))).toBe('ar');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // A visitor opening the schedule's address: nothing painted, the guard sends them to the login page.
  await watchRoot(page);
  let release = await holdStartUp(context);
  await page.goto(SCHEDULE, { waitUntil: 'commit' });
  await page.waitForTimeout(1_000);
  expect((await watched(page)).states).toEqual(['live: empty']);
  await release();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');

  // Another attendee on the same browser: their own schedule, never the investor's kept one. The login's redirect
  // brings the presenter to their schedule, which is kept for them when they leave it: they leave it for the Home
  // page first, so that the page put under their key below is not replaced by their own when the schedule unloads.
  await signIn('presenter1');
  await expect(page.getByRole('heading', { level: 1, name: PRESENTER_HEADING })).toBeVisible();
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/dashboard');
  // The investor's kept page, even put under the presenter's own key, is not painted for them.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [`${KEPT_PREFIX}${await clientId(page)}:${SCHEDULE}`, investorsPage ?? ''],
  );
  release = await holdStartUp(context);
  await page.goto(SCHEDULE, { waitUntil: 'commit' });
  await page.waitForTimeout(1_000);
  expect((await watched(page)).states).toEqual(['live: empty']);
  await release();
  await expect(page.getByRole('heading', { level: 1, name: PRESENTER_HEADING })).toBeVisible();
  expect((await watched(page)).states.join(' ')).not.toContain('kept');
});
