/**
 * Every route of the portal (the router's own route list), signed in as investor1 and as presenter1 and,
 * for the public ones, signed out: the page's h1 shows, axe finds no serious or critical
 * violation (every dashboard tab included), statuses are told in words, document.title is the route's title, the
 * first focusable element is a "Skip to main content" link whose target exists, and after
 * an in-app navigation through the side menu focus is on the page's h1. The build requires Trusted
 * Types: after each page, nothing was refused (trusted-types.spec.ts checks the policy itself and
 * the libraries' own markup).
 *
 * The same visit then checks the page on a 390 × 844 phone (the window turned to that size, then back), so that the
 * portal's pages are walked once rather than once per viewport: every signed-in page (one path per page, the
 * not-found page under /user left out) has no control under 44 × 44 px (tap-targets.ts) and no box scrolling sideways,
 * on each of its tabs, and the page does not scroll sideways; the public pages public-phone.spec.ts named have no
 * control under 44 × 44 px as shown and with their Menu open; the pages phone.spec.ts names for it are also checked by
 * axe at that size, signed in and signed out. tap-targets.spec.ts checks the views this walk does not open (second
 * views, what opens over a page, the registration forms).
 *
 * The route list is the one the router is built from, so a new route is walked too.
 */
import type { Page } from '@playwright/test';
import { expectStatusesInText } from './a11y-helpers';
import { expectTakenOver } from './helpers';
import { expectNoViolations, recordPolicyViolations, type Violations } from './policy-walk';
import { notFoundEntry, onePathPerPage, routeList, SAMPLE_QUERY, type RouteEntry } from './support/routes';
import { expectNoSidewaysScroll, expectTargetsOnEveryTab, PHONE, resizeTo, smallTargets } from './tap-targets';
import { type DemoAccount, expect, test } from './test';

const SITE_NAME = 'London One-on-One Conference';

// Each test walks a score of pages, with axe on every one and each page again at a phone's size: three times the
// time of one journey.
test.slow();

/** Every route of the portal (the router's own list) and the not-found page, in the router's order. */
const ROUTES = [...routeList, notFoundEntry];
const NOT_FOUND_SAMPLE = '/no-such-page';

type ExpectNoAxeViolations = (label?: string) => Promise<void>;

/**
 * The signed-in pages checked on a phone, one path per page: a page reached at several paths (the dashboard at
 * /user/profile too, the companies and the schedule under /auth) is checked at its first. The not-found page under
 * /user is left out.
 */
const SIGNED_IN_PHONE_PAGES = new Set(
  onePathPerPage('login')
    .filter((route) => route.path !== '/user')
    .map((route) => route.path),
);

/** The pages also checked by axe at 390 × 844 (the phone's layout: the Menu button, cards for tables), per visitor. */
const PHONE_AXE: Record<string, ReadonlySet<string>> = {
  investor1: new Set([
    '/user/dashboard',
    '/user/schedule-preview',
    '/user/agenda',
    '/user/companies',
    '/user/preferences',
    '/user/information',
  ]),
  presenter1: new Set(['/user/schedule-preview', '/user/agenda', '/user/dashboard']),
  'signed out': new Set(['/home', '/auth/login', '/important-deadlines', '/gallery']),
};

/**
 * The public pages whose controls are checked on a phone, signed out, as shown and with the public header's Menu
 * open (every control a target of 44 × 44 px; the welcome frame of '/' is public-phone.spec.ts's).
 */
const PUBLIC_PHONE_PAGES = new Set([
  '/home',
  '/landing',
  '/important-deadlines',
  '/gallery',
  '/auth/login',
  '/auth/registration/identify',
  '/auth/password/email',
  '/privacy-policy',
  '/provider-list',
  '/affilliates',
  '/submit-testimonial',
]);

function titleFor(pathname: string) {
  const route = ROUTES.find((r) => r.path === pathname) ?? notFoundEntry;
  return `${route.title} | ${SITE_NAME}`;
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });

async function expectH1(page: Page, label: string) {
  // attached, not visible: the framed landing page's h1 is for assistive technology only
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first(), `${label}: no h1 with text`).toBeAttached();
  // a page may show a loader before its content: wait until it is gone
  await expect(page.locator('.loader'), `${label}: the loader should give way to the page`).toHaveCount(0);
}

async function expectTitle(page: Page, label: string) {
  const expected = titleFor(new URL(page.url()).pathname);
  await expect(page, `${label}: document.title`).toHaveTitle(expected);
}

/** The first element a Tab from the top of the document reaches, and whether it is a working skip link. */
async function expectSkipLinkFirst(page: Page, label: string) {
  const firstFocusable = () =>
    page.evaluate(() => {
      const selector =
        'a[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';
      const first = [...document.querySelectorAll<HTMLElement>(selector)].find((el) => {
        if (el.matches(':disabled') || el.closest('[inert], [hidden]')) return false;
        if (el.tabIndex < 0) return false;
        if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
        return true;
      });
      if (!first) return { text: null };
      const href = first.getAttribute('href') ?? '';
      return {
        text: (first.textContent ?? '').trim(),
        tag: first.tagName,
        href,
        targetExists: href.startsWith('#') && document.getElementById(href.slice(1)) !== null,
      };
    });
  await expect
    .poll(firstFocusable, {
      message: `${label}: the first focusable element should be the skip link, and its target should exist`,
    })
    .toMatchObject({ text: 'Skip to main content', targetExists: true });
}

