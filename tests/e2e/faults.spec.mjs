/**
 * Faults: every logged-in page against a build without the mock backend; this file answers the
 * API itself (page.route) with the mock backend's answers for the demo accounts, from the msw
 * handlers run in node (mock-api.mjs).
 *
 * For each page, a first load holds every call for 1.5 seconds before its normal answer and records
 * the calls the page makes on load. Then, for each of those calls in turn, that call alone answers
 * 500, is aborted, answers an HTML page, is held for 1.5 seconds, or answers 401. Expected:
 *   - 500 / abort / HTML: a visible message with 'Try again' (which then brings the page back), or,
 *     for a side call that the spec lets fail silently, the page staying whole;
 *   - delay: a visible loader while waiting (for a side call the spec lets fail silently, the page
 *     may instead stay whole without it), then the whole page;
 *   - 401: /auth/login?redirect=<the page's path and query>;
 * never a blank page, and the side menu is there in every cell (and, after the profile's 500 on each
 * page, still leads to another page). Each page prints its table call × fault → outcome. The pages
 * are independent, so they are spread over the workers.
 */
import assert from 'node:assert/strict';
import { pages, SHELL_SIDE_CALLS, SILENT_ALLOWED } from './faults-pages.mjs';
// The demo reference instant: the mock backend's answers describe the pre-conference state.
import { API, apiKey, DEMO_NOW, demoClient, fulfillFromMocks, resetMocks } from './mock-api.mjs';
import { test } from './test.mjs';

const DELAY_MS = 1_500;

const FAULTS = ['500', 'abort', 'html', 'delay', '401'];

/**
 * One browser page set up as a signed-in demo account, with the API answered here. `mode` says
 * which call misbehaves and how; everything else gets its normal answer.
 */
async function setUp(page, role) {
  resetMocks();
  const client = await demoClient(`${role}1`);
  await page.clock.install({ time: DEMO_NOW });
  await page.addInitScript(
    ([client]) => {
      window.localStorage.setItem('client', client);
      window.localStorage.setItem('first_time', '0');
      // Every load is a first load: no answer kept on the device from the previous one (offline use).
      for (const key of Object.keys(window.localStorage))
        if (key.startsWith('portal_offline_cache:')) window.localStorage.removeItem(key);
    },
    [JSON.stringify(client)],
  );
  const state = { fault: null, target: null, calls: [], unknown: [], faulted: 0 };
  await page.route(`**${API}**`, async (route) => {
    const request = route.request();
    const key = apiKey(request);
    // The maps script is loaded by the bootstrap before the app mounts, not by a page.
    if (key === 'GET google-maps-script')
      return route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'window.__mapsScriptLoaded = true;',
      });
    state.calls.push(key);
    const hit = state.fault && (state.target === '*' || state.target === key);
    if (hit) {
      state.faulted += 1;
      if (state.fault === 'abort') return route.abort('failed');
      if (state.fault === '500') return route.fulfill({ status: 500, json: { status: 500, message: 'Server Error' } });
      if (state.fault === 'html')
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
        });
      if (state.fault === '401')
        return route.fulfill({ status: 401, json: { status: 401, message: 'Unauthenticated.' } });
      if (state.fault === 'delay') await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    }
    // A 404 is a call the mock backend does not serve (none of the calls it serves answers 404 here).
    const answer = await fulfillFromMocks(route).catch(() => null);
    if (answer?.status === 404) state.unknown.push(key);
  });
  return state;
}

/** What the page shows right now. */
async function look(page) {
  return page.evaluate(() => {
    const visible = (el) => !!el && !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
    const main = document.querySelector('main');
    const alerts = [...document.querySelectorAll('[role="alert"], .swal2-popup')].filter(visible);
    const retry = alerts.some((el) =>
      [...el.querySelectorAll('button')].some((b) => visible(b) && /try again|retry|reload/i.test(b.textContent || '')),
    );
    const loader = [...document.querySelectorAll('[role="status"]')].some(
      (el) => visible(el) && el.querySelector('.loader__spinner'),
    );
    const h1 = main ? main.querySelector('h1') : null;
    const menu = document.querySelector('nav[aria-label="Side menu"]');
    return {
      path: location.pathname,
      search: location.search,
      text: (document.body?.innerText || '').trim().length,
      alert: alerts.map((el) => (el.innerText || '').trim().replace(/\s+/g, ' ').slice(0, 120)).join(' | '),
      retry,
      loader,
      heading: visible(h1) ? h1.textContent.trim() : null,
      menuLinks: menu && visible(menu) ? menu.querySelectorAll('a[href^="/"]').length : 0,
    };
  });
}

