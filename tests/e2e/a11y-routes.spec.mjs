/**
 * Every route of the portal (src/app/route-list.ts), signed in as investor1 and as presenter1 and,
 * for the public ones, signed out: the page's h1 shows, axe finds no serious or critical
 * violation (every dashboard tab included), statuses are told in words, document.title is the route's title, the
 * first focusable element is a "Skip to main content" link whose target exists, and after
 * an in-app navigation through the side menu focus is on the page's h1.
 *
 * The route list is the one the router is built from, so a new route is walked too.
 */
import assert from 'node:assert/strict';
import { notFoundEntry, routeList } from '../../src/app/route-list.ts';
import { expectStatusesInText } from './a11y-helpers.mjs';
import { eventually, expectNoAxeViolations, login } from './helpers.mjs';
import { test } from './test.mjs';

const SITE_NAME = 'London One-on-One Conference';

/** Every route of the portal (the router's own list) and the not-found page, in the router's order. */
const ROUTES = [...routeList, notFoundEntry];
const NOT_FOUND_SAMPLE = '/no-such-page';

/** Query strings some routes need to show their page rather than an error about a missing link parameter. */
const SAMPLE_QUERY = {
  '/auth/password/reset': '?token=sample-reset-token&email=investor1%40example.com',
  '/auth/registration/mail/action/cancellation': '?cancelation_token=cancel-token-ok',
};

function titleFor(pathname) {
  const route = ROUTES.find((r) => r.path === pathname) ?? ROUTES.find((r) => r.path === '*');
  return `${route.title} | ${SITE_NAME}`;
}

const sideMenu = (page) => page.getByRole('navigation', { name: 'Side menu' });

async function waitForH1(page, label) {
  // attached, not visible: the framed landing page's h1 is for assistive technology only
  await page
    .waitForFunction(() => [...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() !== ''), undefined, {
      timeout: 15_000,
    })
    .catch(() => {
      throw new assert.AssertionError({ message: `${label}: no h1 with text (at ${page.url()})` });
    });
  // a page may show a loader before its content: wait until it is gone
  await page
    .locator('.loader')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

async function expectTitle(page, label) {
  const pathname = new URL(page.url()).pathname;
  const expected = titleFor(pathname);
  await eventually(async () => (await page.title()) === expected, {
    timeout: 5_000,
    message: `${label}: document.title should be "${expected}" (is "${await page.title()}")`,
  });
}

/** The first element a Tab from the top of the document reaches, and whether it is a working skip link. */
async function expectSkipLinkFirst(page, label) {
  const info = await page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';
    const first = [...document.querySelectorAll(selector)].find((el) => {
      if (el.matches(':disabled') || el.closest('[inert], [hidden]')) return false;
      if (el.tabIndex < 0) return false;
      if (el.tagName === 'INPUT' && el.type === 'hidden') return false;
      return true;
    });
    if (!first) return { text: null };
    const href = first.getAttribute('href') ?? '';
    return {
      text: first.textContent.trim(),
      tag: first.tagName,
      href,
      targetExists: href.startsWith('#') && document.getElementById(href.slice(1)) !== null,
    };
  });
  assert.equal(
    info.text,
    'Skip to main content',
    `${label}: the first focusable element should be the skip link (found ${JSON.stringify(info)})`,
  );
  assert.ok(info.targetExists, `${label}: the skip link target ${info.href} should exist`);
}

async function expectFocusOnH1(page, label) {
  await eventually(
    () =>
      page.evaluate(
        () => document.activeElement?.tagName === 'H1' && document.activeElement.matches('[data-page-heading]'),
      ),
    {
      timeout: 5_000,
      message: `${label}: after an in-app navigation focus should be on the page's h1 (it is on ${await page.evaluate(
        () => document.activeElement?.outerHTML.slice(0, 120),
      )})`,
    },
  );
}

/** Opens each tab of every tab list on the page and runs axe on its panel (once per set of tabs). */
async function walkTabs(page, label, seen) {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  const names = (await tabs.allTextContents()).join('|');
  if (count === 0 || seen.has(names)) return 0;
  seen.add(names);
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent()).trim();
    await tab.click();
    await eventually(async () => (await tab.getAttribute('aria-selected')) === 'true', {
      message: `${label}: tab ${name} should be selected`,
    });
    const panelId = await tab.getAttribute('aria-controls');
    await page
      .locator(`[id="${panelId}"] .loader, [id="${panelId}"] [aria-busy="true"]`)
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await expectNoAxeViolations(page, `${label}, tab "${name}"`);
    await expectStatusesInText(page, `${label}, tab "${name}"`);
  }
  return count;
}

