/**
 * A dialog's scroll lock with the scrollbars a desktop browser shows (Playwright hides them in a headless browser,
 * hence a browser of this file's own): opening a dialog on a page that scrolls holds the page, and nothing behind the
 * backdrop moves: the scrollbar's room is kept (src/lib/alerts/portal-look.ts). sweetalert2's own padding of the body
 * left the portal's frame moving by the scrollbar's width.
 */
import { CHROMIUM_ARGS, HEADLESS_SHELL } from '../../scripts/lib/chromium.mjs';
import { ar, chooseArabic } from './support/arabic';
import { expect, test } from './test';

test.use({
  launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

for (const language of ['English', 'Arabic'] as const) {
  test(`dialogs in ${language}: opening one on a page that scrolls holds the page and moves nothing behind its backdrop`, async ({
    presenterPage: page,
  }) => {
    if (language === 'Arabic') await chooseArabic(page);
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/user/booking');
    const slots = page.getByRole('group', { name: language === 'Arabic' ? ar('Tour slots') : 'Tour slots' });
    await slots.getByRole('radio').last().check();
    await expect(page.locator('main h1')).toBeVisible();
    /** Where the page's heading and its main region's two edges are. */
    const layout = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        return { heading: box('main h1')?.x, main: [box('main')?.left, box('main')?.right] };
      });
    const before = await layout();
    expect(
      await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
      'a classic scrollbar beside the page',
    ).toBeGreaterThan(0);
    await page.locator('form.tour-booking button[type="submit"]').click();
    await expect(page.locator('.swal2-popup')).toBeVisible();
    expect(await layout(), "the page stays where it was: the scrollbar's room is kept").toEqual(before);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow), 'the page is held').toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(page.locator('.swal2-container')).toHaveCount(0);
    expect(await layout()).toEqual(before);
  });
}
