/**
 * Foundation journeys: sign-in and sign-out, the role-dependent side menu, deep links
 * through the login page, the redirect check, the 404 page, login form errors, the
 * password reset pages. Axe on these pages (the login, password e-mail, password reset and 404
 * pages signed out; the shell with every dashboard tab as investor1 and as presenter1) is in the
 * walks of a11y-routes.spec.ts, which run it on every route.
 */
import type { Page } from '@playwright/test';
import { field, menuLinkName, submitLogin } from './helpers';
import { expect, test } from './test';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
const menuLink = (page: Page, label: string) => sideMenu(page).getByRole('link', { name: menuLinkName(label) });

async function expectMenuLinks(page: Page, present: string[], absent: string[]) {
  for (const label of present) {
    await expect(menuLink(page, label).first()).toBeVisible();
  }
  for (const label of absent) {
    await expect(menuLink(page, label), `the side menu should not have a "${label}" link`).toHaveCount(0);
  }
}

async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('investor1 signs in, sees the investor menu, and signs out', async ({ page, signIn }) => {
  await signIn('investor1');
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile');
  await expectMenuLinks(
    page,
    ['List of Companies', 'Meeting Preferences', 'List Of Companies', 'Valuation Table'],
    ['Participation Guidelines'],
  );
  const logout = page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true });
  await expect(logout).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.length), {
      message: 'the session should be in local storage while signed in',
    })
    .toBeGreaterThan(0);
  await logout.click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage)), {
      message: 'local storage should be empty after logout',
    })
    .toEqual([]);
});

test('presenter1 signs in and sees the presenter menu', async ({ page, signIn }) => {
  await signIn('presenter1');
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile');
  // 'Participation Guidelines' only shows once the presenter profile is loaded.
  await expectMenuLinks(
    page,
    ['Participation Guidelines'],
    ['Meeting Preferences', 'List of Companies', 'List Of Companies', 'Valuation Table'],
  );
});

test('a deep link while signed out goes through the login page and back', async ({ page, signIn }) => {
  await page.goto('/user/schedule-preview?tz=Asia%2FDubai');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  const url = new URL(page.url());
  expect(url.search).toBe('?redirect=%2Fuser%2Fschedule-preview%3Ftz%3DAsia%252FDubai');
  expect(url.searchParams.get('redirect')).toBe('/user/schedule-preview?tz=Asia%2FDubai');
  await signIn('investor1');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/user/schedule-preview?tz=Asia%2FDubai');
});

test('a redirect to another host is ignored after sign-in', async ({ page, signIn, baseURL }) => {
  await page.goto('/auth/login?redirect=//evil.example');
  await signIn('investor1');
  await expect(page).toHaveURL(
    (url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/user/profile',
  );
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectHeading(page, 'Page not found');
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/auth/login');
  await submitLogin(page, 'investor1', 'not-the-password');
  const alert = page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' });
  await expect(alert.first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
});

test('an empty login form shows "Field is required" on both fields', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Field is required').first()).toBeVisible();
  await expect(page.getByText('Field is required'), '"Field is required" should show twice').toHaveCount(2);
  for (const label of ['Username', 'Password']) {
    const input = field(page, label);
    await expect(input, `${label} should be marked invalid`).toHaveAttribute('aria-invalid', 'true');
    await expect(input, `${label}'s error should be tied to it`).toHaveAccessibleDescription(/Field is required/);
  }
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
});

test('the reset page without a token sends the visitor to request a link', async ({ page }) => {
  await page.goto('/auth/password/reset');
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: 'There is no token... you will redirect to reset your password.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/password/email');
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
    expect(page.getByText('Your password has been reset.').first()).toBeVisible(),
    expect(page.getByText('Redirecting to the login page in 10 seconds.').first()).toBeVisible(),
  ]);
});
