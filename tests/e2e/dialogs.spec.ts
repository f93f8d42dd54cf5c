/**
 * Dialogs keep and give back focus: the shared Modal (the preferences 'Update
 * Availability' dialog) and a sweetalert2 confirmation (tour booking). Opened from the
 * keyboard, Tab and Shift+Tab cycle inside the dialog, Escape closes it, and focus
 * returns to the button that opened it.
 */
import type { Locator, Page } from '@playwright/test';
import { describeFocus, tabTo } from './a11y-helpers';
import { expect, test } from './test';

/**
 * Presses Tab (then Shift+Tab) enough times to go round the dialog more than once and
 * checks focus never leaves it and comes back to where it started.
 */
async function expectTabCyclesInside(page: Page, dialogSelector: string, label: string) {
  const count = await page.evaluate((selector) => {
    const dialog = document.querySelector(selector);
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    return [...(dialog?.querySelectorAll(focusable) ?? [])].filter((el) => el.getClientRects().length > 0).length;
  }, dialogSelector);
  expect(count, `${label}: the dialog should hold at least two focusable controls`).toBeGreaterThanOrEqual(2);
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = [];
    for (let i = 0; i < count + 2; i += 1) {
      await page.keyboard.press(key);
      const inside = await page.evaluate((selector) => {
        const dialog = document.querySelector(selector);
        return Boolean(
          dialog &&
            document.activeElement &&
            document.activeElement !== document.body &&
            dialog.contains(document.activeElement),
        );
      }, dialogSelector);
      const where = await describeFocus(page);
      expect(inside, `${label}: ${key} #${i + 1} moved focus out of the dialog, to ${where}`).toBe(true);
      seen.push(where);
    }
    expect(
      new Set(seen).size,
      `${label}: ${key} should come round to a control it already visited (${seen.join(' → ')})`,
    ).toBeLessThan(seen.length);
  }
}

/** Focus moves into `container` (an open dialog). */
async function expectFocusInside(container: Locator, message: string) {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement)), { message }).toBe(true);
}

test('dialogs: the Update Availability modal traps Tab, closes on Escape and gives focus back', async ({
  investorPage: page,
}) => {
  await page.goto('/user/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Preferences' })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Update Availability' });
  await expect(opener).toBeVisible();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Availability' });
  await expect(dialog.getByRole('group', { name: 'Monday 8 September' })).toBeVisible();
  await expectFocusInside(dialog, 'focus should move into the open dialog');

  await expectTabCyclesInside(page, 'dialog[open]', 'Update Availability');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, 'Update Availability: focus should return to the opener').toBeFocused();
});

test('dialogs: the tour booking confirmation traps Tab, closes on Escape without booking and gives focus back', async ({
  presenterPage: page,
}) => {
  await page.goto('/user/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Booking' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tour slots' })).toBeVisible();
  const evening = page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ });
  await evening.focus();
  await page.keyboard.press('Space');
  await expect(evening).toBeChecked();
  const opener = page.getByRole('button', { name: 'Book Tour' });
  await tabTo(page, opener, { max: 20 });
  await page.keyboard.press('Enter');

  const popup = page.locator('.swal2-popup');
  await expect(
    page.getByText('Do you want to book the tour on Wednesday 10 September 2025, 18:00–19:00?'),
  ).toBeVisible();
  await expectFocusInside(popup, 'focus should move into the confirmation');
  await expectTabCyclesInside(page, '.swal2-popup', 'tour booking confirmation');

  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(opener, 'tour booking confirmation: focus should return to the opener').toBeFocused();
  await expect(page.getByText('Your booking: Wednesday 10 September 2025, 13:00–13:45.')).toBeVisible();
});
