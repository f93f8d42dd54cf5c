/**
 * Public site journeys: the '/' frame and its static page, the landing navbar for
 * visitors and signed-in attendees, the photo gallery lightbox (position, keys, focus),
 * and axe on every public page and the signed-in information pages.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { routeList } from '../../src/app/route-list.ts';
import { paths } from '../../src/config/paths.ts';
import { eventually, expectNoAxeViolations, login } from './helpers.mjs';
import { serveStaticFolder } from './static-host.mjs';
import { test } from './test.mjs';

const heading = (page, name) => page.getByRole('heading', { level: 1, name });
const landingNav = (page) => page.getByRole('navigation', { name: 'Conference sections' });

async function inViewport(locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= -2 && box.top < window.innerHeight;
  });
}

const CONFERENCE = '19th Annual London One-on-One Conference';
const titleOf = (path) => routeList.find((route) => route.path === path).title;

/**
 * The public content pages with the h1 each shows: every page of the public layout open to
 * visitors, except the registration and password pages under /auth/ and the calendar callback.
 * The home and landing pages head with the conference's name, every other with its title.
 */
const publicPages = routeList
  .filter(
    (route) =>
      route.access === 'public' &&
      route.layout === 'public' &&
      !route.path.startsWith('/auth/') &&
      route.path !== paths.redirect,
  )
  .map((route) => [
    route.path,
    route.path === paths.home || route.path === paths.landingContent ? CONFERENCE : route.title,
  ]);

/** The signed-in information pages and their h1 (their route's title). */
const signedInPages = [
  paths.webexGuide,
  paths.user.gallery,
  paths.user.information,
  paths.user.conciergeServices,
  paths.user.hotelAssistance,
].map((path) => [path, titleOf(path)]);

