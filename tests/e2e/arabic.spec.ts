/**
 * The portal in Arabic: every page of investor1, of presenter1 and of a signed-out visitor, with the device
 * remembering Arabic. Each page is right to left (`dir="rtl"`, `lang="ar"`), shows no English text of the portal's
 * own (only what the server sends, in its own direction: support/arabic.ts), axe finds no serious or critical
 * violation, and the page does not scroll sideways on a laptop (1366 px) nor on a phone (390 px). The pages are
 * opened inside the running portal, as its links open them; the signed-out walk loads the pages written at build time
 * (in English), which an Arabic visitor sees only once drawn in Arabic.
 *
 * The route list is the router's own, so a new route is walked in Arabic too.
 */
import type { Page } from '@playwright/test';
import { expectTakenOver } from './helpers';
import { expectPageShown, openInApp } from './policy-walk';
import { chooseArabic, expectArabicPage } from './support/arabic';
import { notFoundEntry, onePathPerPage, routeList, sampleTarget } from './support/routes';
import { expectNoSidewaysScroll, PHONE, resizeTo } from './tap-targets';
import { expect, test } from './test';

// A score of pages, each with axe and a second width.
test.slow();

const LAPTOP = { width: 1366, height: 768 };
test.use({ viewport: LAPTOP });

/** The page as shown: Arabic, right to left, axe clean, no sideways scroll at 1366 px, then at 390 px. */
async function checkPage(page: Page, label: string, expectNoAxeViolations: (label?: string) => Promise<void>) {
  await expectPageShown(page, label);
  await expectArabicPage(page, label);
  await expectNoAxeViolations(label);
  await expectNoSidewaysScroll(page, `${label} at 1366 px`);
  await resizeTo(page, PHONE);
  try {
    await expectNoSidewaysScroll(page, `${label} at 390 px`);
    await expectArabicPage(page, `${label} at 390 px`);
  } finally {
    await resizeTo(page, LAPTOP);
  }
}

/** Every page of a signed-in role (one path per page), opened in the portal, then the not-found page. */
async function walkSignedIn(page: Page, who: string, expectNoAxeViolations: (label?: string) => Promise<void>) {
  await chooseArabic(page);
  await page.goto('/user/dashboard');
  await expectTakenOver(page);
  const visited: string[] = [];
  for (const route of onePathPerPage('login').filter((entry) => entry.path !== '/user')) {
    const target = sampleTarget(route);
    await openInApp(page, target);
    await checkPage(page, `${who} ${target}`, expectNoAxeViolations);
    visited.push(target);
  }
  await openInApp(page, sampleTarget(notFoundEntry));
  await checkPage(page, `${who} not found`, expectNoAxeViolations);
  // eslint-disable-next-line no-console
  console.log(`#   ${who} in Arabic: ${visited.length} pages: ${visited.join(', ')}`);
}

test('Arabic: every page of investor1, right to left, axe clean, no English of the portal’s own', async ({
  investorPage,
  expectNoAxeViolations,
}) => {
  await walkSignedIn(investorPage, 'investor1', expectNoAxeViolations);
});

test('Arabic: every page of presenter1, right to left, axe clean, no English of the portal’s own', async ({
  presenterPage,
  expectNoAxeViolations,
}) => {
  await walkSignedIn(presenterPage, 'presenter1', expectNoAxeViolations);
});

test('Arabic: every public page signed out, the written pages drawn in Arabic', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/home');
  await expectTakenOver(page);
  await chooseArabic(page);
  const publicRoutes = routeList.filter((route) => route.access !== 'login');
  const visited: string[] = [];
  for (const [index, route] of publicRoutes.entries()) {
    const target = sampleTarget(route);
    // Loaded, the written ones every other time (what an Arabic visitor arriving from outside gets); else opened in
    // the portal, as its links open them.
    if (index % 2 === 0 || route.prerender) {
      await page.goto(target);
      await expectTakenOver(page);
    } else await openInApp(page, target);
    await checkPage(page, `signed out ${target}`, expectNoAxeViolations);
    if (route.path === '/') {
      // The welcome page in its frame is the Arabic one, right to left.
      const frame = page.frameLocator('iframe.landing-frame__frame');
      await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(frame.getByRole('heading', { level: 1 })).toContainText('المؤتمر السنوي');
    }
    visited.push(target);
  }
  // eslint-disable-next-line no-console
  console.log(`#   signed out in Arabic: ${visited.length} pages: ${visited.join(', ')}`);
  expect(visited.length).toBeGreaterThan(5);
});
