/**
 * Public site journeys: the '/' frame and its static page, the landing navbar for
 * visitors and signed-in attendees, the photo gallery lightbox (position, keys, focus),
 * and axe on every public page and the signed-in information pages.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { expectTakenOver, nextFrames } from './helpers';
import { closeServer, serveStaticFolder } from './static-host';
import { paths, routeList } from './support/routes';
import { expect, test } from './test';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const landingNav = (page: Page) => page.getByRole('navigation', { name: 'Conference sections' });

/** Whether the top of the element is within the window. */
async function inViewport(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= -2 && box.top < window.innerHeight;
  });
}

const CONFERENCE = '19th Annual London One-on-One Conference';
const titleOf = (path: string) => routeList.find((route) => route.path === path)?.title ?? `(no route ${path})`;

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

type ShiftWindow = { __shifts?: { value: number; at: number }[]; __shiftObserver?: PerformanceObserver };

/** Sum of layout shifts after the page's heading is on screen, while scrolling through it so lazy images load. */
async function shiftsWhileScrolling(page: Page, path: string, title: string) {
  await page.addInitScript(() => {
    const watched = window as ShiftWindow;
    if (watched.__shifts) return; // registered once per document, however many times the script was added
    const shifts: { value: number; at: number }[] = [];
    watched.__shifts = shifts;
    const note = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
    };
    watched.__shiftObserver = new PerformanceObserver((list) => note(list.getEntries()));
    watched.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible();
  const shown = await page.evaluate(() => performance.now());
  // Taken over (its shifts count), and the mock backend's worker in control: the next page of the loop
  // opens under it instead of being reloaded by msw (see expectTakenOver).
  await expectTakenOver(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page); // laid out at the new position: the images near it start loading
  }
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)), {
      message: `every image of ${path} should load`,
      timeout: 10_000,
    })
    .toBe(true);
  await nextFrames(page); // the loaded images are laid out
  return page.evaluate((since) => {
    const watched = window as ShiftWindow;
    // Entries of the frames just drawn that the observer has not been handed yet.
    for (const entry of (watched.__shiftObserver?.takeRecords() ?? []) as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) watched.__shifts?.push({ value: entry.value, at: entry.startTime });
    return (watched.__shifts ?? []).filter((s) => s.at > since).reduce((sum, s) => sum + s.value, 0);
  }, shown);
}

test('home and landing pages do not shift while their lazy images load', async ({ page }) => {
  for (const path of ['/home', '/landing']) {
    const shift = await shiftsWhileScrolling(page, path, '19th Annual London One-on-One Conference');
    expect(shift, `layout shift on ${path} after it appeared`).toBeLessThan(0.01);
  }
  const lazy = await page.evaluate(() =>
    Array.from(document.images).map((img) => [img.loading, img.getAttribute('width'), img.getAttribute('height')]),
  );
  expect(
    lazy.filter(([loading, w, h]) => !(loading === 'lazy' && w && h)),
    'every landing image sized and lazy',
  ).toEqual([]);
});

test("'/' frames the static landing page, whose links leave the frame", async ({ page, expectNoAxeViolations }) => {
  await page.goto('/');
  const frameElement = page.locator('iframe[title]');
  await expect(frameElement).toBeVisible();
  await expect(frameElement).toHaveAttribute('src', /^\/landing-frame\/index\.html\?t=\d{13}$/);
  const box = await frameElement.boundingBox();
  expect(box, 'the frame is laid out').not.toBeNull();
  expect(box?.width, 'the frame should fill the window').toBeGreaterThanOrEqual(1270);
  expect(box?.height, 'the frame should fill the window').toBeGreaterThanOrEqual(890);
  await expectNoAxeViolations('/ (frame page)');
  const frame = page.frameLocator('iframe[title]');
  await expect(
    frame.getByRole('heading', { level: 1, name: '19th Annual London One-on-One Conference' }),
  ).toBeVisible();
  for (const href of ['/home', '/landing', '/auth/login', '/user/dashboard']) {
    const targets = await frame
      .locator(`a[href="${href}"]`)
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).target));
    expect(targets.length, `${href} links should be there`).toBeGreaterThan(0);
    expect(
      targets.filter((t) => t !== '_top'),
      `${href} links should open in the top window`,
    ).toEqual([]);
  }
  await frame.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  await page.goto('/landing-frame/index.html');
  await expectNoAxeViolations('/landing-frame/index.html');
});

