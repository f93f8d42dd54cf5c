/**
 * The public side on a 390 × 844 phone: the public header is one row whose Menu button discloses its links (Escape
 * closes them and gives focus back), every control of the welcome frame of '/' is a target of 44 × 44 px or more,
 * and the frame speaks to the visitor's state: "Sign in" to a visitor, "Go to my dashboard" to a signed-in attendee,
 * in the portal's typeface. Every control of the other public pages, shown and with their Menu open, is checked the
 * same way (links in running text excepted) by the route walk of a11y-routes.spec.ts, which turns each page it visits
 * to this size.
 */
import type { Page } from '@playwright/test';
import { expectTakenOver } from './helpers';
import { smallTargets } from './tap-targets';
import { expect, test } from './test';

test.use({ viewport: { width: 390, height: 844 } });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first(), `${path}: h1`).toBeAttached();
  await expect(page.locator('.loader')).toHaveCount(0);
  // The Menu button opens once the app has taken the written page over, and the demo's mock backend may reload a
  // page its worker did not control yet.
  await expectTakenOver(page);
}

test('public header: one row on a phone, its links behind a Menu button of 44 px', async ({
  page,
  expectNoAxeViolations,
}) => {
  await open(page, '/home');
  const header = page.locator('header.public-header');
  expect((await header.boundingBox())!.height, 'the header is one row').toBeLessThanOrEqual(64);
  const menu = header.getByRole('button', { name: 'Menu', exact: true });
  const links = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toHaveAttribute('aria-controls', 'public-links');
  await expect(links).toBeHidden();
  const box = (await menu.boundingBox())!;
  expect(Math.min(box.width, box.height), 'the Menu button is a 44 px target').toBeGreaterThanOrEqual(44);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(links).toBeVisible();
  for (const name of ['Home', 'Important Deadlines', 'Photo Gallery', 'Contact us', 'Sign in']) {
    const link = links.getByRole('link', { name, exact: true });
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.height, `${name}: a 44 px target`).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations('/home at 390 px, menu open');
  await page.keyboard.press('Escape');
  await expect(links).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await links.getByRole('link', { name: 'Important Deadlines' }).click();
  await expect(page).toHaveURL(/\/important-deadlines$/);
  await expect(links, 'a followed link closes the menu').toBeHidden();
});

test('the welcome frame says "Sign in" to a visitor, in the portal\'s typeface, its figures each on one line', async ({
  page,
}) => {
  await page.goto('/');
  const frame = page.frameLocator('iframe.landing-frame__frame');
  const hero = frame.locator('.frame-actions');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Go to my dashboard' })).toBeHidden();
  await expect(frame.getByRole('link', { name: 'View my dashboard' })).toHaveCount(0);
  const heading = frame.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Inter Variable"?/);
  const figures = await frame.locator('.frame-stats strong').evaluateAll((els) =>
    els.map((el) => ({
      text: el.textContent,
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    })),
  );
  expect(figures.map((f) => f.text)).toEqual(['220', '675', '252', 'over 15,200']);
  for (const figure of figures) expect(figure.lines, `${figure.text} on one line`).toBe(1);
  expect(await smallTargets(page), '/ (the welcome frame): controls under 44 × 44 px').toEqual([]);
});

test('the welcome frame says "Go to my dashboard" to a signed-in attendee, and takes them there', async ({
  investorPage: page,
}) => {
  await page.goto('/');
  const frame = page.frameLocator('iframe.landing-frame__frame');
  const hero = frame.locator('.frame-actions');
  await expect(hero.getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Sign in' })).toBeHidden();
  await expect(frame.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeHidden();
  await hero.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/dashboard');
});