/** Sum of layout shifts after the page's heading is on screen, while scrolling through it so lazy images load. */
async function shiftsWhileScrolling(page, path, title) {
  await page.addInitScript(() => {
    if (window.__shifts) return; // registered once per document, however many times the script was added
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, at: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await heading(page, title).waitFor();
  const shown = await page.evaluate(() => performance.now());
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(200);
  return page.evaluate(
    (since) => window.__shifts.filter((s) => s.at > since).reduce((sum, s) => sum + s.value, 0),
    shown,
  );
}

test('home and landing pages do not shift while their lazy images load', async ({ page }) => {
  for (const path of ['/home', '/landing']) {
    const shift = await shiftsWhileScrolling(page, path, '19th Annual London One-on-One Conference');
    assert.ok(shift < 0.01, `layout shift on ${path} after it appeared: ${shift}`);
  }
  const lazy = await page.evaluate(() =>
    Array.from(document.images).map((img) => [img.loading, img.getAttribute('width'), img.getAttribute('height')]),
  );
  assert.ok(
    lazy.every(([loading, w, h]) => loading === 'lazy' && w && h),
    `every landing image sized and lazy: ${JSON.stringify(lazy)}`,
  );
});

test("'/' frames the static landing page, whose links leave the frame", async ({ page }) => {
  await page.goto('/');
  const frameElement = page.locator('iframe[title]');
  await frameElement.waitFor({ state: 'visible' });
  assert.match(await frameElement.getAttribute('src'), /^\/landing-frame\/index\.html\?t=\d{13}$/);
  const box = await frameElement.boundingBox();
  assert.ok(box.width >= 1270 && box.height >= 890, `the frame should fill the window, got ${box.width}x${box.height}`);
  await expectNoAxeViolations(page, '/ (frame page)');
  const frame = page.frameLocator('iframe[title]');
  await frame.getByRole('heading', { level: 1, name: '19th Annual London One-on-One Conference' }).waitFor();
  for (const href of ['/home', '/landing', '/auth/login', '/user/dashboard']) {
    const targets = await frame.locator(`a[href="${href}"]`).evaluateAll((links) => links.map((a) => a.target));
    assert.ok(targets.length > 0 && targets.every((t) => t === '_top'), `${href} links should open in the top window`);
  }
  await frame.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.goto('/landing-frame/index.html');
  await expectNoAxeViolations(page, '/landing-frame/index.html');
});

test('/landing on a static host that answers a folder with its index.html', async ({ page }) => {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist-e2e');
  const port = await freePort(4185);
  const server = await serveStaticFolder(dist, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    // The host does map folders: the welcome frame's folder is answered with its own page.
    const frameFolder = await page.request.get(`${origin}/landing-frame/`);
    assert.match(await frameFolder.text(), /target="_top"/);
    await page.goto(`${origin}/landing`);
    await heading(page, '19th Annual London One-on-One Conference').waitFor();
    await landingNav(page).waitFor();
    assert.equal(new URL(page.url()).pathname, '/landing');
    await page.goto(`${origin}/gallery`);
    await heading(page, 'Photo Gallery').waitFor();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('landing navbar: section anchors and Sign in for a visitor', async ({ page }) => {
  await page.goto('/landing');
  await heading(page, '19th Annual London One-on-One Conference').waitFor();
  const nav = landingNav(page);
  for (const [label, id] of [
    ['Upcoming Events', 'upcoming-events'],
    ['Video Gallery', 'video-gallery'],
    ['Past Speakers', 'past-speakers'],
    ['Our Objectives', 'objectives'],
    ['Introduction', 'introduction'],
  ]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL((url) => url.hash === `#${id}`);
    const section = page.locator(`#${id}`);
    await eventually(() => inViewport(section), { message: `#${id} should scroll into view` });
    const navBox = await nav.boundingBox();
    assert.ok(navBox.y >= -1 && navBox.y < 5, 'the navbar should stay at the top while scrolling');
  }
  assert.equal(await nav.getByRole('button', { name: 'Logout' }).count(), 0);
  // The speakers carousel moves with its buttons.
  const speakers = page.getByRole('region', { name: 'Past speakers' });
  await speakers.getByText('Showing 1 to 6 of 8').waitFor();
  await speakers.getByRole('button', { name: 'Next past speakers' }).click();
  await speakers.getByText('Showing 2 to 7 of 8').waitFor();
  await expectNoAxeViolations(page, '/landing (visitor)');
  await nav.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
});

test('landing navbar: dashboard link and Logout when signed in', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/landing');
  const nav = landingNav(page);
  await nav.getByRole('link', { name: 'My Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/user/dashboard');
  await page.goto('/landing');
  await page.locator('#upcoming-events').getByRole('link', { name: 'View my dashboard' }).waitFor();
  await expectNoAxeViolations(page, '/landing (signed in)');
  await landingNav(page).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await eventually(async () => (await page.evaluate(() => localStorage.length)) === 0, {
    message: 'storage should be cleared',
  });
});

test('gallery: filters, lightbox 700 px wide and 250 px from the top, arrow keys, Escape and focus return', async ({
  page,
}) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/user/gallery');
  await heading(page, 'Photo Gallery').waitFor();
  assert.equal(await page.locator('#portfolio').count(), 1);
  const grid = page.locator('.photo-gallery__grid');
  assert.equal(await grid.locator('img').count(), 236);
  await page.getByRole('button', { name: 'Dinner Party', exact: true }).click();
  assert.equal(
    await page.getByRole('button', { name: 'Dinner Party', exact: true }).getAttribute('aria-pressed'),
    'true',
  );
  assert.equal(await grid.locator('img').count(), 146);

  const thumbnails = await grid.locator('img').evaluateAll((imgs) =>
    imgs.slice(0, 3).map((img) => ({
      w: img.getBoundingClientRect().width,
      h: img.getBoundingClientRect().height,
      top: img.getBoundingClientRect().top,
      loading: img.loading,
      fit: getComputedStyle(img).objectFit,
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );
  assert.ok(
    thumbnails.every((t) => Math.abs(t.w - t.h) < 1 && t.w > 200 && t.w <= 350),
    `square thumbnails: ${JSON.stringify(thumbnails)}`,
  );
  assert.ok(
    thumbnails.every((t) => Math.abs(t.top - thumbnails[0].top) < 1),
    'three photos in the first row',
  );
  assert.ok(thumbnails.every((t) => t.loading === 'lazy' && t.fit === 'cover'));
  await eventually(
    () =>
      grid
        .locator('img')
        .first()
        .evaluate((img) => img.complete && img.naturalWidth > 0),
    { message: 'the local placeholder should load' },
  );

  const opener = page.getByRole('button', { name: 'Dinner Party, photo 2', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByText('Image 2 of 146').waitFor();
  const box = await dialog.boundingBox();
  assert.ok(Math.abs(box.y - 250) <= 1, `the lightbox should sit 250 px from the top, got ${box.y}`);
  assert.ok(Math.abs(box.width - 700) <= 1, `the lightbox should be 700 px wide, got ${box.width}`);
  await expectNoAxeViolations(page, 'gallery lightbox');

  await page.keyboard.press('ArrowRight');
  await dialog.getByText('Image 3 of 146').waitFor();
  await dialog.getByRole('img', { name: 'Dinner Party, photo 3' }).waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await dialog.getByText('Image 1 of 146').waitFor();
  await page.keyboard.press('ArrowLeft');
  await dialog.getByText('Image 146 of 146').waitFor();
  await dialog.getByRole('button', { name: /Next photo/ }).click();
  await dialog.getByText('Image 1 of 146').waitFor();

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(() => opener.evaluate((el) => el === document.activeElement), {
    message: 'focus should return to the thumbnail',
  });
});

test('the focused page heading is outlined after keyboard navigation, not after a mouse click', async ({ page }) => {
  const headingOutline = (name) =>
    heading(page, name).evaluate((el) =>
      el === document.activeElement ? getComputedStyle(el).outlineStyle : 'not focused',
    );
  await page.goto('/home');
  await heading(page, '19th Annual London One-on-One Conference').waitFor();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Important Deadlines' }).click();
  await heading(page, 'Important Deadlines').waitFor();
  await eventually(async () => (await headingOutline('Important Deadlines')) === 'none', {
    message: 'no outline after a mouse click',
  });
  await menu.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Enter');
  await heading(page, '19th Annual London One-on-One Conference').waitFor();
  await eventually(async () => (await headingOutline('19th Annual London One-on-One Conference')) === 'solid', {
    message: 'an outline after keyboard navigation',
  });
});

test('the privacy policy is spaced like the other text pages', async ({ page }) => {
  await page.goto('/privacy-policy');
  await heading(page, 'Privacy Policy').waitFor();
  // A section heading sits above its paragraph with the usual collapsed margin, as on the other text
  // pages: no grid gap added between every heading and paragraph.
  const { gap, margin } = await page
    .locator('article h2')
    .first()
    .evaluate((h2) => {
      const next = h2.nextElementSibling;
      const collapsed = Math.max(
        parseFloat(getComputedStyle(h2).marginBottom),
        parseFloat(getComputedStyle(next).marginTop),
      );
      return { gap: next.getBoundingClientRect().top - h2.getBoundingClientRect().bottom, margin: collapsed };
    });
  assert.ok(
    Math.abs(gap - margin) <= 1,
    `gap under a section heading: ${gap} px, expected the collapsed margin ${margin} px`,
  );
});

test('axe: public pages', async ({ page }) => {
  for (const [path, title] of publicPages) {
    await page.goto(path);
    await heading(page, title).waitFor();
    await expectNoAxeViolations(page, path);
  }
  await page.goto('/submit-testimonial');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Field is required').first().waitFor();
  assert.equal(await page.getByText('Field is required').count(), 6);
  await expectNoAxeViolations(page, '/submit-testimonial with errors');
});

test('axe: signed-in information pages', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  for (const [path, title] of signedInPages) {
    await page.goto(path);
    await heading(page, title).waitFor();
    await expectNoAxeViolations(page, path);
  }
  await page.goto('/webex-guide');
  await heading(page, 'Webex Joining Guide').waitFor();
  const guides = page.getByRole('link', { name: /Webex joining guide for/ });
  assert.equal(await guides.count(), 2);
  for (const link of await guides.all()) {
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    assert.match(await link.getAttribute('href'), /\.pdf$/);
  }
});
