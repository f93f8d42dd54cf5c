/**
 * Offline use and installability against the mocking-off build (dist-faults), where the portal's
 * own service worker is registered; the API is answered by the `mockApi` fixture (the mock
 * backend's msw handlers run in node), which chooses the account by the bearer token, as a server
 * would.
 *
 * - A schedule opened once online opens again with the network cut (context.setOffline and every
 *   API call failing): the app shell from the service worker's precache, the meetings from the
 *   attendee's saved answer cache, and the offline notice; back online the notice goes.
 * - Logout leaves no schedule data in local or session storage, Cache Storage or IndexedDB.
 * - A second attendee signing in on the same browser context never sees the first one's meetings,
 *   online or offline.
 * - The manifest is valid for Chromium, the portal is installable, and the icons load.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, type MockApi, test } from './mock-api';

const INVESTOR_HEADING = 'Meeting Schedule – Mr. James Whitmore';
const PRESENTER_HEADING = 'Meeting Schedule – Ms. Layla Haddad';
/** Text only the investor's schedule holds (the heading) and one of their meetings. */
const INVESTOR_MARKS = ['Whitmore', 'Nile Delta Bank'];

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
}

/** The service worker is active (it then serves the next navigation) and the schedule is saved on the device. */
async function expectKeptForOffline(page: Page, heading: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(
          (text) =>
            Object.keys(localStorage).some(
              (key) => key.startsWith('portal_offline_cache:') && (localStorage.getItem(key) ?? '').includes(text),
            ),
          heading,
        ),
      { message: 'the schedule should be saved on the device', timeout: 10_000 },
    )
    .toBe(true);
}

async function openSchedule(page: Page, heading: string) {
  await page.goto('/user/schedule-preview');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function goOffline(context: BrowserContext, mockApi: MockApi) {
  mockApi.down = true;
  await context.setOffline(true);
}

/**
 * Chromium 150 keeps a reloaded document's `navigator.onLine` true under Playwright's offline emulation while its
 * requests fail (as on a network that lets nothing through); switching the emulation off and on again gives the new
 * document the offline state a device without a network reports.
 */
async function reapplyOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext, mockApi: MockApi) {
  mockApi.down = false;
  await context.setOffline(false);
}

type DeviceContents = { localStorage: string; sessionStorage: string; caches: string[]; indexedDb: string[] };

/** Every place a page can keep data, as text: local and session storage, Cache Storage (URLs and bodies of non-code entries), IndexedDB. */
async function deviceContents(page: Page): Promise<DeviceContents> {
  return page.evaluate(async () => {
    const found: DeviceContents = {
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
      caches: [],
      indexedDb: [],
    };
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body =
          response && (/json|text\/plain/.test(type) || request.url.includes('/api/')) ? await response.text() : '';
        found.caches.push(`${name} ${request.url} ${body}`);
      }
    }
    for (const db of await indexedDB.databases()) found.indexedDb.push(String(db.name));
    return found;
  });
}

/** What the device still holds of a signed-out attendee's schedule. */
function leftAfterLogout(contents: DeviceContents): string[] {
  const text = JSON.stringify(contents);
  return [
    ...INVESTOR_MARKS.filter((mark) => text.includes(mark)).map((mark) => `"${mark}" is still on the device`),
    ...(contents.localStorage === '{}' ? [] : [`local storage: ${contents.localStorage.slice(0, 200)}`]),
    ...(contents.sessionStorage === '{}' ? [] : [`session storage: ${contents.sessionStorage.slice(0, 200)}`]),
    ...contents.caches
      .filter((entry) => entry.includes('/api/'))
      .map((entry) => `API answer in Cache Storage: ${entry}`),
    ...contents.indexedDb.map((name) => `IndexedDB database ${name}`),
  ];
}

