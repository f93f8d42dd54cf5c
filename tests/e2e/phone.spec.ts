/**
 * The portal on a 390 × 844 phone: the signed-in top bar is one row of at most 64 px whose Menu button discloses the
 * side menu (Escape closes it and focus goes back to the button, following a link closes it), the dashboard's tabs sit
 * on one row, the schedule's first meeting starts on the first screen, and the welcome frame fills the window. That
 * no page scrolls sideways and that axe finds no serious or critical violation at this size (the dashboard, Meeting
 * Schedule, Agenda, Confirmed Companies, Meeting Preferences and Useful Information as investor1; the Meeting
 * Schedule, Agenda and dashboard as presenter1; home, login, Important Deadlines and Photo Gallery signed out) is
 * checked by the route walk of a11y-routes.spec.ts, which turns each page it visits to this size.
 */
import type { Page } from '@playwright/test';
import { PHONE } from './tap-targets';
import { expect, test } from './test';

test.use({ viewport: PHONE });

async function expectShown(page: Page, path: string) {
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first(), `${path}: h1`).toBeAttached();
  await expect(page.locator('.loader'), `${path}: the loader should give way to the page`).toHaveCount(0);
}

async function expectLoaded(page: Page, path: string) {
  await page.goto(path);
  await expectShown(page, path);
}

const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test('the signed-in top bar, the side menu behind the Menu button, the dashboard tabs and the schedule on a phone', async ({
  investorPage: page,
}) => {
  await expectLoaded(page, '/user/dashboard');
  const topBar = page.locator('header.top-bar');
  expect((await topBar.boundingBox())!.height, 'the top bar should be at most 64 px high').toBeLessThanOrEqual(64);

  // Every tab whole and in sight (none cut, no row to scroll), each at least 44 px high.
  const tabs = await page.getByRole('tab').evaluateAll((elements) =>
    elements.map((tab) => {
      const box = tab.getBoundingClientRect();
      return { right: box.right, height: box.height, cut: tab.scrollWidth > tab.clientWidth };
    }),
  );
  expect(tabs.length, 'the dashboard should show its tabs').toBeGreaterThan(0);
  for (const tab of tabs) {
    expect(tab.right, 'a dashboard tab should end inside the screen').toBeLessThanOrEqual(PHONE.width);
    expect(tab.height, 'a dashboard tab should be at least 44 px high').toBeGreaterThanOrEqual(44);
    expect(tab.cut, "a dashboard tab's label should be whole").toBe(false);
  }

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

  await expectShown(page, '/user/schedule-preview');
  expect(
    await topOf(page, '.schedule-slot'),
    "the schedule's first meeting should start on the first screen",
  ).toBeLessThan(PHONE.height);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeInViewport();
});

test("a presenter's schedule starts on a phone's first screen", async ({ presenterPage: page }) => {
  await expectLoaded(page, '/user/schedule-preview');
  expect(
    await topOf(page, '.schedule-slot'),
    "the schedule's first meeting should start on the first screen",
  ).toBeLessThan(PHONE.height);
});

test("the welcome frame fills a phone's window", async ({ page }) => {
  await page.goto('/');
  const frame = page.locator('iframe.landing-frame__frame');
  await expect(frame).toBeVisible();
  expect(await frame.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
});