async function expectFocusOnH1(page: Page, label: string) {
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (active?.tagName === 'H1' && active.matches('[data-page-heading]')) return "the page's h1";
      return active?.outerHTML.slice(0, 120) ?? '(nothing)';
    });
  await expect
    .poll(focused, { message: `${label}: after an in-app navigation focus should be on the page's h1` })
    .toBe("the page's h1");
}

/** The name of the tab shown selected, if the page has tabs. */
async function selectedTab(page: Page) {
  const selected = page.locator('[role="tab"][aria-selected="true"]');
  return (await selected.count()) > 0 ? ((await selected.first().textContent()) ?? '').trim() : null;
}

/**
 * Opens each tab of every tab list on the page and runs axe on its panel (once per set of tabs). The tab `checked`
 * was shown when the page itself was checked: it is opened again, but axe is not run twice on the same content.
 */
async function walkTabs(
  page: Page,
  expectNoAxeViolations: ExpectNoAxeViolations,
  label: string,
  seen: Set<string>,
  checked: string | null,
) {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  const names = (await tabs.allTextContents()).join('|');
  if (count === 0 || seen.has(names)) return 0;
  seen.add(names);
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    const name = ((await tab.textContent()) ?? '').trim();
    await tab.click();
    await expect(tab, `${label}: tab ${name} should be selected`).toHaveAttribute('aria-selected', 'true');
    if (name === checked) continue;
    const panelId = await tab.getAttribute('aria-controls');
    await expect(
      page.locator(`[id="${panelId}"] .loader, [id="${panelId}"] [aria-busy="true"]`),
      `${label}, tab "${name}": the panel should finish loading`,
    ).toHaveCount(0);
    await expectNoAxeViolations(`${label}, tab "${name}"`);
    await expectStatusesInText(page, `${label}, tab "${name}"`);
  }
  return count;
}

/**
 * The page just checked, again on a phone: the window turned to 390 × 844, the page is no wider than the window and
 * (`targets`) every control of it and of each of its tabs is a target of 44 × 44 px with no box scrolling sideways;
 * axe checks the phone's layout of the pages `PHONE_AXE` names. The window is then turned back.
 */
async function checkOnPhone(
  page: Page,
  expectNoAxeViolations: ExpectNoAxeViolations,
  label: string,
  { targets, publicTargets, axe }: { targets: boolean; publicTargets: boolean; axe: boolean },
) {
  const desktop = page.viewportSize();
  await resizeTo(page, PHONE);
  try {
    await expectNoSidewaysScroll(page, `${label} at 390 px`);
    if (axe) await expectNoAxeViolations(`${label} at 390 px`);
    if (targets) await expectTargetsOnEveryTab(page, `${label} at 390 px`);
    if (publicTargets) {
      expect(await smallTargets(page), `${label} at 390 px: controls under 44 × 44 px`).toEqual([]);
      // The Menu button opens once the app has taken the written page over.
      await expectTakenOver(page);
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(await smallTargets(page), `${label} at 390 px with its menu open: controls under 44 × 44 px`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    }
  } finally {
    if (desktop) await resizeTo(page, desktop);
  }
}

/**
 * Visits every route in `routes`: through its side-menu link when the menu has one (an
 * in-app navigation, where focus must land on the h1), else by loading the URL.
 */
async function walk(
  page: Page,
  expectNoAxeViolations: ExpectNoAxeViolations,
  routes: RouteEntry[],
  role: string,
  { menu, violations }: { menu: boolean; violations: Violations },
) {
  const visited: string[] = [];
  const seenTabs = new Set<string>();
  for (const route of routes) {
    const target = route.path === '*' ? NOT_FOUND_SAMPLE : `${route.path}${SAMPLE_QUERY[route.path] ?? ''}`;
    const label = `${role} ${target}`;
    let viaMenu = false;
    if (menu) {
      const link = sideMenu(page).locator(`a[href="${route.path}"]`).first();
      if ((await link.count()) > 0 && new URL(page.url()).pathname !== route.path) {
        await link.click();
        await expect(page).toHaveURL((url) => url.pathname === route.path);
        viaMenu = true;
      }
    }
    if (!viaMenu) await page.goto(target);
    await expectH1(page, label);
    if (viaMenu) await expectFocusOnH1(page, label);
    await expectTitle(page, label);
    await expectSkipLinkFirst(page, label);
    await expectNoAxeViolations(label);
    await expectStatusesInText(page, label);
    const checkedTab = await selectedTab(page);
    const targets = role !== 'signed out' && SIGNED_IN_PHONE_PAGES.has(route.path);
    const publicTargets = role === 'signed out' && PUBLIC_PHONE_PAGES.has(route.path);
    const phoneAxe = PHONE_AXE[role]?.has(route.path) ?? false;
    const onPhone = targets || publicTargets || phoneAxe;
    if (onPhone) await checkOnPhone(page, expectNoAxeViolations, label, { targets, publicTargets, axe: phoneAxe });
    const tabs = await walkTabs(page, expectNoAxeViolations, label, seenTabs, checkedTab);
    await expectNoViolations(violations, `on ${label}`);
    const landed = new URL(page.url()).pathname;
    visited.push(
      `${target}${landed !== target.split('?')[0] ? ` → ${landed}` : ''}${viaMenu ? ' (menu)' : ''}${tabs ? ` (${tabs} tabs)` : ''}${onPhone ? ' (phone)' : ''}`,
    );
  }
  // The run's log lists what was walked, so a route that went missing from a walk shows there.
  // eslint-disable-next-line no-console
  console.log(`#   ${role}: ${visited.length} routes: ${visited.join(', ')}`);
}

/** On a fresh load, the first Tab reaches the skip link and Enter moves focus into the main landmark. */
async function expectSkipLinkWorks(page: Page, label: string) {
  await page.goto(page.url());
  await expectH1(page, label);
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('link', { name: 'Skip to main content', exact: true }),
    `${label}: the first Tab should reach the skip link`,
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.locator('#main-content'),
    `${label}: the skip link should move focus to the main content`,
  ).toBeFocused();
}

