/**
 * Presenter availability page: presenter1's saved days, a change confirmed through
 * the warning, the save, the calendar link pop-up, and axe on the page.
 */
import assert from 'node:assert/strict';
import { expectNoAxeViolations, login, waitForText } from './helpers.mjs';
import { test } from './test.mjs';

test('presenter1 adds Wednesday afternoon on the availability page and saves', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  await page.goto('/auth/availability');
  await page.getByRole('heading', { level: 1, name: 'Days of Attendance & Time slots' }).waitFor({ state: 'visible' });
  const monday = page.getByRole('checkbox', { name: 'Monday 8 September' });
  await monday.waitFor({ state: 'visible' });
  assert.equal(await monday.isChecked(), true);
  await expectNoAxeViolations(page, 'availability page');

  await page.getByRole('checkbox', { name: 'Wednesday 10 September' }).click(); // asks for confirmation first
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  // A day without slots is refused before anything is sent.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await waitForText(page, 'Slots per Day Required');
  await expectNoAxeViolations(page, 'availability page with an error');
  const wednesday = page.getByRole('group', { name: 'Time slots on Wednesday 10 September' });
  // 10:30 London is 13:30 in Dubai; those morning slots are full for the company.
  assert.equal(await wednesday.getByRole('checkbox', { name: '13:30 – 14:20' }).isDisabled(), true);
  await wednesday.getByRole('checkbox', { name: /^Afternoon/ }).check();
  await expectNoAxeViolations(page, 'availability page with a new day');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await waitForText(page, 'Your registration has been updated successfully.');

  await page.reload();
  await page.getByRole('checkbox', { name: 'Wednesday 10 September' }).waitFor({ state: 'visible' });
  assert.equal(await page.getByRole('checkbox', { name: 'Wednesday 10 September' }).isChecked(), true);
});

test('the calendar link opens a 500x700 sign-in pop-up', async ({ page, context }) => {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args) => {
      window.__openedWith = args.map(String);
      return open(...args);
    };
  });
  await login(page, 'presenter1', 'password1');
  await page.goto('/auth/availability');
  // Keep the pop-up off the network: answer the sign-in page with the callback's own redirect.
  await context.route('https://login.microsoftonline.com/**', (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({
      status: 302,
      headers: { location: `${url.searchParams.get('redirect_uri')}?code=M.C507_BAY.2.U.demo-auth-code` },
    });
  });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Link my Outlook calendar' }).click(),
  ]);
  assert.ok(popup, 'a pop-up window opened');
  const [address, , features] = await page.evaluate(() => window.__openedWith);
  assert.match(address, /^https:\/\/login\.microsoftonline\.com\/common\/oauth2\/v2\.0\/authorize\?/);
  assert.match(decodeURIComponent(address), /scope=offline_access\+Calendars\.ReadWrite\+Mail\.Send/);
  assert.match(features, /width=500,height=700/);
  await waitForText(page, 'Your meetings will be synced with your Outlook calendar.', { timeout: 20_000 });
});
