/**
 * Offline use and installability against the mocking-off build (dist-faults), where the portal's
 * own service worker is registered; this file answers the API itself (context.route) with the
 * mock backend's msw handlers run in node (mock-api.mjs), which choose the account by the bearer
 * token, as a server would.
 *
 * - A schedule opened once online opens again with the network cut (context.setOffline and every
 *   API call failing): the app shell from the service worker's precache, the meetings from the
 *   attendee's saved answer cache, and the offline notice; back online the notice goes.
 * - Logout leaves no schedule data in local or session storage, Cache Storage or IndexedDB.
 * - A second attendee signing in on the same browser context never sees the first one's meetings,
 *   online or offline.
 * - The manifest is valid for Chromium, the portal is installable, and the icons load.
 */
import assert from 'node:assert/strict';
import { eventually, expectNoAxeViolations, waitForLeavingLogin } from './helpers.mjs';
import { API, apiKey, fulfillFromMocks, resetMocks } from './mock-api.mjs';
import { test } from './test.mjs';

const INVESTOR_HEADING = 'Meeting Schedule – Mr. James Whitmore';
const PRESENTER_HEADING = 'Meeting Schedule – Ms. Layla Haddad';
/** Text only the investor's schedule holds (the heading) and one of their meetings. */
const INVESTOR_MARKS = ['Whitmore', 'Nile Delta Bank'];

/** Answers the API like the server would; `network.down` makes every call fail as with no network. */
async function serveApi(context) {
  resetMocks(); // every test starts from the demo data: no logout or sign-in of an earlier test left in it
  const network = { down: false, calls: [] };
  await context.route(`**${API}**`, async (route) => {
    const request = route.request();
    if (network.down) return route.abort('internetdisconnected');
    const key = apiKey(request);
    network.calls.push(key);
    if (key === 'GET google-maps-script')
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    // The conference text is public, the rest chosen by the bearer token; a sign-in needs the demo password.
    await fulfillFromMocks(route).catch(() => undefined);
  });
  return network;
}

async function signIn(page, username, waitForLeavingLogin) {
  if (new URL(page.url()).pathname !== '/auth/login') await page.goto('/auth/login');
  await page.getByLabel(/^\s*Username/).fill(username);
  await page.getByLabel(/^\s*Password/).fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForLeavingLogin(page);
}

async function logOut(page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
}

/** The service worker is active (it then serves the next navigation) and the schedule is saved on the device. */
async function waitUntilKeptForOffline(page, eventually, heading) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await eventually(
    () =>
      page.evaluate(
        (text) =>
          Object.keys(localStorage).some(
            (key) => key.startsWith('portal_offline_cache:') && localStorage.getItem(key).includes(text),
          ),
        heading,
      ),
    { timeout: 10_000, message: 'the schedule was not saved on the device' },
  );
}

async function goOffline(context, network) {
  network.down = true;
  await context.setOffline(true);
}

async function goOnline(context, network) {
  network.down = false;
  await context.setOffline(false);
}

/** Every place a page can keep data, as text: local and session storage, Cache Storage (URLs and bodies of non-code entries), IndexedDB. */
async function deviceContents(page) {
  return page.evaluate(async () => {
    const found = {
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
        const body = /json|text\/plain/.test(type) || request.url.includes('/api/') ? await response.text() : '';
        found.caches.push(`${name} ${request.url} ${body}`);
      }
    }
    for (const db of await indexedDB.databases()) found.indexedDb.push(db.name);
    return found;
  });
}

test('a schedule opened online opens offline after a reload, with the offline notice; back online the notice goes', async ({
  page,
  context,
}) => {
  const network = await serveApi(context);
  await signIn(page, 'investor1', waitForLeavingLogin);
  await page.goto('/user/schedule-preview');
  await page.getByRole('heading', { level: 1, name: INVESTOR_HEADING }).waitFor();
  await waitUntilKeptForOffline(page, eventually, INVESTOR_HEADING);

  await goOffline(context, network);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: INVESTOR_HEADING }).waitFor();
  await page.getByRole('article', { name: /^Nile Delta Bank, Monday 8 September 2025 09:30/ }).waitFor();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline — showing your schedule as of' });
  await notice.waitFor();
  assert.match(await notice.innerText(), /as of \d\d:\d\d on \w+day \d+ \w+ \(London time\)$/);
  const email = page.getByRole('button', { name: 'Email to me' });
  assert.equal(await email.isDisabled(), true, 'e-mailing the schedule needs the server');
  await page
    .getByText(/^You are offline: this needs a connection to the conference server/)
    .first()
    .waitFor();
  await expectNoAxeViolations(page, 'schedule offline');

  const callsBefore = network.calls.length;
  await goOnline(context, network);
  await notice.waitFor({ state: 'detached' });
  await eventually(() => network.calls.slice(callsBefore).includes('GET auth/get-schedule'), {
    message: 'the schedule was not fetched again once online',
  });
  assert.equal(await email.isDisabled(), false);
});

