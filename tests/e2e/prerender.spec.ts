/**
 * The pages written as HTML at build time (routes declared `prerender`): each arrives with its
 * content, the browser takes it over without a hydration error and without moving anything, its
 * links work before its code has arrived, what is typed and pressed before is kept, and a signed-in
 * visitor never sees the login form on the way to their own page.
 */
import type { Page, Route } from '@playwright/test';
import { expectTakenOver as expectReactTakeover, field } from './helpers';
import { paths, prerenderedRoutes } from './support/routes';
import { expect, test } from './test';

const SITE_NAME = 'London One-on-One Conference';
const INVESTOR = {
  id: 1001,
  client_id: 1001,
  full_titled_name: 'Mr. James Whitmore',
  client_type_id: 1,
  client_type: { id: 1, type: 1 },
  api_token: 'demo-token-investor1',
};

/** Holds the entry script until `release` is called: the page as a visitor sees it before any script runs. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records layout shifts and React's recoverable (hydration) errors from the first byte on. */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const state = { shifts: [] as number[] };
    (window as unknown as { __takeOver: typeof state }).__takeOver = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A signed-out visitor's page has been taken over by React. */
async function expectTakenOver(page: Page) {
  await expect(page.locator('html')).not.toHaveClass(/signed-in/);
  await expectReactTakeover(page);
}

test('the build wrote the pages it should', () => {
  expect(prerenderedRoutes.map((route) => route.path)).toEqual(
    expect.arrayContaining([paths.auth.login, paths.home, paths.landingContent, paths.importantDeadlines]),
  );
  for (const route of prerenderedRoutes) expect(['public', 'guest'], route.path).toContain(route.access);
});

for (const route of prerenderedRoutes) {
  test(`${route.path}: arrives as HTML and is taken over without a hydration error or a shift`, async ({ page }) => {
    const errors = await watchTakeOver(page);
    const response = await page.request.get(route.path);
    const html = await response.text();
    expect(html, 'the page arrives with its content').toMatch(/<div id="root"><a class="skip-link"/);
    expect(html).toContain(`<title>${route.title} | ${SITE_NAME}</title>`);

    await page.goto(route.path);
    await expectTakenOver(page);
    await expect(page.locator('h1').first()).toBeAttached();
    await expect(page).toHaveTitle(`${route.title} | ${SITE_NAME}`);
    const shift = await page.evaluate(() =>
      (window as unknown as { __takeOver: { shifts: number[] } }).__takeOver.shifts.reduce((a, b) => a + b, 0),
    );
    expect(shift, 'cumulative layout shift while the script takes over').toBeLessThan(0.01);
    expect(errors, 'console errors (a hydration mismatch shows here)').toEqual([]);
  });
}

test('before its code has arrived: the page is painted, its links work, its Login button works', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(paths.auth.login, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // The written page's early login (src/boot/early-login.ts; tests/e2e/early-login.own-api.spec.ts).
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    paths.auth.passwordEmail,
  );
  // A link is a plain link until the script arrives: it opens its page, itself written at build time.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(paths.auth.passwordEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  release();
  await expectTakenOver(page);
});

test('what is typed and pressed before the code has arrived is kept, and sent by the code (mock backend)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(`${paths.auth.login}?redirect=${encodeURIComponent(paths.user.schedulePreview)}`, {
    waitUntil: 'commit',
  });
  await field(page, 'Username').fill('investor1');
  await field(page, 'Password').fill('password1');
  await page.keyboard.press('Enter');
  // The mock backend starts with the page's code: the press waits for it.
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  await expect(page, 'nothing is sent before the script').toHaveURL(/\/auth\/login\?redirect=/);
  await expect(field(page, 'Username')).toHaveValue('investor1');
  await expect(field(page, 'Password')).toHaveValue('password1');
  release();
  await expect(page).toHaveURL(paths.user.schedulePreview);
});

test('a signed-in visitor of the login page never sees its form, and is sent on', async ({ page }) => {
  await page.addInitScript((client) => {
    if (!window.localStorage.getItem('client')) window.localStorage.setItem('client', JSON.stringify(client));
  }, INVESTOR);
  const release = await holdScripts(page);
  await page.goto(paths.auth.login, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveClass(/signed-in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeHidden();
  await expect(page.locator('main')).toHaveCSS('visibility', 'hidden');
  // The header offers the signed-in links already.
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeHidden();
  release();
  await expect(page).toHaveURL(paths.auth.signup);
});

test('the home page shows the countdown and this year once taken over', async ({ page }) => {
  await page.goto(paths.home);
  await expectTakenOver(page);
  await expect(page.locator('.countdown__value[data-unit="days"]')).not.toHaveText('--');
  await expect(page.getByText(`© ${new Date().getFullYear()} London One-on-One Conference`)).toBeVisible();
});