test('a schedule opened online opens offline after a reload, with the offline notice; back online the notice goes', async ({
  page,
  context,
  mockApi,
  signIn,
  expectNoAxeViolations,
}) => {
  await signIn('investor1');
  await openSchedule(page, INVESTOR_HEADING);
  await expectKeptForOffline(page, INVESTOR_HEADING);

  await goOffline(context, mockApi);
  await page.reload();
  await reapplyOffline(context);
  await expect(page.getByRole('heading', { level: 1, name: INVESTOR_HEADING })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Nile Delta Bank, Monday 8 September 2025 09:30/ })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline — showing your schedule as of' });
  await expect(notice).toHaveText(/as of \d\d:\d\d on \w+day \d+ \w+ \(London time\)$/, { useInnerText: true });
  const email = page.getByRole('button', { name: 'Email to me' });
  await expect(email, 'e-mailing the schedule needs the server').toBeDisabled();
  await expect(
    page.getByText(/^You are offline: this needs a connection to the conference server/).first(),
  ).toBeVisible();
  await expectNoAxeViolations('schedule offline');

  const callsBefore = mockApi.calls.length;
  await goOnline(context, mockApi);
  await expect(notice).toHaveCount(0);
  await expect
    .poll(() => mockApi.calls.slice(callsBefore), { message: 'the schedule should be fetched again once online' })
    .toContain('GET auth/get-schedule');
  await expect(email).toBeEnabled();
});

test('logout leaves no schedule data in local or session storage, Cache Storage or IndexedDB', async ({
  page,
  signIn,
}) => {
  await signIn('investor1');
  await openSchedule(page, INVESTOR_HEADING);
  await expectKeptForOffline(page, INVESTOR_HEADING);
  const before = await deviceContents(page);
  expect(
    before.caches.some((entry) => entry.includes('workbox-precache')),
    'the app shell is precached',
  ).toBe(true);

  await logOut(page);
  await expect
    .poll(async () => leftAfterLogout(await deviceContents(page)), { message: 'nothing of the schedule is left' })
    .toEqual([]);
});

test("a second attendee signing in on the same browser never sees the first one's meetings, online or offline", async ({
  page,
  context,
  mockApi,
  signIn,
}) => {
  await signIn('investor1');
  await openSchedule(page, INVESTOR_HEADING);
  await expectKeptForOffline(page, INVESTOR_HEADING);
  await logOut(page);

  // Every render from here on is watched for the first attendee's heading.
  await page.evaluate(() => {
    const watched = window as { __sawFirstAttendee?: boolean };
    watched.__sawFirstAttendee = false;
    new MutationObserver(() => {
      if (
        document.body.innerText.includes('Mr. James Whitmore') &&
        document.querySelector('h1')?.textContent?.includes('Whitmore')
      )
        watched.__sawFirstAttendee = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // Signed in on the login page the logout left, so the watch above goes on.
  await signIn('presenter1');
  // In the app, without a reload: the answers in memory are the ones that must not leak.
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Agenda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRESENTER_HEADING })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __sawFirstAttendee?: boolean }).__sawFirstAttendee),
    "the first attendee's schedule was shown to the second",
  ).toBe(false);
  await expectKeptForOffline(page, PRESENTER_HEADING);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored, "the first attendee's schedule is not kept for the second").not.toContain(INVESTOR_HEADING);

  await goOffline(context, mockApi);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PRESENTER_HEADING })).toBeVisible();
  await expect(page.locator('h1')).not.toContainText('Whitmore');
  await goOnline(context, mockApi);
});

type Manifest = { display: string; start_url: string; theme_color: string; icons: { src: string; sizes: string }[] };

test('the web app manifest is valid, the portal is installable and its icons load', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/auth/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload(); // now controlled by the service worker, as an installed app would be
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const cdp = await context.newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(url).toBe(`${baseURL}/manifest.webmanifest`);
  expect(errors, 'manifest errors').toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as Manifest;
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/user/dashboard');
  expect(manifest.theme_color).toBe('#00502e');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test context is an incognito profile, where Chromium never offers to install: every other check holds.
  expect(
    installabilityErrors.filter((error) => error.errorId !== 'in-incognito'),
    'installability errors',
  ).toEqual([]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  const loaded = await page.evaluate(
    async (sources) => {
      const sizes: string[] = [];
      for (const src of sources) {
        const image = new Image();
        image.src = src;
        await image.decode();
        sizes.push(`${image.naturalWidth}x${image.naturalHeight}`);
      }
      return sizes;
    },
    manifest.icons.map((icon) => icon.src),
  );
  expect(loaded).toEqual(manifest.icons.map((icon) => icon.sizes));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#00502e');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
});
