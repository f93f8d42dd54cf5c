/**
 * Registration journeys: an investor and a presenter activate their invitation,
 * register (the presenter also registers a colleague and picks time slots) and
 * reach the page that follows, with axe on every page passed through; a signed-in
 * attendee's registration countdown runs out without signing them out or losing what
 * they typed.
 */
import type { Page } from '@playwright/test';
import { submitLogin } from './helpers';
import { expect, test } from './test';

type ExpectNoAxeViolations = (label?: string) => Promise<void>;

async function activate(page: Page, expectNoAxeViolations: ExpectNoAxeViolations, code: string) {
  await page.goto('/auth/registration/identify');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await expectNoAxeViolations('identify page');
  await page.getByLabel('I have read and accept the above conditions of participation').check();
  await page.getByLabel('Activation code').fill(code);
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/registration/signup');
  await expect(page.getByRole('region', { name: 'Login Details' })).toBeVisible();
}

async function fillLogin(page: Page, username: string) {
  const login = page.getByRole('region', { name: 'Login Details' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel(/^Password/).fill('secret12');
  await login.getByLabel('Confirm Password').fill('secret12');
}

/** The signed-in client's token kept in local storage. */
const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('client') ?? 'null')?.api_token as string | undefined);

test('investor activates INV-INVESTOR-01, registers and reaches preferences', async ({
  page,
  expectNoAxeViolations,
}) => {
  await activate(page, expectNoAxeViolations, 'INV-INVESTOR-01');
  await expect(page.getByLabel('First Name')).toHaveValue('Hannah');
  await expect(page.getByRole('timer'), 'the session countdown is shown').toBeVisible();
  await expectNoAxeViolations('register page (investor)');

  // An empty submit lists the errors.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert', { name: 'Please correct the following' })).toBeVisible();
  await expect(page.getByText('Days of Attendance: Available slot field is required').first()).toBeVisible();
  // A field beside one showing an error keeps its height: rows align to the top.
  const heights = await page
    .locator('.register__grid input.field__input:not([aria-invalid="true"])')
    .evaluateAll((inputs: HTMLInputElement[]) =>
      inputs
        .filter((input) => input.offsetParent !== null)
        .map((input) => Math.round(input.getBoundingClientRect().height)),
    );
  expect(heights.length, 'inputs beside errors are measured').toBeGreaterThan(3);
  expect(new Set(heights), `inputs beside errors keep their height: ${heights}`).toEqual(new Set([heights[0]]));
  await expectNoAxeViolations('register page (investor) with errors');

  await fillLogin(page, 'hannah.s');
  await page.getByLabel('Biography').fill('Hannah covers European equities.');
  await page.getByRole('checkbox', { name: 'Monday 8 September' }).check();
  const monday = page.getByRole('group', { name: 'Time slots on Monday 8 September' });
  await monday.getByRole('checkbox').first().check();
  await monday.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/user/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Preferences' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => ({
        token: JSON.parse(localStorage.getItem('client') ?? 'null')?.api_token,
        firstTime: localStorage.getItem('first_time'),
        timer: localStorage.getItem('timer'),
      })),
    )
    .toEqual({ token: 'demo-token-client-1002', firstTime: '0', timer: null });
});

test('presenter activates INV-PRESENTER-01, registers a colleague, picks slots and submits', async ({
  page,
  expectNoAxeViolations,
}) => {
  await activate(page, expectNoAxeViolations, 'INV-PRESENTER-01');
  await expectNoAxeViolations('register page (presenter)');
  // No dashboard is offered while the first registration is under way; Logout first asks.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave your registration?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue my registration' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/registration/signup');
  await fillLogin(page, 'faisal.q');

  // Days and time slots first: 'use my time slots' then gives them to the colleague.
  const availability = page.getByRole('region', { name: 'Days of Attendance & Time slots' });
  const wednesdayBox = availability.getByRole('checkbox', { name: 'Wednesday 10 September' });
  await wednesdayBox.click();
  // Every change of the days of attendance, this first one included, is confirmed with OK.
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(wednesdayBox).toBeChecked();
  await availability.getByRole('checkbox', { name: /^Afternoon \(all 4 slots/ }).check();

  const colleague = page.getByRole('group', { name: 'Register a colleague' });
  await colleague.getByLabel(/^Colleague( \*)?$/).click();
  await page.getByRole('option', { name: 'Noura Al-Harbi' }).click();
  await colleague.getByLabel('Username').fill('noura.h');
  await colleague.getByLabel(/^Password/).fill('secret12');
  await colleague.getByLabel('Confirm Password').fill('secret12');
  await colleague.getByLabel('use my time slots').check();
  await expectNoAxeViolations('register page (presenter) with the colleague form filled');
  await colleague.getByRole('button', { name: 'Register Colleague', exact: true }).click();
  await expect(page.getByText('Colleague Registered Successfully').first()).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Colleagues Registration' })
    .getByRole('row', { name: /Noura Al-Harbi/ });
  await expect(row.getByText('Registered', { exact: true })).toBeVisible();

  await page
    .getByRole('group', { name: /Media Interview:/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('group', { name: /Audio Visual \(A\/V\):/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel('Arrival Date').selectOption('2025-09-09');
  await page.getByLabel('Arrival Time').selectOption('20:15');
  await page.getByLabel('Departure Date').selectOption('2025-09-12');
  await page.getByLabel('Departure Time').selectOption('11:00');
  await expectNoAxeViolations('register page (presenter) ready to submit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/auth/registration/thank');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Completed' })).toBeVisible();
  await expectNoAxeViolations('thank page');
  await expect.poll(() => storedToken(page)).toBe('demo-token-client-1102');
});

test("logout during a first registration ends on the plain login page; the next sign-in opens that attendee's own page", async ({
  page,
  expectNoAxeViolations,
}) => {
  await activate(page, expectNoAxeViolations, 'INV-INVESTOR-01');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Leave your registration?' }).getByRole('button', { name: 'Log out' }).click();
  // The logout call carries the placeholder token and is answered 401: the portal still goes to the plain login page.
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.search === '');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('client'))).toBeNull();

  await submitLogin(page, 'investor1', 'password1');
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile');
  expect(page.url()).not.toContain('/auth/registration');
});

test("signed-in attendee's countdown runs out on /user/registration: still signed in, the typed change is back on reopening", async ({
  investorPage: page,
}) => {
  await page.goto('/user/registration');
  const personal = page.getByRole('region', { name: 'Personal Details' });
  const jobTitle = personal.getByLabel(/^Job Title/);
  await expect(jobTitle).toBeVisible();
  await jobTitle.fill('Chief Investment Officer');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('registration_form') ?? ''), {
      message: 'the typed change should be kept as a draft',
    })
    .toContain('Chief Investment Officer');
  // The countdown reads the stored seconds on every tick: two seconds left.
  await page.evaluate(() => localStorage.setItem('timer', '2'));
  await expect(page.getByText('Your session expired .... Please identify your self').first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/user/dashboard');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My DASHBOARD' })).toBeVisible();
  expect(await storedToken(page), 'the attendee is still signed in').toBe('demo-token-investor1');

  await page.goto('/user/registration');
  await expect(jobTitle).toBeVisible();
  await expect(jobTitle).toHaveValue('Chief Investment Officer');
  await expect(page.getByText('What you typed before your session expired has been restored').first()).toBeVisible();
  await expect(page.getByRole('timer'), 'a new session counts down').toBeVisible();
});
