/**
 * Every control an attendee taps on a 390 × 844 phone is a target of 44 × 44 px or more (links in running text
 * excepted, as WCAG 2.5.5 excepts them; `smallTargets` in tap-targets.ts says what counts), and no box scrolls sideways
 * (a table is cards on a phone). Every signed-in page of both roles and each of its tabs is checked so by the route
 * walk of a11y-routes.spec.ts, which turns each page it visits to 390 × 844 after its desktop checks; this file checks
 * what that walk does not open: the second views of pages (the Meeting Preferences' requests, the frame's open Menu),
 * what opens over a page (a meeting's calendar choices, a confirmation, a modal) and the registration forms a new
 * attendee fills in after activating an invitation. The public pages are walked by public-phone.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expectTargets, expectTargetsOnEveryTab, PHONE, smallTargets } from './tap-targets';
import { expect, test } from './test';

test.use({ viewport: PHONE });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first(), `${path}: h1`).toBeAttached();
  await expect(page.locator('.loader, [aria-busy="true"]'), `${path}: loaded`).toHaveCount(0);
}

/** Second views of pages, opened by a link rather than a route of their own, and the frame's open Menu. */
async function walkSecondViews(page: Page) {
  await open(page, '/user/preferences?view=requests');
  await expectTargetsOnEveryTab(page, '/user/preferences?view=requests');
  // The frame's Menu: the side menu and the top links, open.
  await open(page, '/user/dashboard');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await expectTargets(page, 'the open menu');
}

/** What opens over a page: a meeting's calendar choices, a confirmation (sweetalert2) and a modal of the portal. */
async function walkOpened(page: Page) {
  await open(page, '/user/schedule-preview');
  await page.locator('summary', { hasText: 'Add to calendar' }).first().click();
  await expect(page.getByRole('link', { name: /^Google Calendar/ }).first()).toBeVisible();
  await expectTargets(page, 'a meeting\u2019s calendar choices');
  await page
    .getByRole('button', { name: /^Cancel meeting/ })
    .first()
    .click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toBeVisible();
  expect(await smallTargets(page), 'the cancellation\u2019s confirmation: controls under 44 × 44 px').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await open(page, '/user/preferences');
  await page.getByRole('button', { name: 'Update Availability' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await smallTargets(page), 'the availability dialog: controls under 44 × 44 px').toEqual([]);
}

test('every control of the investor\u2019s second views and of what opens over a page is a target of 44 × 44 px, and no list scrolls sideways, on a phone', async ({
  investorPage: page,
}) => {
  await walkSecondViews(page);
  await walkOpened(page);
});

test('every control of the presenter\u2019s second views is a target of 44 × 44 px, and no list scrolls sideways, on a phone', async ({
  presenterPage: page,
}) => {
  await walkSecondViews(page);
});

test('every control of the registration forms (investor and presenter) is a target of 44 × 44 px, and no list scrolls sideways, on a phone', async ({
  page,
}) => {
  for (const code of ['INV-INVESTOR-01', 'INV-PRESENTER-01']) {
    await open(page, '/auth/registration/identify');
    await page.getByLabel('I have read and accept the above conditions of participation').check();
    await page.getByLabel('Activation code').fill(code);
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/registration/signup');
    await expect(page.getByRole('region', { name: 'Login Details' })).toBeVisible();
    await expect(page.locator('.loader, [aria-busy="true"]')).toHaveCount(0);
    await expectTargets(page, `the registration form of ${code}`);
  }
});