test('/landing on a static host that answers a folder with its index.html', async ({ page }) => {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist-e2e');
  const port = await freePort(4185);
  const server = await serveStaticFolder(dist, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    // The host does map folders: the welcome frame's folder is answered with its own page.
    const frameFolder = await page.request.get(`${origin}/landing-frame/`);
    expect(await frameFolder.text()).toMatch(/target="_top"/);
    await page.goto(`${origin}/landing`);
    await expect(heading(page, '19th Annual London One-on-One Conference')).toBeVisible();
    await expect(landingNav(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/landing');
    await page.goto(`${origin}/gallery`);
    await expect(heading(page, 'Photo Gallery')).toBeVisible();
  } finally {
    await closeServer(server);
  }
});

test('landing navbar: section anchors and Sign in for a visitor', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/landing');
  await expect(heading(page, '19th Annual London One-on-One Conference')).toBeVisible();
  // The carousel's buttons work once the app has taken the written page over.
  await expectTakenOver(page);
  const nav = landingNav(page);
  for (const [label, id] of [
    ['Upcoming Events', 'upcoming-events'],
    ['Video Gallery', 'video-gallery'],
    ['Past Speakers', 'past-speakers'],
    ['Our Objectives', 'objectives'],
    ['Introduction', 'introduction'],
  ]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.hash === `#${id}`);
    const section = page.locator(`#${id}`);
    await expect.poll(() => inViewport(section), { message: `#${id} should scroll into view` }).toBe(true);
    const navBox = await nav.boundingBox();
    expect(navBox?.y, 'the navbar should stay at the top while scrolling').toBeGreaterThanOrEqual(-1);
    expect(navBox?.y, 'the navbar should stay at the top while scrolling').toBeLessThan(5);
  }
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  // The speakers carousel moves with its buttons.
  const speakers = page.getByRole('region', { name: 'Past speakers' });
  await expect(speakers.getByText('Showing 1 to 6 of 8')).toBeVisible();
  await speakers.getByRole('button', { name: 'Next past speakers' }).click();
  await expect(speakers.getByText('Showing 2 to 7 of 8')).toBeVisible();
  await expectNoAxeViolations('/landing (visitor)');
  await nav.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
});

test('landing navbar: dashboard link and Logout when signed in', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto('/landing');
  await expectTakenOver(page);
  const nav = landingNav(page);
  await nav.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/dashboard');
  await page.goto('/landing');
  await expectTakenOver(page);
  await expect(page.locator('#upcoming-events').getByRole('link', { name: 'View my dashboard' })).toBeVisible();
  await expectNoAxeViolations('/landing (signed in)');
  await landingNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  await expect.poll(() => page.evaluate(() => localStorage.length), { message: 'storage should be cleared' }).toBe(0);
});

test('gallery: filters, centred grid loaded as the visitor scrolls, lightbox with the 700 px photo 250 px from the top, arrow keys, Escape and focus return', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto('/user/gallery');
  await expect(heading(page, 'Photo Gallery')).toBeVisible();
  await expect(page.locator('#portfolio')).toHaveCount(1);
  const grid = page.locator('.photo-gallery__grid');
  await expect(grid.locator('img')).toHaveCount(24);
  await page.getByRole('button', { name: 'Dinner Party', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Dinner Party', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('146 photos, showing the first 24')).toBeVisible();
  await expect(grid.locator('img')).toHaveCount(24);
  // The grid is centred in its column.
  const [gridBox, columnBox] = await Promise.all([grid.boundingBox(), page.locator('.photo-gallery').boundingBox()]);
  const firstRow = await grid
    .locator('li')
    .evaluateAll((items) => items.slice(0, 3).map((li) => li.getBoundingClientRect()));
  const leftGap = firstRow[0].left - (columnBox?.x ?? 0);
  const rightGap = (columnBox?.x ?? 0) + (columnBox?.width ?? 0) - firstRow[2].right;
  expect(
    Math.abs(leftGap - rightGap),
    `centred grid: ${leftGap} vs ${rightGap} (${gridBox?.width})`,
  ).toBeLessThanOrEqual(2);
  // Scrolling to the end of the grid adds the next page.
  await page.getByRole('button', { name: 'Show more photos' }).scrollIntoViewIfNeeded();
  await expect
    .poll(() => grid.locator('img').count(), { message: 'the next page as the visitor scrolls' })
    .toBeGreaterThan(24);

  const thumbnails = await grid.locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.slice(0, 3).map((img) => ({
      w: img.getBoundingClientRect().width,
      h: img.getBoundingClientRect().height,
      top: img.getBoundingClientRect().top,
      loading: img.loading,
      fit: getComputedStyle(img).objectFit,
    })),
  );
  expect(
    thumbnails.every((t) => Math.abs(t.w - t.h) < 1 && t.w > 200 && t.w <= 350),
    `square thumbnails: ${JSON.stringify(thumbnails)}`,
  ).toBe(true);
  expect(
    thumbnails.every((t) => Math.abs(t.top - thumbnails[0].top) < 1),
    'three photos in the first row',
  ).toBe(true);
  expect(thumbnails.map((t) => `${t.loading} ${t.fit}`)).toEqual(['lazy cover', 'lazy cover', 'lazy cover']);
  await expect
    .poll(
      () =>
        grid
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      { message: 'the local placeholder should load' },
    )
    .toBe(true);

  const opener = page.getByRole('button', { name: 'Dinner Party, photo 2', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Image 2 of 146')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(
    Math.abs((box?.y ?? NaN) - 250),
    `the lightbox should sit 250 px from the top, got ${box?.y}`,
  ).toBeLessThanOrEqual(1);
  expect(
    Math.abs((box?.width ?? NaN) - 700),
    `the lightbox should be 700 px wide, got ${box?.width}`,
  ).toBeLessThanOrEqual(1);
  const photoBox = await dialog.getByRole('img', { name: 'Dinner Party, photo 2' }).boundingBox();
  expect(
    Math.abs((photoBox?.width ?? NaN) - 700),
    `the photo is shown 700 px wide, got ${photoBox?.width}`,
  ).toBeLessThanOrEqual(1);
  await expectNoAxeViolations('gallery lightbox');

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Image 3 of 146')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Dinner Party, photo 3' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Image 1 of 146')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Image 146 of 146')).toBeVisible();
  await dialog.getByRole('button', { name: /Next photo/ }).click();
  await expect(dialog.getByText('Image 1 of 146')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Dinner Party, photo 1', exact: true }),
    'focus should return to the thumbnail of the photo last shown',
  ).toBeFocused();
  await opener.click();
  await expect(dialog.getByText('Image 2 of 146')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opener, 'focus should return to the thumbnail').toBeFocused();
});

