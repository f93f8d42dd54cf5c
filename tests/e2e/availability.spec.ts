/**
 * Presenter availability page: presenter1's saved days, a change confirmed through
 * the warning, the save, the calendar link pop-up, and axe on the page.
 */
import { expect, test } from './test';

test('presenter1 adds Wednesday afternoon on the availability page and saves', async ({
  presenterPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto('/auth/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Days of Attendance & Time slots' })).toBeVisible();
  const monday = page.getByRole('checkbox', { name: 'Monday 8 September' });
  await expect(monday).toBeVisible();
  await expect(monday).toBeChecked();
  await expectNoAxeViolations('availability page');

  const wednesdayBox = page.getByRole('checkbox', { name: 'Wednesday 10 September' });
  await wednesdayBox.click(); // asks for confirmation first
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  // The day is added once the confirmation has closed: a Submit before that checks the days as they were.
  await expect(wednesdayBox).toBeChecked();
  // A day without slots is refused before anything is sent.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Slots per Day Required').first()).toBeVisible();
  await expectNoAxeViolations('availability page with an error');
  const wednesday = page.getByRole('group', { name: 'Time slots on Wednesday 10 September' });
  // 10:30 London is 13:30 in Dubai; those morning slots are full for the company.
  await expect(wednesday.getByRole('checkbox', { name: '13:30–14:20' })).toBeDisabled();
  await wednesday.getByRole('checkbox', { name: /^Afternoon/ }).check();
  await expectNoAxeViolations('availability page with a new day');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Your registration has been updated successfully.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Wednesday 10 September' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Wednesday 10 September' })).toBeChecked();
});

test('the calendar link opens a 500x700 sign-in pop-up', async ({ page, signIn, context }) => {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args) => {
      (window as { __openedWith?: string[] }).__openedWith = args.map(String);
      return open(...args);
    };
  });
  await signIn('presenter1');
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
  expect(popup, 'a pop-up window opened').toBeTruthy();
  const [address, , features] = await page.evaluate(() => (window as { __openedWith?: string[] }).__openedWith ?? []);
  expect(address).toMatch(/^https:\/\/login\.microsoftonline\.com\/common\/oauth2\/v2\.0\/authorize\?/);
  expect(decodeURIComponent(address)).toMatch(/scope=offline_access\+Calendars\.ReadWrite\+Mail\.Send/);
  expect(features).toMatch(/width=500,height=700/);
  await expect(page.getByText('Your meetings will be synced with your Outlook calendar.').first()).toBeVisible({
    timeout: 20_000,
  });
});
