/**
 * Registration journeys: an investor and a presenter activate their invitation,
 * register (the presenter also registers a colleague and picks time slots) and
 * reach the page that follows, with axe on every page passed through; a signed-in
 * attendee's registration countdown runs out without signing them out or losing what
 * they typed.
 */
import assert from 'node:assert/strict';
import { expectNoAxeViolations, login, waitForText } from './helpers.mjs';
import { test } from './test.mjs';

async function activate(page, code) {
  await page.goto('/auth/registration/identify');
  await page.getByRole('heading', { level: 1, name: 'Registration' }).waitFor({ state: 'visible' });
  await expectNoAxeViolations(page, 'identify page');
  await page.getByLabel('I have read and accept the above conditions of participation').check();
  await page.getByLabel('Activation code').fill(code);
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/auth/registration/signup');
  await page.getByRole('region', { name: 'Login Details' }).waitFor({ state: 'visible' });
}

async function fillLogin(page, username) {
  const login = page.getByRole('region', { name: 'Login Details' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel(/^Password/).fill('secret12');
  await login.getByLabel('Confirm Password').fill('secret12');
}

test('investor activates INV-INVESTOR-01, registers and reaches preferences', async ({ page }) => {
  await activate(page, 'INV-INVESTOR-01');
  assert.equal(await page.getByLabel('First Name').inputValue(), 'Hannah');
  assert.ok(await page.getByRole('timer').isVisible(), 'the session countdown is shown');
  await expectNoAxeViolations(page, 'register page (investor)');

  // An empty submit lists the errors.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('alert', { name: 'Please correct the following' }).waitFor({ state: 'visible' });
  await waitForText(page, 'Days of Attendance: Available slot field is required');
  // A field beside one showing an error keeps its height: rows align to the top.
  const heights = await page
    .locator('.register__grid input.field__input:not([aria-invalid="true"])')
    .evaluateAll((inputs) =>
      inputs
        .filter((input) => input.offsetParent !== null)
        .map((input) => Math.round(input.getBoundingClientRect().height)),
    );
  assert.ok(
    heights.length > 3 && heights.every((h) => h === heights[0]),
    `inputs beside errors keep their height: ${heights}`,
  );
  await expectNoAxeViolations(page, 'register page (investor) with errors');

  await fillLogin(page, 'hannah.s');
  await page.getByLabel('Biography').fill('Hannah covers European equities.');
  await page.getByRole('checkbox', { name: 'Monday 8 September' }).check();
  const monday = page.getByRole('group', { name: 'Time slots on Monday 8 September' });
  await monday.getByRole('checkbox').first().check();
  await monday.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.waitForURL((url) => url.pathname === '/user/preferences', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: 'Meeting Preferences' }).waitFor({ state: 'visible' });
  const stored = await page.evaluate(() => ({
    client: JSON.parse(localStorage.getItem('client') ?? 'null'),
    firstTime: localStorage.getItem('first_time'),
    timer: localStorage.getItem('timer'),
  }));
  assert.equal(stored.client.api_token, 'demo-token-client-1002');
  assert.equal(stored.firstTime, '0');
  assert.equal(stored.timer, null);
});

test('presenter activates INV-PRESENTER-01, registers a colleague, picks slots and submits', async ({ page }) => {
  await activate(page, 'INV-PRESENTER-01');
  await expectNoAxeViolations(page, 'register page (presenter)');
  await fillLogin(page, 'faisal.q');

  // Days and time slots first: 'use my time slots' then gives them to the colleague.
  const availability = page.getByRole('region', { name: 'Days of Attendance & Time slots' });
  await availability.getByRole('checkbox', { name: 'Wednesday 10 September' }).check();
  await availability.getByRole('checkbox', { name: /^Afternoon \(all 4 slots/ }).check();

  const colleague = page.getByRole('group', { name: 'Register a colleague' });
  await colleague.getByLabel(/^Colleague( \*)?$/).click();
  await page.getByRole('option', { name: 'Noura Al-Harbi' }).click();
  await colleague.getByLabel('Username').fill('noura.h');
  await colleague.getByLabel(/^Password/).fill('secret12');
  await colleague.getByLabel('Confirm Password').fill('secret12');
  await colleague.getByLabel('Use my time slots').check();
  await expectNoAxeViolations(page, 'register page (presenter) with the colleague form filled');
  await colleague.getByRole('button', { name: 'Register Colleague', exact: true }).click();
  await waitForText(page, 'Colleague Registered Successfully');
  const row = page
    .getByRole('region', { name: 'Colleagues Registration' })
    .getByRole('row', { name: /Noura Al-Harbi/ });
  await row.getByText('Registered', { exact: true }).waitFor({ state: 'visible' });

  await page
    .getByRole('group', { name: /Media Interview:/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('group', { name: /Audio Visual \(A\/V\):/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel('Arrival Date').fill('2025-09-09');
  await page.getByLabel('Arrival Time').fill('20:15');
  await page.getByLabel('Departure Date').fill('2025-09-12');
  await page.getByLabel('Departure Time').fill('11:00');
  await expectNoAxeViolations(page, 'register page (presenter) ready to submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  await page.waitForURL((url) => url.pathname === '/auth/registration/thank', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: 'Registration Completed' }).waitFor({ state: 'visible' });
  await expectNoAxeViolations(page, 'thank page');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('client') ?? 'null')?.api_token);
  assert.equal(token, 'demo-token-client-1102');
});

test("signed-in attendee's countdown runs out on /user/registration: still signed in, the typed change is back on reopening", async ({
  page,
}) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/user/registration');
  const personal = page.getByRole('region', { name: 'Personal Details' });
  const jobTitle = personal.getByLabel(/^Job Title/);
  await jobTitle.waitFor({ state: 'visible' });
  await jobTitle.fill('Chief Investment Officer');
  await page.waitForFunction(() =>
    (localStorage.getItem('registration_form') ?? '').includes('Chief Investment Officer'),
  );
  // The countdown reads the stored seconds on every tick: two seconds left.
  await page.evaluate(() => localStorage.setItem('timer', '2'));
  await waitForText(page, 'Your session expired .... Please identify your self');
  await page.waitForURL((url) => url.pathname === '/user/dashboard');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('heading', { level: 1, name: 'My DASHBOARD' }).waitFor({ state: 'visible' });
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('client') ?? 'null')?.api_token);
  assert.equal(token, 'demo-token-investor1', 'the attendee is still signed in');

  await page.goto('/user/registration');
  await jobTitle.waitFor({ state: 'visible' });
  assert.equal(await jobTitle.inputValue(), 'Chief Investment Officer');
  await waitForText(page, 'What you typed before your session expired has been restored');
  assert.ok(await page.getByRole('timer').isVisible(), 'a new session counts down');
});
