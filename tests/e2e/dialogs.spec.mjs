/**
 * Dialogs keep and give back focus: the shared Modal (the preferences 'Update
 * Availability' dialog) and a sweetalert2 confirmation (tour booking). Opened from the
 * keyboard, Tab and Shift+Tab cycle inside the dialog, Escape closes it, and focus
 * returns to the button that opened it.
 */
import assert from 'node:assert/strict';
import { eventually, login } from './helpers.mjs';
import { describeFocus, hasFocus, tabTo } from './a11y-helpers.mjs';
import { test } from './test.mjs';

/**
 * Presses Tab (then Shift+Tab) enough times to go round the dialog more than once and
 * checks focus never leaves it and comes back to where it started.
 */
async function expectTabCyclesInside(page, dialogSelector, label) {
  const count = await page.evaluate((selector) => {
    const dialog = document.querySelector(selector);
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    return [...dialog.querySelectorAll(focusable)].filter((el) => el.getClientRects().length > 0).length;
  }, dialogSelector);
  assert.ok(count >= 2, `${label}: the dialog should hold at least two focusable controls (found ${count})`);
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = [];
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
      assert.ok(inside, `${label}: ${key} #${i + 1} moved focus out of the dialog, to ${where}`);
      seen.push(where);
    }
    assert.ok(
      new Set(seen).size < seen.length,
      `${label}: ${key} should come round to a control it already visited (${seen.join(' → ')})`,
    );
  }
}

async function expectFocusBack(page, opener, label) {
  await eventually(() => hasFocus(opener), {
    timeout: 5_000,
    message: `${label}: focus should return to the opener`,
  }).catch(async (error) => {
    assert.fail(`${error.message} (focus is on ${await describeFocus(page)})`);
  });
}

test('dialogs: the Update Availability modal traps Tab, closes on Escape and gives focus back', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/user/preferences');
  await page.getByRole('heading', { level: 1, name: 'Meeting Preferences' }).waitFor({ state: 'visible' });
  const opener = page.getByRole('button', { name: 'Update Availability' });
  await opener.waitFor({ state: 'visible' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Availability' });
  await dialog.getByRole('group', { name: 'Monday 8 September' }).waitFor({ state: 'visible' });
  await eventually(() => dialog.evaluate((el) => el.contains(document.activeElement)), {
    message: 'focus should move into the open dialog',
  });

  await expectTabCyclesInside(page, 'dialog[open]', 'Update Availability');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expectFocusBack(page, opener, 'Update Availability');
});

test('dialogs: the tour booking confirmation traps Tab, closes on Escape without booking and gives focus back', async ({
  page,
}) => {
  await login(page, 'presenter1', 'password1');
  await page.goto('/user/booking');
  await page.getByRole('heading', { level: 1, name: 'Tour Booking' }).waitFor({ state: 'visible' });
  await page.getByRole('group', { name: 'Tour slots' }).waitFor({ state: 'visible' });
  const evening = page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ });
  await evening.focus();
  await page.keyboard.press('Space');
  assert.equal(await evening.isChecked(), true);
  const opener = page.getByRole('button', { name: 'Book Tour' });
  await tabTo(page, opener, { max: 20 });
  await page.keyboard.press('Enter');

  const popup = page.locator('.swal2-popup');
  await page
    .getByText('Do you want to book the tour on Wednesday 10 September 2025, 18:00–19:00?')
    .waitFor({ state: 'visible' });
  await eventually(() => popup.evaluate((el) => el.contains(document.activeElement)), {
    message: 'focus should move into the confirmation',
  });
  await expectTabCyclesInside(page, '.swal2-popup', 'tour booking confirmation');

  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  await expectFocusBack(page, opener, 'tour booking confirmation');
  await page.getByText('Your booking: Wednesday 10 September 2025, 13:00–13:45.').waitFor({ state: 'visible' });
});