test('agenda: the four days two by two or four in a row, never three and an orphan, headings level', async ({
  page,
}) => {
  const tops = async () =>
    page.locator('.agenda__day').evaluateAll((days) =>
      days.map((day) => ({
        day: Math.round(day.getBoundingClientRect().top),
        table: Math.round((day.querySelector('table') as HTMLElement).getBoundingClientRect().top),
      })),
    );
  for (const width of [1366, 1100, 900, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    // Measured once the app has the page: the mock backend's worker may reload a page it does not control yet.
    await expectTakenOver(page);
    await expect(page.locator('.agenda__day')).toHaveCount(4);
    const rows = await tops();
    const perRow = new Map<number, number[]>();
    for (const { day, table } of rows) perRow.set(day, [...(perRow.get(day) ?? []), table]);
    const sizes = [...perRow.values()].map((tables) => tables.length);
    expect([[4], [2, 2], [1, 1, 1, 1]], `days per row at ${width} px: ${JSON.stringify(rows)}`).toContainEqual(sizes);
    for (const tables of perRow.values())
      expect(new Set(tables).size, `tables of one row start level at ${width} px`).toBe(1);
  }
});

test('the focused page heading is outlined after keyboard navigation, not after a mouse click', async ({ page }) => {
  const headingOutline = (name: string) =>
    heading(page, name).evaluate((el) =>
      el === document.activeElement ? getComputedStyle(el).outlineStyle : 'not focused',
    );
  await page.goto('/home');
  await expect(heading(page, '19th Annual London One-on-One Conference')).toBeVisible();
  // The written page's links are plain links until the app has taken it over; this test is about in-app navigation.
  await expectTakenOver(page);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Important Deadlines' }).click();
  await expect(heading(page, 'Important Deadlines')).toBeVisible();
  await expect
    .poll(() => headingOutline('Important Deadlines'), { message: 'no outline after a mouse click' })
    .toBe('none');
  await menu.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, '19th Annual London One-on-One Conference')).toBeVisible();
  await expect
    .poll(() => headingOutline('19th Annual London One-on-One Conference'), {
      message: 'an outline after keyboard navigation',
    })
    .toBe('solid');
});

test('the privacy policy is spaced like the other text pages', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(heading(page, 'Privacy Policy')).toBeVisible();
  // A section heading sits above its paragraph with the usual collapsed margin, as on the other text
  // pages: no grid gap added between every heading and paragraph.
  const { gap, margin } = await page
    .locator('article h2')
    .first()
    .evaluate((h2) => {
      const next = h2.nextElementSibling;
      if (!next) return { gap: NaN, margin: NaN };
      const collapsed = Math.max(
        parseFloat(getComputedStyle(h2).marginBottom),
        parseFloat(getComputedStyle(next).marginTop),
      );
      return { gap: next.getBoundingClientRect().top - h2.getBoundingClientRect().bottom, margin: collapsed };
    });
  expect(
    Math.abs(gap - margin),
    `gap under a section heading: ${gap} px, expected the collapsed margin ${margin} px`,
  ).toBeLessThanOrEqual(1);
});

// Axe on each of these pages is in a11y-routes.spec.ts (every route); here, what each one heads with.
test('public pages head with their titles; the testimonial form with its errors passes axe', async ({
  page,
  expectNoAxeViolations,
}) => {
  for (const [path, title] of publicPages) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expectTakenOver(page); // and the mock backend in control, so the next page is not reloaded by msw
  }
  await page.goto('/submit-testimonial');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Field is required').first()).toBeVisible();
  await expect(page.getByText('Field is required')).toHaveCount(6);
  await expectNoAxeViolations('/submit-testimonial with errors');
});

test('signed-in information pages head with their titles; the Webex guides open safely in a new tab', async ({
  presenterPage: page,
}) => {
  for (const [path, title] of signedInPages) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
  }
  await page.goto('/webex-guide');
  await expect(heading(page, 'Webex Joining Guide')).toBeVisible();
  const guides = page.getByRole('link', { name: /Webex joining guide for/ });
  await expect(guides).toHaveCount(2);
  for (const link of await guides.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /\.pdf$/);
  }
});
