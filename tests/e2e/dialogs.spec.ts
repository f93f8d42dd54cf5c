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
  let dialogCodeAsked = false;
  page.on('request', (request) => {
    if (/sweetalert2/.test(request.url())) dialogCodeAsked = true;
  });
  await page.goto('/user/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Booking' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tour slots' })).toBeVisible();
  const evening = page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ });
  await evening.focus();
  await page.keyboard.press('Space');
  await expect(evening).toBeChecked();
  expect(dialogCodeAsked, 'the dialog code is not part of the page').toBe(false);
  const opener = page.getByRole('button', { name: 'Book Tour' });
  await tabTo(page, opener, { max: 20 });
  // Focus on a control that opens a dialog starts loading the dialog's code, before the control is used.
  await expect.poll(() => dialogCodeAsked, { message: 'the dialog code is asked for on focus' }).toBe(true);
  await page.keyboard.press('Enter');

  const popup = page.locator('.swal2-popup');
  await expect(
    page.getByText('Do you want to book the tour on Wednesday 10 September 2025, 18:00–19:00?'),
  ).toBeVisible();
  await expectFocusInside(popup, 'focus should move into the confirmation');
  await expectTabCyclesInside(page, '.swal2-popup', 'tour booking confirmation');

  // Motion as most attendees have it: a dialog leaves with the key itself, no leaving animation keeping its
  // backdrop over the page.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => document.querySelectorAll('.swal2-container').length)).toBe(0);
  await expect(popup).toHaveCount(0);
  await expect(opener, 'tour booking confirmation: focus should return to the opener').toBeFocused();
  await expect(page.getByText('Your booking: Wednesday 10 September 2025, 13:00–13:45.')).toBeVisible();
});

test("dialogs: a confirmation is the portal's own, in the spec's colours, and the success toast covers no control it was asked from", async ({
  presenterPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/booking');
  await expect(page.getByRole('group', { name: 'Tour slots' })).toBeVisible();
  await page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ }).check();
  const opener = page.getByRole('button', { name: 'Book Tour' });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const popup = page.locator('.swal2-popup');
  await expect(popup.getByRole('button', { name: 'Yes, book it' })).toBeVisible();

  const look = await popup.evaluate((element) => {
    const css = (el: Element | null) => (el ? getComputedStyle(el) : null);
    const button = (kind: string) => element.querySelector(`.swal2-${kind}`);
    return {
      font: css(element)?.fontFamily,
      confirm: css(button('confirm'))?.backgroundColor,
      cancel: css(button('cancel'))?.backgroundColor,
      cancelText: css(button('cancel'))?.color,
      styled: element.querySelectorAll('.swal2-styled').length,
      buttonHeights: [...element.querySelectorAll<HTMLElement>('.swal2-actions button')]
        .filter((b) => b.offsetParent !== null)
        .map((b) => Math.round(b.getBoundingClientRect().height)),
      order: [...element.querySelectorAll<HTMLElement>('.swal2-actions button')]
        .filter((b) => b.offsetParent !== null)
        .map((b) => b.textContent),
      icon: css(element.querySelector('.swal2-icon'))?.width,
    };
  });
  expect(look.font, "the portal's typeface").toMatch(/^"?Inter Variable"?/);
  expect(look.confirm, 'confirm in #00502e').toBe('rgb(0, 80, 46)');
  expect(look.cancel, 'cancel in #7f8c8d').toBe('rgb(127, 140, 141)');
  expect(look.cancelText, "the portal's text colour on the cancel grey").toBe('rgb(28, 36, 38)');
  expect(look.styled, "no button in sweetalert2's own styling").toBe(0);
  expect(look.order, 'the way back first, the main action last').toEqual(['Cancel', 'Yes, book it']);
  for (const height of look.buttonHeights) expect(height, 'a 44 px target').toBeGreaterThanOrEqual(44);
  expect(look.icon, "the portal's 40 px icon, not sweetalert2's 80 px one").toBe('40px');

  await popup.getByRole('button', { name: 'Yes, book it' }).click();
  const toast = page.locator('.portal-toast .swal2-popup');
  await expect(toast).toContainText('Booked Successfully !');
  const toastBox = (await toast.boundingBox())!;
  const openerBox = (await opener.boundingBox())!;
  const overlaps =
    toastBox.x < openerBox.x + openerBox.width &&
    openerBox.x < toastBox.x + toastBox.width &&
    toastBox.y < openerBox.y + openerBox.height &&
    openerBox.y < toastBox.y + toastBox.height;
  expect(overlaps, 'the toast lies clear of the button it answers').toBe(false);
  // A tap where the toast is reaches the page beneath it.
  const beneath = await page.evaluate(
    ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.swal2-container')),
    { x: toastBox.x + toastBox.width / 2, y: toastBox.y + toastBox.height / 2 },
  );
  expect(beneath, 'the toast takes no tap').toBe(false);
});
