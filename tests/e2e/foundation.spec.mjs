/**
 * Foundation journeys: sign-in and sign-out, the role-dependent side menu, deep links
 * through the login page, the redirect check, the 404 page, login form errors, the
 * password reset pages, and axe on the pages that exist from the start.
 *
 * Demo accounts of the mock backend: investor1 / password1 (Mr. James Whitmore, investor),
 * presenter1 / password1 (Ms. Layla Haddad, presenter).
 */
import assert from 'node:assert/strict';
import {
  eventually,
  expectNoAxeViolations,
  field,
  login,
  menuLinkName,
  submitLogin,
  waitForLeavingLogin,
  waitForText,
} from './helpers.mjs';
import { test } from './test.mjs';

const sideMenu = (page) => page.getByRole('navigation', { name: 'Side menu' });
const menuLink = (page, label) => sideMenu(page).getByRole('link', { name: menuLinkName(label) });

async function expectMenuLinks(page, present, absent) {
  for (const label of present) {
    await menuLink(page, label).first().waitFor({ state: 'visible' });
  }
  for (const label of absent) {
    assert.equal(await menuLink(page, label).count(), 0, `the side menu should not have a "${label}" link`);
  }
}

function pathAndSearch(page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function expectHeading(page, name) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });
}

test('investor1 signs in, sees the investor menu, and signs out', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  assert.equal(new URL(page.url()).pathname, '/user/profile');
  await expectMenuLinks(
    page,
    ['List of Companies', 'Meeting Preferences', 'List Of Companies', 'Valuation Table'],
    ['Participation Guidelines'],
  );
  const logout = page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true });
  await logout.waitFor({ state: 'visible' });
  assert.ok(
    (await page.evaluate(() => localStorage.length)) > 0,
    'the session should be in local storage while signed in',
  );
  await logout.click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  assert.equal(new URL(page.url()).pathname, '/auth/login');
  const keysLeft = () => page.evaluate(() => Object.keys(localStorage));
  await eventually(async () => (await keysLeft()).length === 0, {
    timeout: 5_000,
    message: 'local storage should be empty after logout',
  }).catch(async (error) => assert.fail(`${error.message}; keys left: ${(await keysLeft()).join(', ')}`));
});

test('presenter1 signs in and sees the presenter menu', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  assert.equal(new URL(page.url()).pathname, '/user/profile');
  // 'Participation Guidelines' only shows once the presenter profile is loaded.
  await expectMenuLinks(
    page,
    ['Participation Guidelines'],
    ['Meeting Preferences', 'List of Companies', 'List Of Companies', 'Valuation Table'],
  );
});

test('a deep link while signed out goes through the login page and back', async ({ page }) => {
  await page.goto('/user/schedule-preview?tz=Asia%2FDubai');
  await page.waitForURL((url) => url.pathname === '/auth/login');
  const url = new URL(page.url());
  assert.equal(url.search, '?redirect=%2Fuser%2Fschedule-preview%3Ftz%3DAsia%252FDubai');
  assert.equal(url.searchParams.get('redirect'), '/user/schedule-preview?tz=Asia%2FDubai');
  await submitLogin(page, 'investor1', 'password1');
  await waitForLeavingLogin(page);
  assert.equal(pathAndSearch(page), '/user/schedule-preview?tz=Asia%2FDubai');
});

test('a redirect to another host is ignored after sign-in', async ({ page, baseURL }) => {
  await page.goto('/auth/login?redirect=//evil.example');
  await submitLogin(page, 'investor1', 'password1');
  await waitForLeavingLogin(page);
  const url = new URL(page.url());
  assert.equal(url.origin, new URL(baseURL).origin);
  assert.equal(url.pathname, '/user/profile');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectHeading(page, 'Page not found');
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/auth/login');
  await submitLogin(page, 'investor1', 'not-the-password');
  const alert = page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' });
  await alert.first().waitFor({ state: 'visible' });
  assert.equal(new URL(page.url()).pathname, '/auth/login');
});

test('an empty login form shows "Field is required" on both fields', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForText(page, 'Field is required');
  await eventually(async () => (await page.getByText('Field is required').count()) === 2, {
    message: '"Field is required" should show twice',
  });
  for (const label of ['Username', 'Password']) {
    const input = field(page, label);
    assert.equal(await input.getAttribute('aria-invalid'), 'true', `${label} should be marked invalid`);
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    const descriptions = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(/\s+/).filter(Boolean),
    );
    assert.match(descriptions, /Field is required/, `${label}'s error should be tied to it`);
  }
  assert.equal(new URL(page.url()).pathname, '/auth/login');
});

test('the reset page without a token sends the visitor to request a link', async ({ page }) => {
  await page.goto('/auth/password/reset');
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: 'There is no token... you will redirect to reset your password.' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/auth/password/email');
});

test('a password reset with a valid token succeeds and counts down to login', async ({ page }) => {
  await page.goto('/auth/password/reset?token=reset-token-ok');
  await expectHeading(page, 'Reset Password');
  await field(page, 'Username').fill('investor1');
  await field(page, 'Password').fill('newpass1');
  await field(page, 'Password confirmation').fill('newpass1');
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  // The countdown ticks every second: watch for both texts at once.
  await Promise.all([
    waitForText(page, 'Your password has been reset.'),
    waitForText(page, 'Redirecting to the login page in 10 seconds.'),
  ]);
});

test('axe: login page', async ({ page }) => {
  await page.goto('/auth/login');
  await expectHeading(page, 'Login');
  await expectNoAxeViolations(page, '/auth/login');
});

test('axe: password e-mail page', async ({ page }) => {
  await page.goto('/auth/password/email');
  await expectHeading(page, 'Reset Password');
  await expectNoAxeViolations(page, '/auth/password/email');
});

test('axe: password reset page with a token', async ({ page }) => {
  await page.goto('/auth/password/reset?token=reset-token-ok');
  await expectHeading(page, 'Reset Password');
  await expectNoAxeViolations(page, '/auth/password/reset?token=reset-token-ok');
});

test('axe: 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectHeading(page, 'Page not found');
  await expectNoAxeViolations(page, '/no-such-page');
});

test('axe: shell as investor1', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/user/dashboard');
  await menuLink(page, 'Meeting Preferences').waitFor({ state: 'visible' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await expectNoAxeViolations(page, '/user/dashboard (investor1)');
});

test('axe: shell as presenter1', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  await page.goto('/user/dashboard');
  await menuLink(page, 'Participation Guidelines').waitFor({ state: 'visible' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await expectNoAxeViolations(page, '/user/dashboard (presenter1)');
});