async function waitFor(page, predicate, { timeout = 8_000, what }) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    // Right after a navigation starts the document may not be there yet: look again.
    last = await look(page).catch((error) => ({ unreadable: error.message }));
    if (!last.unreadable && predicate(last)) return last;
    if (Date.now() > deadline)
      throw new assert.AssertionError({ message: `${what}; last seen ${JSON.stringify(last)}` });
    await page.waitForTimeout(40);
  }
}

const whole = (s) => s.heading && !s.loader && !s.alert && s.menuLinks > 0;

/** The side menu still takes the user to another page. */
async function menuWorks(page, fromPath) {
  const link = page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('link', { name: 'Useful Information', exact: true });
  const target = fromPath.startsWith('/user/information') ? 'Home' : 'Useful Information';
  const chosen =
    target === 'Home'
      ? page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Home', exact: true })
      : link;
  await chosen.click({ timeout: 3_000 });
  const expected = target === 'Home' ? '/user/dashboard' : '/user/information';
  await page.waitForURL((url) => url.pathname === expected, { timeout: 3_000 });
}

/** One cell: `call` (or '*' for every call) misbehaves as `fault` while `path` loads. */
async function cell(page, state, { path, call, fault, deep = fault === '500' }) {
  const pathname = path.split('?')[0];
  state.fault = fault;
  state.target = call;
  state.faulted = 0;
  await page.goto(path, { waitUntil: 'commit' });
  try {
    if (fault === '401') {
      const seen = await waitFor(page, (s) => s.path === '/auth/login' && s.text > 0, {
        what: '401 did not lead to a shown /auth/login',
      });
      const redirect = new URLSearchParams(seen.search).get('redirect');
      assert.equal(redirect, path, `401 redirect query: got ${redirect}`);
      assert.ok(seen.text > 0, 'login page is blank');
      return 'login?redirect ✓';
    }
    if (fault === 'delay') {
      const started = Date.now();
      const quietAllowed = call !== '*' && SILENT_ALLOWED.has(call);
      // A held side call may leave the page whole meanwhile; any other held call shows a loader.
      // Seen while the held call is in flight (state.faulted counts it on arrival, before the hold).
      const waiting = await waitFor(page, (s) => state.faulted > 0 && (s.loader || (quietAllowed && whole(s))), {
        timeout: 3_000,
        what: 'no visible loader while the answers were held',
      });
      const seen = await waitFor(page, (s) => whole(s) && (call === '*' || Date.now() - started >= DELAY_MS), {
        timeout: DELAY_MS + 6_000,
        what: 'page not whole after the delayed answers',
      });
      if (waiting.loader)
        assert.ok(Date.now() - started >= DELAY_MS - 400, 'the page was whole before the held answers came');
      assert.ok(seen.text > 0);
      assert.ok(seen.menuLinks > 0, 'side menu missing');
      return waiting.loader ? 'loader → page ✓' : 'page whole while held ✓';
    }
    // The query client tries a failed load once more after a second: skip that wait.
    await waitFor(page, () => state.faulted > 0, { what: `${call} was not called` });
    // A whole page counts once the retry failed too (or, for a call made without one, after a while).
    const firstFault = Date.now();
    let settled;
    for (;;) {
      await page.clock.fastForward(1_500);
      settled = await look(page).catch((error) => ({ unreadable: error.message }));
      const quiet = state.faulted >= 2 || Date.now() - firstFault > 600;
      if (!settled.unreadable && !settled.loader && (settled.retry || !!settled.alert || (whole(settled) && quiet)))
        break;
      if (Date.now() - firstFault > 8_000)
        throw new assert.AssertionError({
          message: `the page neither settled on an error message nor on its content; last seen ${JSON.stringify(settled)}`,
        });
      await page.waitForTimeout(40);
    }
    assert.ok(settled.text > 0, 'blank page');
    assert.ok(settled.menuLinks > 0, 'side menu missing');
    let outcome;
    if (settled.retry && !deep) {
      outcome = 'message + Try again ✓';
    } else if (settled.retry) {
      // Try again brings the page back once the server answers.
      state.fault = null;
      await page
        .getByRole('button', { name: /try again|retry|reload/i })
        .first()
        .click();
      await page.clock.fastForward(1_500);
      await waitFor(page, whole, { what: "'Try again' did not bring the page back" });
      outcome = 'message + Try again ✓';
    } else if (whole(settled) && SILENT_ALLOWED.has(call)) {
      outcome = 'silent, page whole ✓';
    } else {
      throw new assert.AssertionError({
        message: settled.alert
          ? `message without a retry: "${settled.alert}"`
          : 'failure not shown (page looks whole but its data failed)',
      });
    }
    if (deep && call === PROFILE) {
      // The shell's own data failed: the side menu must still lead elsewhere.
      state.fault = null;
      await menuWorks(page, pathname);
      outcome += ', menu ✓';
    }
    return outcome;
  } finally {
    state.fault = null;
  }
}

