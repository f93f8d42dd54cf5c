/**
 * Every control an attendee taps on a 390 × 844 phone is a target of 44 × 44 px or more (links in running text
 * excepted, as WCAG 2.5.5 excepts them; `smallTargets` in tap-targets.ts says what counts), on every signed-in page of
 * both roles (the router's own route list, so a new page is walked too), each dashboard tab, the second views of the
 * Meeting Schedule and Meeting Preferences and the open menu, and on the registration forms a new attendee fills in
 * after activating an invitation; and no box of those pages scrolls sideways (a table is cards on a phone). The public
 * pages are walked by public-phone.spec.ts.
 */
import type { Page } from '@playwright/test';
import { nextFrames } from './helpers';
import { onePathPerPage, SAMPLE_QUERY } from './support/routes';
import { smallTargets } from './tap-targets';
import { expect, test } from './test';

test.use({ viewport: { width: 390, height: 844 } });
// A walk of some twenty pages and their tabs per role.
test.slow();

/**
 * The signed-in pages, one path per page: a page reached at several paths (the dashboard at /user/profile, the
 * companies and the schedule under /auth too) is walked once. The not-found page under /user is left out.
 */
const SIGNED_IN = onePathPerPage('login')
  .filter((route) => route.path !== '/user')
  .map((route) => `${route.path}${SAMPLE_QUERY[route.path] ?? ''}`);

/** Second views of pages, opened by a link rather than a route of their own. */
const SECOND_VIEWS = ['/user/preferences?view=requests'];

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first(), `${path}: h1`).toBeAttached();
  await expect(page.locator('.loader, [aria-busy="true"]'), `${path}: loaded`).toHaveCount(0);
}

/**
 * Scrolls the page through to its end, a screen at a time, so that what renders once scrolled to (the registration
 * form's later sections, registration-form.tsx's Deferred) is on the page when it is checked.
 */
async function scrollThrough(page: Page) {
  for (let top = 0; ; top += 800) {
    const end = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return y >= document.documentElement.scrollHeight - window.innerHeight;
    }, top);
    await nextFrames(page);
    if (end) break;
  }
  await expect(page.locator('.loader, [aria-busy="true"]')).toHaveCount(0);
}

/** Boxes that scroll sideways inside the page (a table kept at its desktop width): a list is cards on a phone. */
const sidewaysBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.scrollWidth} > ${el.clientWidth} px`),
  );

async function expectTargets(page: Page, label: string) {
  await scrollThrough(page);
  expect(await smallTargets(page), `${label}: controls under 44 × 44 px`).toEqual([]);
  expect(await sidewaysBoxes(page), `${label}: boxes that scroll sideways`).toEqual([]);
}

/** The page, then each of its tabs (the dashboard's), each checked as shown. */
async function walkPage(page: Page, path: string) {
  await open(page, path);
  await expectTargets(page, path);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let index = 1; index < count; index += 1) {
    const tab = tabs.nth(index);
    const name = (await tab.textContent())?.trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.loader, [aria-busy="true"]')).toHaveCount(0);
    await expectTargets(page, `${path}, tab ${name}`);
  }
}

async function walk(page: Page) {
  for (const path of [...SIGNED_IN, ...SECOND_VIEWS]) await walkPage(page, path);
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

test('every control of the investor\u2019s pages is a target of 44 × 44 px, and no list scrolls sideways, on a phone', async ({
  investorPage: page,
}) => {
  await walk(page);
  await walkOpened(page);
});

test('every control of the presenter\u2019s pages is a target of 44 × 44 px, and no list scrolls sideways, on a phone', async ({
  presenterPage: page,
}) => {
  await walk(page);
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
