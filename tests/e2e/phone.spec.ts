/**
 * The portal on a 390 × 844 phone: no page scrolls sideways, axe finds no serious or critical violation,
 * the signed-in top bar is one row of at most 64 px whose Menu button discloses the side menu (Escape
 * closes it and focus goes back to the button), the dashboard's tabs sit on one row, and the schedule's
 * first meeting starts on the first screen. One sign-in per role; the full route walk is a11y-routes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function expectLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first(), `${path}: h1`).toBeAttached();
  await expect(page.locator('.loader'), `${path}: the loader should give way to the page`).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(widths.scrollWidth, `${path}: the page should not scroll sideways`).toBeLessThanOrEqual(widths.innerWidth);
}

const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test('signed-in pages fit a phone, and the side menu sits behind the Menu button', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  for (const path of [
    '/user/dashboard',
    '/user/schedule-preview',
    '/user/agenda',
    '/user/companies',
    '/user/preferences',
    '/user/information',
  ]) {
    await expectLoaded(page, path);
    await expectNoSidewaysScroll(page, path);
    await expectNoAxeViolations(`${path} at 390 px`);
  }

  const topBar = page.locator('header.top-bar');
  expect((await topBar.boundingBox())!.height, 'the top bar should be at most 64 px high').toBeLessThanOrEqual(64);

  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const sideMenu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toHaveAttribute('aria-controls', /\bside-menu\b/);
  await expect(sideMenu).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(sideMenu).toBeVisible();
  await sideMenu.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(sideMenu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Following a link of the open menu closes it.
  await menuButton.click();
  await sideMenu.getByRole('link', { name: 'Agenda', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/schedule-preview$/);
  await expect(sideMenu).toBeHidden();

  await expectLoaded(page, '/user/dashboard');
  // Every tab whole and in sight (none cut, no row to scroll), each at least 44 px high.
  const tabs = await page.getByRole('tab').evaluateAll((elements) =>
    elements.map((tab) => {
      const box = tab.getBoundingClientRect();
      return { right: box.right, height: box.height, cut: tab.scrollWidth > tab.clientWidth };
    }),
  );
  for (const tab of tabs) {
    expect(tab.right, 'a dashboard tab should end inside the screen').toBeLessThanOrEqual(PHONE.width);
    expect(tab.height, 'a dashboard tab should be at least 44 px high').toBeGreaterThanOrEqual(44);
    expect(tab.cut, "a dashboard tab's label should be whole").toBe(false);
  }

  await expectLoaded(page, '/user/schedule-preview');
  expect(
    await topOf(page, '.schedule-slot'),
    "the schedule's first meeting should start on the first screen",
  ).toBeLessThan(PHONE.height);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeInViewport();
});

test("a presenter's schedule and agenda fit a phone", async ({ presenterPage: page, expectNoAxeViolations }) => {
  for (const path of ['/user/schedule-preview', '/user/agenda', '/user/dashboard']) {
    await expectLoaded(page, path);
    await expectNoSidewaysScroll(page, path);
    await expectNoAxeViolations(`presenter ${path} at 390 px`);
  }
  await expectLoaded(page, '/user/schedule-preview');
  expect(
    await topOf(page, '.schedule-slot'),
    "the schedule's first meeting should start on the first screen",
  ).toBeLessThan(PHONE.height);
});

test('public pages fit a phone, and the welcome frame fills the window', async ({ page, expectNoAxeViolations }) => {
  for (const path of ['/home', '/auth/login', '/important-deadlines', '/gallery']) {
    await expectLoaded(page, path);
    await expectNoSidewaysScroll(page, path);
    await expectNoAxeViolations(`${path} at 390 px`);
  }
  await page.goto('/');
  const frame = page.locator('iframe.landing-frame__frame');
  await expect(frame).toBeVisible();
  expect(await frame.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
});