const shellRoutes = ROUTES.filter((r) => r.access === 'login');
const loggedOutRoutes = ROUTES.filter((r) => r.access !== 'login');

/** The local storage a real sign-in left, per user: later tests of this file start from it instead of signing in again. */
const sessions = new Map<DemoAccount, Record<string, string>>();

async function signInOnce(page: Page, signIn: (username: DemoAccount) => Promise<void>, username: DemoAccount) {
  const saved = sessions.get(username);
  if (saved) {
    await page.goto('/home');
    await expectTakenOver(page); // and the mock backend in control, so the next page is not reloaded by msw
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, saved);
    await page.goto('/user/profile');
  } else {
    await signIn(username);
    sessions.set(username, await page.evaluate(() => ({ ...localStorage })));
  }
  await expect(sideMenu(page)).toBeVisible();
  await expectH1(page, `${username} after sign-in`);
}

/** Routes the side menu links to, for this role (read from the rendered menu). */
async function menuPaths(page: Page) {
  const hrefs = await sideMenu(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return new Set(hrefs);
}

for (const username of ['investor1', 'presenter1'] as const) {
  test(`a11y: ${username}, every route of the side menu reached in-app: focus on the h1, title, skip link, axe, dashboard tabs`, async ({
    page,
    signIn,
    expectNoAxeViolations,
  }) => {
    const violations = await recordPolicyViolations(page);
    await signInOnce(page, signIn, username);
    await expectSkipLinkWorks(page, `${username} ${new URL(page.url()).pathname}`);
    const inMenu = await menuPaths(page);
    await walk(
      page,
      expectNoAxeViolations,
      shellRoutes.filter((r) => inMenu.has(r.path)),
      username,
      { menu: true, violations },
    );
  });

  test(`a11y: ${username}, every other signed-in route loaded by URL: h1, title, skip link, axe`, async ({
    page,
    signIn,
    expectNoAxeViolations,
  }) => {
    const violations = await recordPolicyViolations(page);
    await signInOnce(page, signIn, username);
    const inMenu = await menuPaths(page);
    const rest = shellRoutes.filter((r) => !inMenu.has(r.path));
    expect(rest.length).toBeGreaterThan(0);
    await walk(page, expectNoAxeViolations, rest, username, { menu: false, violations });
  });
}

test('a11y: every public route signed out: h1, title, skip link, axe', async ({ page, expectNoAxeViolations }) => {
  const violations = await recordPolicyViolations(page);
  await page.goto('/home');
  await expectH1(page, 'signed out /home');
  await expectTakenOver(page); // and the mock backend in control: msw reloads a page it does not control yet
  await expectSkipLinkWorks(page, 'signed out /home');
  // in-app navigation through the public header also moves focus to the new page's h1 (once the app has taken
  // the written page over: before that its links are plain links)
  await expectTakenOver(page);
  const header = page.getByRole('navigation', { name: 'Main' });
  for (const [name, pathname] of [
    ['Important Deadlines', '/important-deadlines'],
    ['Sign in', '/auth/login'],
    ['Home', '/home'],
  ]) {
    await header.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === pathname);
    await expectH1(page, `signed out ${pathname} (header)`);
    await expectFocusOnH1(page, `signed out ${pathname} (header)`);
    await expectTitle(page, `signed out ${pathname} (header)`);
  }
  await walk(page, expectNoAxeViolations, loggedOutRoutes, 'signed out', { menu: false, violations });
});
