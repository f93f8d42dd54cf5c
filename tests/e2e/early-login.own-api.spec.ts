/**
 * The written login page's form before the page's code has taken it over (src/boot/early-login.ts), in the
 * mocking-off build (dist-faults; the `mockApi` fixture answers the API from the mock backend in node): the entry's
 * script is held back as a slow phone would wait for it, the visitor types and presses Login meanwhile, and the
 * sign-in leaves at once, exactly once; once the code has taken over, the portal opens (or the safe redirect, with
 * the cancelation_token kept), a wrong password's message shows in the form, the typed values are kept, and the
 * fields' messages are the page's own. All under the portal's policy (CSP hashes, Trusted Types).
 */
import type { Page, Route } from '@playwright/test';
import { expectTakenOver, field } from './helpers';
import { expectNoViolations, recordPolicyViolations } from './policy-walk';
import { DEMO_NOW, expect, test } from './mock-api';

const LOGIN = '/auth/login';
const SIGNIN = 'POST auth/signin';
const REQUIRED = 'Field is required';

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: DEMO_NOW });
});

/** Holds the entry script until `release` is called: the written page before its code has arrived. */
async function holdEntry(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** The page's code has not taken the page over yet. */
async function expectNotTakenOver(page: Page) {
  const attached = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  expect(attached, 'the page’s code should not have taken the page over yet').toBe(false);
}

/** Errors of the page (a hydration mismatch reports one), but for the browser's note of a refused sign-in's status. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const signins = (calls: string[]) => calls.filter((call) => call === SIGNIN).length;

test('a Login pressed before the take-over is sent at once, once, and opens the portal after it', async ({
  page,
  mockApi,
}) => {
  const violations = await recordPolicyViolations(page);
  const errors = watchErrors(page);
  const entry = await holdEntry(page);
  await page.goto(LOGIN, { waitUntil: 'commit' });
  await field(page, 'Username').fill('investor1');
  await field(page, 'Password').fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => signins(mockApi.calls), { message: 'the sign-in leaves before the code arrives' }).toBe(1);
  await expectNotTakenOver(page);
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  // Pressed again meanwhile (Enter in a field): nothing more is sent.
  await field(page, 'Password').press('Enter');
  expect(entry.asked(), 'the page asked for its code').toBe(true);
  entry.release();
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(signins(mockApi.calls), 'one sign-in in all').toBe(1);
  await expectNoViolations(violations, 'on the login page before and after the take-over');
  expect(errors).toEqual([]);
});

test('the redirect query is followed once taken over, with the cancelation_token kept', async ({ page, mockApi }) => {
  const entry = await holdEntry(page);
  const target = '/auth/registration/mail/action/cancellation?cancelation_token=cancel-token-ok';
  await page.goto(`${LOGIN}?redirect=${encodeURIComponent(target)}`, { waitUntil: 'commit' });
  await field(page, 'Username').fill('investor1');
  await field(page, 'Password').fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => signins(mockApi.calls)).toBe(1);
  // Nothing but the page's code moves the visitor on.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL((url) => url.pathname === LOGIN);
  entry.release();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
  expect(signins(mockApi.calls)).toBe(1);
});

test('a wrong password pressed before the take-over: the spec’s message in the form, the values kept', async ({
  page,
  mockApi,
}) => {
  const errors = watchErrors(page);
  const entry = await holdEntry(page);
  await page.goto(LOGIN, { waitUntil: 'commit' });
  await field(page, 'Username').fill('investor1');
  await field(page, 'Password').fill('wrong-password');
  await field(page, 'Password').press('Enter');
  await expect.poll(() => signins(mockApi.calls)).toBe(1);
  entry.release();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
  ).toBeVisible();
  await expectTakenOver(page);
  await expect(field(page, 'Username')).toHaveValue('investor1');
  await expect(field(page, 'Password')).toHaveValue('wrong-password');
  expect(signins(mockApi.calls)).toBe(1);
  expect(errors, 'errors while taking the press over').toEqual([]);
  // The next Login is the page's own.
  await field(page, 'Password').fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile');
  expect(signins(mockApi.calls)).toBe(2);
});

test('empty fields pressed before the take-over show the page’s messages, kept through it', async ({
  page,
  mockApi,
}) => {
  const errors = watchErrors(page);
  const entry = await holdEntry(page);
  await page.goto(LOGIN, { waitUntil: 'commit' });
  await field(page, 'Username').fill('   ');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const messages = page.locator('.field__error');
  await expect(messages).toHaveText([`⚠ ${REQUIRED}`, `⚠ ${REQUIRED}`]);
  await expect(field(page, 'Username')).toBeFocused();
  await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Username')).toHaveAccessibleDescription(REQUIRED);
  // As on the page after a Login, each change checks the fields again.
  await field(page, 'Username').fill('investor1');
  await expect(messages).toHaveText([`⚠ ${REQUIRED}`]);
  await expectNotTakenOver(page);
  entry.release();
  await expectTakenOver(page);
  await expect(messages).toHaveText([`⚠ ${REQUIRED}`]);
  await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Username')).toHaveValue('investor1');
  expect(signins(mockApi.calls)).toBe(0);
  expect(errors, 'errors while taking the messages over (a hydration mismatch)').toEqual([]);
  await field(page, 'Password').fill('password1');
  await expect(messages).toHaveCount(0);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile');
  expect(signins(mockApi.calls)).toBe(1);
});