function printTable(table) {
  const rows = [['page', 'call', ...FAULTS], ...table.map((r) => [r.page, r.call, ...FAULTS.map((f) => r[f] ?? '–')])];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `# | ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`# |${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

const PROFILE = 'GET auth/get-required-data-update-profile';
const QUICK_FAULTS = FAULTS.filter((f) => f !== 'delay');

/**
 * Which faults a call gets on this page. The shell's calls behave the same under every route: the
 * profile (the shell's main data) gets 500 and 401 everywhere and every fault on the dashboard;
 * its side calls are checked where a page shows what they bring (`sideCalls`). Every other call
 * gets every fault, also on a route that shows the same page component as another.
 */
function faultsFor(entry, call) {
  // The profile is held in every page's first load (the shell waits for it before the page).
  if (call === PROFILE) return entry.path === '/user/dashboard' ? QUICK_FAULTS : ['500', '401'];
  if (SHELL_SIDE_CALLS.includes(call)) return entry.sideCalls?.includes(call) ? FAULTS : [];
  return FAULTS;
}

async function checkPage(page, entry, table) {
  const { path, role } = entry;
  const state = await setUp(page, role);
  const label = `${path.split('?')[0]} (${role})`;
  const failures = [];
  const record = (row, fault, run) =>
    run().then(
      (outcome) => (row[fault] = outcome),
      (error) => {
        row[fault] = `✗ ${error.message.split('\n')[0].slice(0, 160)}`;
        failures.push(`${row.call} × ${fault}: ${error.message}`);
      },
    );

  // First load: every call held 1.5 s; it also records which calls the page makes on load.
  state.calls = [];
  const held = { page: label, call: 'every call (held 1.5 s)' };
  await record(held, 'delay', () => cell(page, state, { path, call: '*', fault: 'delay' }));
  await page.waitForTimeout(250); // late calls, made after the first answers
  const calls = [...new Set(state.calls)];
  assert.deepEqual(state.unknown, [], `calls the mock backend does not serve: ${state.unknown.join(', ')}`);
  assert.ok(calls.includes(PROFILE), `${label} did not load the profile`);
  table.push(held);

  for (const call of calls) {
    const faults = faultsFor(entry, call);
    if (faults.length === 0) continue;
    const row = { page: label, call };
    for (const fault of faults) await record(row, fault, () => cell(page, state, { path, call, fault }));
    table.push(row);
  }
  assert.deepEqual(failures, [], `${label}:\n${failures.join('\n')}`);
}

const only = process.env.FAULTS_ONLY; // e.g. FAULTS_ONLY=/user/media to check one page
const selected = pages.filter((entry) => !only || entry.path.startsWith(only));
test.describe.configure({ mode: 'parallel' });
for (const entry of selected) {
  test(`faults on ${entry.path.split('?')[0]} as ${entry.role}1`, async ({ page }) => {
    const table = [];
    try {
      await checkPage(page, entry, table);
    } finally {
      printTable(table);
    }
  });
}