/**
 * Visits every route in `routes`: through its side-menu link when the menu has one (an
 * in-app navigation, where focus must land on the h1), else by loading the URL.
 */
async function walk(page, routes, role, { menu }) {
  const visited = [];
  const seenTabs = new Set();
  for (const route of routes) {
    const target = route.path === '*' ? NOT_FOUND_SAMPLE : `${route.path}${SAMPLE_QUERY[route.path] ?? ''}`;
    const label = `${role} ${target}`;
    let viaMenu = false;
    if (menu) {
      const link = sideMenu(page).locator(`a[href="${route.path}"]`).first();
      if ((await link.count()) > 0 && new URL(page.url()).pathname !== route.path) {
        await link.click();
        await page.waitForURL((url) => url.pathname === route.path);
        viaMenu = true;
      }
    }
    if (!viaMenu) await page.goto(target);
    await waitForH1(page, label);
    if (viaMenu) await expectFocusOnH1(page, label);
    await expectTitle(page, label);
    await expectSkipLinkFirst(page, label);
    await expectNoAxeViolations(page, label);
    await expectStatusesInText(page, label);
    const tabs = await walkTabs(page, label, seenTabs);
    const landed = new URL(page.url()).pathname;
    visited.push(
      `${target}${landed !== target.split('?')[0] ? ` → ${landed}` : ''}${viaMenu ? ' (menu)' : ''}${tabs ? ` (${tabs} tabs)` : ''}`,
    );
  }
  console.log(`#   ${role}: ${visited.length} routes: ${visited.join(', ')}`);
}

/** On a fresh load, the first Tab reaches the skip link and Enter moves focus into the main landmark. */
async function expectSkipLinkWorks(page, label) {
  await page.goto(page.url());
  await waitForH1(page, label);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent.trim());
  assert.equal(focused, 'Skip to main content', `${label}: the first Tab should reach the skip link`);
  await page.keyboard.press('Enter');
  await eventually(() => page.evaluate(() => document.activeElement?.id === 'main-content'), {
    message: `${label}: the skip link should move focus to the main content`,
  });
}

const shellRoutes = ROUTES.filter((r) => r.access === 'login');
const loggedOutRoutes = ROUTES.filter((r) => r.access !== 'login');

/** The local storage a real sign-in left, per user: later tests of this file start from it instead of signing in again. */
const sessions = new Map();

async function signIn(page, username) {
  const saved = sessions.get(username);
  if (saved) {
    await page.goto('/home');
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, saved);
    await page.goto('/user/profile');
  } else {
    await login(page, username, 'password1');
    sessions.set(username, await page.evaluate(() => ({ ...localStorage })));
  }
  await sideMenu(page).waitFor({ state: 'visible' });
  await waitForH1(page, `${username} after sign-in`);
}

/** Routes the side menu links to, for this role (read from the rendered menu). */
async function menuPaths(page) {
  const hrefs = await sideMenu(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return new Set(hrefs);
}

for (const username of ['investor1', 'presenter1']) {
  test(`a11y: ${username}, every route of the side menu reached in-app: focus on the h1, title, skip link, axe, dashboard tabs`, async ({
    page,
  }) => {
    await signIn(page, username);
    await expectSkipLinkWorks(page, `${username} ${new URL(page.url()).pathname}`);
    const inMenu = await menuPaths(page);
    await walk(
      page,
      shellRoutes.filter((r) => inMenu.has(r.path)),
      username,
      { menu: true },
    );
  });

  test(`a11y: ${username}, every other signed-in route loaded by URL: h1, title, skip link, axe`, async ({ page }) => {
    await signIn(page, username);
    const inMenu = await menuPaths(page);
    const rest = shellRoutes.filter((r) => !inMenu.has(r.path));
    assert.ok(rest.length > 0);
    await walk(page, rest, username, { menu: false });
  });
}

test('a11y: every public route signed out: h1, title, skip link, axe', async ({ page }) => {
  await page.goto('/home');
  await waitForH1(page, 'signed out /home');
  await expectSkipLinkWorks(page, 'signed out /home');
  // in-app navigation through the public header also moves focus to the new page's h1
  const header = page.getByRole('navigation', { name: 'Main' });
  for (const [name, pathname] of [
    ['Important Deadlines', '/important-deadlines'],
    ['Sign in', '/auth/login'],
    ['Home', '/home'],
  ]) {
    await header.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathname);
    await waitForH1(page, `signed out ${pathname} (header)`);
    await expectFocusOnH1(page, `signed out ${pathname} (header)`);
    await expectTitle(page, `signed out ${pathname} (header)`);
  }
  await walk(page, loggedOutRoutes, 'signed out', { menu: false });
});