test('logout leaves no schedule data in local or session storage, Cache Storage or IndexedDB', async ({
  page,
  context,
}) => {
  await serveApi(context);
  await signIn(page, 'investor1', waitForLeavingLogin);
  await page.goto('/user/schedule-preview');
  await page.getByRole('heading', { level: 1, name: INVESTOR_HEADING }).waitFor();
  await waitUntilKeptForOffline(page, eventually, INVESTOR_HEADING);
  const before = await deviceContents(page);
  assert.ok(
    before.caches.some((entry) => entry.includes('workbox-precache')),
    'the app shell is precached',
  );

  await logOut(page);
  const after = await deviceContents(page);
  const text = JSON.stringify(after);
  for (const mark of INVESTOR_MARKS)
    assert.ok(!text.includes(mark), `"${mark}" is still on the device: ${text.slice(0, 400)}`);
  assert.equal(after.localStorage, '{}', 'local storage is empty');
  assert.equal(after.sessionStorage, '{}', 'session storage is empty');
  assert.ok(!after.caches.some((entry) => entry.includes('/api/')), 'no API answer in Cache Storage');
  assert.deepEqual(after.indexedDb, [], 'no IndexedDB database');
});

test("a second attendee signing in on the same browser never sees the first one's meetings, online or offline", async ({
  page,
  context,
}) => {
  const network = await serveApi(context);
  await signIn(page, 'investor1', waitForLeavingLogin);
  await page.goto('/user/schedule-preview');
  await page.getByRole('heading', { level: 1, name: INVESTOR_HEADING }).waitFor();
  await waitUntilKeptForOffline(page, eventually, INVESTOR_HEADING);
  await logOut(page);

  // Every render from here on is watched for the first attendee's heading.
  await page.evaluate(() => {
    window.__sawFirstAttendee = false;
    new MutationObserver(() => {
      if (
        document.body.innerText.includes('Mr. James Whitmore') &&
        document.querySelector('h1')?.textContent?.includes('Whitmore')
      )
        window.__sawFirstAttendee = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await signIn(page, 'presenter1', waitForLeavingLogin);
  // In the app, without a reload: the answers in memory are the ones that must not leak.
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Agenda', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: PRESENTER_HEADING }).waitFor();
  assert.equal(
    await page.evaluate(() => window.__sawFirstAttendee),
    false,
    "the first attendee's schedule was shown to the second",
  );
  await waitUntilKeptForOffline(page, eventually, PRESENTER_HEADING);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  assert.ok(!stored.includes(INVESTOR_HEADING), "the first attendee's schedule is not kept for the second");

  await goOffline(context, network);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: PRESENTER_HEADING }).waitFor();
  assert.ok(!(await page.locator('h1').innerText()).includes('Whitmore'));
  await goOnline(context, network);
});

test('the web app manifest is valid, the portal is installable and its icons load', async ({
  page,
  context,
  baseURL,
}) => {
  await serveApi(context);
  await page.goto('/auth/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload(); // now controlled by the service worker, as an installed app would be
  // The app links the manifest a few seconds after the page has loaded (src/app/service-worker.ts).
  await page.locator('link[rel="manifest"]').waitFor({ state: 'attached', timeout: 20_000 });
  const cdp = await context.newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${baseURL}/manifest.webmanifest`);
  assert.deepEqual(errors, [], 'manifest errors');
  const manifest = JSON.parse(data);
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, '/user/dashboard');
  assert.equal(manifest.theme_color, '#00502e');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test context is an incognito profile, where Chromium never offers to install: every other check holds.
  assert.deepEqual(
    installabilityErrors.filter((error) => error.errorId !== 'in-incognito'),
    [],
    'installability errors',
  );
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    assert.equal(response.status(), 200, icon.src);
    assert.equal(response.headers()['content-type'], 'image/png', icon.src);
  }
  const loaded = await page.evaluate(
    async (sources) => {
      const sizes = [];
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
  assert.deepEqual(
    loaded,
    manifest.icons.map((icon) => icon.sizes),
  );
  assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#00502e');
  assert.equal(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'), '/icons/apple-touch-icon.png');
});
