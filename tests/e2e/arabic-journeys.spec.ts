/**
 * The journeys that matter, in Arabic (the device remembering it): an investor signs in, changes the schedule's time
 * zone, and is told what a preferences submit lacks; a presenter activates the invitation, registers a colleague and
 * completes the registration. Controls are found by their Arabic names from the catalogue (support/arabic.ts), the
 * server's texts (companies, people) as sent; each page passed through is right to left with no English of the
 * portal's own, and axe finds no serious or critical violation.
 */
import { ar, arPattern, chooseArabic, expectArabicPage, signInInArabic } from './support/arabic';
import { DEMO_PASSWORD, expect, test } from './test';

test('in Arabic: an investor signs in, sees the schedule in Dubai time and is told what a preferences submit lacks', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/home');
  await chooseArabic(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: ar('Login') })).toBeVisible();
  await expectArabicPage(page, 'login');
  await signInInArabic(page, 'investor1', DEMO_PASSWORD);

  // The schedule, then the same meetings in Dubai time.
  await page.goto('/user/schedule-preview');
  const nile = page.getByRole('article', { name: /Nile Delta Bank/ });
  await expect(nile.getByText('09:30–10:20', { exact: true })).toBeVisible();
  await expectArabicPage(page, 'schedule (London)');
  const zone = page.getByLabel(ar('Time zone'), { exact: true });
  await zone.click();
  await zone.fill('دبي');
  await page.getByRole('option', { name: '(غرينتش+04:00) دبي' }).click();
  await expect(nile.getByText('12:30–13:20', { exact: true })).toBeVisible();
  await expectArabicPage(page, 'schedule (Dubai)');
  await expectNoAxeViolations('schedule in Arabic (Dubai)');

  // A company chosen without its meeting type, priority and level of knowledge: the submit says what is missing.
  await page.goto('/user/preferences');
  await expect(page.getByRole('heading', { level: 1, name: ar('Meeting Preferences') })).toBeVisible();
  const kuwait = page.getByRole('switch', { name: 'Kuwait Harbour Logistics' });
  await kuwait.check();
  await expect(kuwait).toBeChecked();
  await page.getByRole('button', { name: ar('Submit'), exact: true }).click();
  await expect(
    page.getByText(ar('You must select the meeting type and priority , and level of knowledge.')).first(),
  ).toBeVisible();
  await expectArabicPage(page, 'preferences with the refusal');
  await expectNoAxeViolations('preferences in Arabic with the refusal');
});

test('in Arabic: a presenter activates the invitation, registers a colleague and completes the registration', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/home');
  await chooseArabic(page);
  await page.goto('/auth/registration/identify');
  await expect(page.getByRole('heading', { level: 1, name: ar('Registration') })).toBeVisible();
  await expectArabicPage(page, 'identify');
  await page.getByLabel(arPattern('I have read and accept the above conditions of participation')).check();
  await page.getByLabel(arPattern('Activation code')).fill('INV-PRESENTER-01');
  await page.getByRole('button', { name: ar('Activate'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/registration/signup');

  const login = page.getByRole('region', { name: ar('Login Details') });
  await login.getByLabel(arPattern('Username')).fill('faisal.q');
  await login.getByLabel(arPattern('Password')).fill('secret12');
  await login.getByLabel(arPattern('Confirm Password')).fill('secret12');

  // Wednesday, confirmed with OK, and its afternoon.
  const availability = page.getByRole('region', { name: ar('Days of Attendance & Time slots') });
  const wednesday = availability.getByRole('checkbox', { name: /الأربعاء، 10 سبتمبر/ });
  await wednesday.click();
  await page.getByRole('button', { name: ar('OK'), exact: true }).click();
  await expect(wednesday).toBeChecked();
  await availability.getByRole('checkbox', { name: new RegExp(`^${ar('Afternoon')}`) }).check();

  const colleague = page.getByRole('group', { name: ar('Register a colleague') });
  await colleague.getByLabel(arPattern('Colleague')).click();
  await page.getByRole('option', { name: 'Noura Al-Harbi' }).click();
  await colleague.getByLabel(arPattern('Username')).fill('noura.h');
  await colleague.getByLabel(arPattern('Password')).fill('secret12');
  await colleague.getByLabel(arPattern('Confirm Password')).fill('secret12');
  await colleague.getByLabel(arPattern('use my time slots')).check();
  await colleague.getByRole('button', { name: ar('Register Colleague'), exact: true }).click();
  await expect(page.getByText(ar('Colleague Registered Successfully')).first()).toBeVisible();
  await expectArabicPage(page, 'signup with the colleague registered');
  await expectNoAxeViolations('signup in Arabic with the colleague registered');

  // The rest of the form, then the registration completed.
  await page
    .getByRole('group', { name: new RegExp(`^${ar('Media Interview')}`) })
    .getByRole('radio', { name: ar('No') })
    .check();
  await page
    .getByRole('group', { name: new RegExp(`^${ar('Audio Visual (A/V)').replace(/[()/]/g, '\\$&')}`) })
    .getByRole('radio', { name: ar('Yes') })
    .check();
  await page.getByLabel(arPattern('Arrival Date')).selectOption('2025-09-09');
  await page.getByLabel(arPattern('Arrival Time')).selectOption('20:15');
  await page.getByLabel(arPattern('Departure Date')).selectOption('2025-09-12');
  await page.getByLabel(arPattern('Departure Time')).selectOption('11:00');
  await page.getByRole('button', { name: ar('Submit'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/registration/thank');
  await expect(page.getByRole('heading', { level: 1, name: ar('Registration Completed') })).toBeVisible();
  await expectArabicPage(page, 'registration completed');
});
