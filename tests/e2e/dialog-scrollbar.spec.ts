/**
 * A dialog's scroll lock with the scrollbars a desktop browser shows (Playwright hides them in a headless browser,
 * hence a browser of this file's own): opening a dialog on a page that scrolls holds the page, and nothing behind the
 * backdrop moves (sweetalert2 gives the page the scrollbar's room as padding while the dialog shows).
 */
import { CHROMIUM_ARGS, HEADLESS_SHELL } from '../../scripts/lib/chromium.mjs';
import { expect, test } from './test';

test.use({
  launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test('dialogs: opening one on a page that scrolls holds the page and moves nothing behind its backdrop', async ({
  presenterPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto('/user/booking');
  await expect(page.getByRole('group', { name: 'Tour slots' })).toBeVisible();
  await page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Booking' })).toBeVisible();
  // Found by its place: behind an open dialog the page is hidden from assistive technology.
  const heading = page.locator('main h1');
  /** Where the page's heading and the end of its main region are. */
  const layout = () =>
    page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      return { heading: box('main h1')?.x, mainEnd: box('main')?.right };
    });
  const before = await layout();
  expect(
    await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
    'a classic scrollbar beside the page',
  ).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Book Tour' }).click();
  await expect(page.locator('.swal2-popup')).toBeVisible();
  await expect(heading).toBeAttached();
  expect(await layout(), "the page stays where it was: the scrollbar's room is kept").toEqual(before);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow), 'the page is held').toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  expect(await layout()).toEqual(before);
});
