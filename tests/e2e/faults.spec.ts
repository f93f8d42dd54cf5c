/**
 * Faults: every logged-in page against a build without the mock backend; the API is answered by
 * the `mockApi` fixture with the mock backend's answers for the demo accounts, from the msw
 * handlers run in node, and this file makes one call at a time misbehave.
 *
 * For each page, a first load holds every call for 0.8 seconds before its normal answer and records
 * the calls the page makes on load. Then, for each of those calls in turn, that call alone answers
 * 500, is aborted, answers an HTML page, is held for 0.8 seconds, or answers 401 (by default one of
 * them per call in turn, all of them with FAULTS_MATRIX=full: see `faultsFor`). Expected:
 *   - 500 / abort / HTML: a visible message with 'Try again' (which then brings the page back), or,
 *     for a side call that the spec lets fail silently, the page staying whole;
 *   - delay: a visible loader while waiting (for a side call the spec lets fail silently, the page
 *     may instead stay whole without it), then the whole page;
 *   - 401: /auth/login?redirect=<the page's path and query>;
 * never a blank page, and the side menu is there in every cell (and, after the profile's 500 on each
 * page, still leads to another page). Each page prints its table call × fault → outcome. The pages
 * are independent, so they are spread over the workers.
 */
import type { Page } from '@playwright/test';
import { type FaultsPage, pages, SCHEDULE_CALL, SHELL_SIDE_CALLS, showsSchedule, silentAllowed } from './faults-pages';
// The demo reference instant: the mock backend's answers describe the pre-conference state.
import { DEMO_NOW, demoClient, expect, type MockApi, test } from './mock-api';

/**
 * How long a held call is held: long enough to tell a page that shows a loader while it waits (looked at every
 * 40 ms) from one that shows nothing, or shows itself whole without the answer.
 */
const DELAY_MS = 800;
/** How much sooner than DELAY_MS after the first held call a page may be seen whole (timers' rounding only). */
const DELAY_SLACK_MS = DELAY_MS / 4;
/** A hold as the table names it ("0.8 s"). */
const HELD = `${DELAY_MS / 1000} s`;

const FAULTS = ['500', 'abort', 'html', 'delay', '401'] as const;
type Fault = (typeof FAULTS)[number];

/**
 * Which call misbehaves ('*' for every call) and how; `faulted` counts the calls it hit, `holding` the
 * held calls not answered yet, `heldSince` when the first held call came.
 */
type FaultState = {
  fault: Fault | null;
  target: string | null;
  faulted: number;
  holding: number;
  heldSince: number | null;
};

/**
 * One browser page set up as a signed-in demo account, whose API calls misbehave as `state` says;
 * every other call gets its normal answer.
 */
async function setUp(page: Page, mockApi: MockApi, role: FaultsPage['role']): Promise<FaultState> {
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
  const state: FaultState = { fault: null, target: null, faulted: 0, holding: 0, heldSince: null };
  mockApi.override = async (route, key) => {
    if (!state.fault || (state.target !== '*' && state.target !== key)) return false;
    state.faulted += 1;
    switch (state.fault) {
      case 'abort':
        await route.abort('failed');
        return true;
      case '500':
        await route.fulfill({ status: 500, json: { status: 500, message: 'Server Error' } });
        return true;
      case 'html':
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
        });
        return true;
      case '401':
        await route.fulfill({ status: 401, json: { status: 401, message: 'Unauthenticated.' } });
        return true;
      case 'delay':
        // A slow server: the normal answer, late.
        state.heldSince ??= Date.now();
        state.holding += 1;
        await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
        state.holding -= 1;
        return false;
    }
  };
  return state;
}

/** What the page shows at one moment. */
type Look = {
  path: string;
  search: string;
  text: number;
  alert: string;
  retry: boolean;
  loader: boolean;
  heading: string | null;
  menuLinks: number;
  /** The page kept from an earlier visit is still painted (src/lib/offline/page-snapshot-paint.ts): not the app's page yet. */
  keptPage: boolean;
};

/** What the page shows right now. */
async function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const visible = (el: Element | null): el is HTMLElement =>
      !!el && !!((el as HTMLElement).offsetWidth || (el as HTMLElement).offsetHeight || el.getClientRects().length);
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
      heading: visible(h1) ? (h1.textContent ?? '').trim() : null,
      menuLinks: menu && visible(menu) ? menu.querySelectorAll('a[href^="/"]').length : 0,
      keptPage: !!document.getElementById('root')?.hasAttribute('data-page-snapshot'),
    };
  });
}

/**
 * Looks at the page every 40 ms (it checks short-lived states, such as a loader shown while an answer
 * is held) until `predicate` holds, and returns what it saw then. `before` runs before each look.
 *
 * A loop rather than expect.poll: the runner records each failed look of expect.poll as a failed step,
 * with its source snippet, and a page took up to a thousand looks (docs/performance.md, CI time). The
 * assertion at the end fails with what was seen last.
 */
async function waitForLook(
  page: Page,
  predicate: (seen: Look) => boolean,
  { what, timeout = 8_000, before }: { what: string; timeout?: number; before?: () => Promise<void> },
): Promise<Look> {
  const deadline = Date.now() + timeout;
  let shown = 'nothing seen';
  for (;;) {
    await before?.();
    // Right after a navigation starts the document may not be there yet: look again.
    const seen = await look(page).catch((error: Error) => ({ unreadable: error.message }));
    if (!('unreadable' in seen) && predicate(seen)) return seen;
    shown = JSON.stringify(seen);
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  expect(shown, `${what} (what the page showed last)`).toBe('holds');
  throw new Error(`${what}: ${shown}`); // not reached: the assertion above fails
}

const whole = (s: Look) => !!s.heading && !s.loader && !s.alert && s.menuLinks > 0 && !s.keptPage;

/** The side menu still takes the user to another page. */
async function expectMenuWorks(page: Page, fromPath: string) {
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  const [name, expected] = fromPath.startsWith('/user/information')
    ? ['Home', '/user/dashboard']
    : ['Useful Information', '/user/information'];
  await menu.getByRole('link', { name, exact: true }).click();
  await expect(page, 'the side menu should lead to another page').toHaveURL((url) => url.pathname === expected);
}

const PROFILE = 'GET auth/get-required-data-update-profile';
const QUICK_FAULTS = FAULTS.filter((f) => f !== 'delay');

/** One cell: `call` (or '*' for every call) misbehaves as `fault` while `path` loads. */
async function cell(
  page: Page,
  state: FaultState,
  { path, call, fault, deep = fault === '500' }: { path: string; call: string; fault: Fault; deep?: boolean },
): Promise<string> {
  const pathname = path.split('?')[0];
  state.fault = fault;
  state.target = call;
  state.faulted = 0;
  state.heldSince = null;
  await page.goto(path, { waitUntil: 'commit' });
  try {
    if (fault === '401') {
      const seen = await waitForLook(page, (s) => s.path === '/auth/login' && s.text > 0, {
        what: '401 did not lead to a shown /auth/login',
      });
      expect(new URLSearchParams(seen.search).get('redirect'), '401 redirect query').toBe(path);
      return 'login?redirect ✓';
    }
    if (fault === 'delay') {
      const quietAllowed = call !== '*' && silentAllowed(path, call);
      // A held side call may leave the page whole meanwhile; any other held call shows a loader. Seen
      // while a held call is in flight: the look starts while a call is held.
      let heldBefore = false;
      const waiting = await waitForLook(page, (s) => heldBefore && (s.loader || (quietAllowed && whole(s))), {
        what: 'no visible loader while the answers were held',
        before: async () => {
          heldBefore = state.holding > 0;
        },
      });
      const seen = await waitForLook(
        page,
        (s) => whole(s) && (call === '*' || Date.now() - (state.heldSince ?? Infinity) >= DELAY_MS),
        { timeout: DELAY_MS + 6_000, what: 'page not whole after the delayed answers' },
      );
      if (waiting.loader)
        expect(
          Date.now() - (state.heldSince ?? Infinity),
          'the page was whole before the held answers came',
        ).toBeGreaterThanOrEqual(DELAY_MS - DELAY_SLACK_MS);
      expect(seen.text).toBeGreaterThan(0);
      expect(seen.menuLinks, 'side menu missing').toBeGreaterThan(0);
      return waiting.loader ? 'loader → page ✓' : 'page whole while held ✓';
    }
    await waitForLook(page, () => state.faulted > 0, { what: `${call} was not called` });
    // A whole page counts once the retry failed too (or, for a call made without one, after a while).
    const firstFault = Date.now();
    const settled = await waitForLook(
      page,
      (s) => {
        const quiet = state.faulted >= 2 || Date.now() - firstFault > 600;
        return !s.loader && (s.retry || !!s.alert || (whole(s) && quiet));
      },
      {
        what: 'the page neither settled on an error message nor on its content',
        // The query client tries a failed load once more after a second: skip that wait.
        before: () => page.clock.fastForward(1_500),
      },
    );
    expect(settled.text, 'blank page').toBeGreaterThan(0);
    expect(settled.menuLinks, 'side menu missing').toBeGreaterThan(0);
    let outcome: string;
    if (settled.retry && !deep) {
      outcome = 'message + Try again ✓';
    } else if (settled.retry) {
      // Try again brings the page back once the server answers.
      state.fault = null;
      const again = page.getByRole('button', { name: /try again|retry|reload/i }).first();
      // The fault is gone, so a read the page makes by itself meanwhile (the frame's schedule, a query's own retry)
      // may bring it back before the press: then there is nothing left to press.
      const pressed = await again.click({ timeout: 5_000 }).then(
        () => true,
        async (error: unknown) => {
          if (whole(await look(page))) return false;
          throw error;
        },
      );
      if (pressed) await page.clock.fastForward(1_500);
      await waitForLook(page, whole, { what: "'Try again' did not bring the page back" });
      outcome = 'message + Try again ✓';
    } else if (whole(settled) && silentAllowed(path, call)) {
      outcome = 'silent, page whole ✓';
    } else {
      throw new Error(
        settled.alert
          ? `message without a retry: "${settled.alert}"`
          : 'failure not shown (page looks whole but its data failed)',
      );
    }
    if (deep && call === PROFILE) {
      // The shell's own data failed: the side menu must still lead elsewhere.
      state.fault = null;
      await expectMenuWorks(page, pathname);
      outcome += ', menu ✓';
    }
    return outcome;
  } finally {
    state.fault = null;
  }
}

type Row = { page: string; call: string } & Partial<Record<Fault, string>>;

function printTable(table: Row[]) {
  const rows = [['page', 'call', ...FAULTS], ...table.map((r) => [r.page, r.call, ...FAULTS.map((f) => r[f] ?? '–')])];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r: string[]) => `# | ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  // The table is the run's record of what each page does under each fault.
  // eslint-disable-next-line no-console
  console.log(
    [line(rows[0]), `# |${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n'),
  );
}

/**
 * Which faults a call gets on this page. The shell's calls behave the same under every route: the
 * profile (the shell's main data) gets 500 and 401 everywhere and every fault on the dashboard;
 * its side calls are checked where a page shows what they bring (`sideCalls`), and so is the schedule, which the
 * frame reads again in the background on every page. Every other call
 * gets every fault, also on a route that shows the same page component as another.
 */
function everyFault(entry: FaultsPage, call: string): readonly Fault[] {
  // The profile is held in every page's first load (the shell waits for it before the page).
  if (call === PROFILE) return entry.path === '/user/dashboard' ? QUICK_FAULTS : ['500', '401'];
  if (SHELL_SIDE_CALLS.includes(call)) return entry.sideCalls?.includes(call) ? FAULTS : [];
  // Read again in the background by the frame on every page: checked where a page shows the schedule.
  if (call === SCHEDULE_CALL && !showsSchedule(entry.path)) return [];
  return FAULTS;
}

/**
 * The run's share of that matrix. With FAULTS_MATRIX=full, all of it (about twice as long). By
 * default one fault per call, taken in turn through the call's list (`turn` counts the calls checked
 * before it in the run's page order), so each kind of fault still meets calls of every page; the
 * dashboard keeps every fault of the profile. The 500, abort and HTML answers all reach the page as
 * a failed call, and the 401 is mapped centrally, so one of them per call finds a page that does not
 * tell a failure, hold a loader or leave for the login page.
 */
function faultsFor(entry: FaultsPage, call: string, turn: number): readonly Fault[] {
  const faults = everyFault(entry, call);
  if (process.env.FAULTS_MATRIX === 'full' || faults.length <= 1) return faults;
  if (call === PROFILE && entry.path === '/user/dashboard') return faults;
  return [faults[turn % faults.length]];
}

async function checkPage(page: Page, mockApi: MockApi, entry: FaultsPage, table: Row[], firstTurn: number) {
  const { path, role } = entry;
  const state = await setUp(page, mockApi, role);
  const label = `${path.split('?')[0]} (${role})`;
  const failures: string[] = [];
  const record = (row: Row, fault: Fault, run: () => Promise<string>) =>
    run().then(
      (outcome) => {
        row[fault] = outcome;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        row[fault] = `✗ ${message.split('\n')[0].slice(0, 160)}`;
        failures.push(`${row.call} × ${fault}: ${message}`);
      },
    );

  // First load: every call held DELAY_MS; it also records which calls the page makes on load.
  mockApi.calls.length = 0;
  const held: Row = { page: label, call: `every call (held ${HELD})` };
  await record(held, 'delay', () => cell(page, state, { path, call: '*', fault: 'delay' }));
  // Late calls, made after the first answers: the API has had no call in flight for half a second.
  // Looked at every 50 ms: the default steps (up to a second apart) overshot the half second by as much.
  await expect
    .poll(() => mockApi.quietFor(), { message: 'the API should fall quiet', intervals: [50] })
    .toBeGreaterThanOrEqual(500);
  const calls = [...new Set(mockApi.calls)];
  expect(mockApi.unknown, 'calls the mock backend does not serve').toEqual([]);
  expect(calls, `${label} did not load the profile`).toContain(PROFILE);
  table.push(held);

  for (const [index, call] of calls.entries()) {
    const faults = faultsFor(entry, call, firstTurn + index);
    if (faults.length === 0) continue;
    const row: Row = { page: label, call };
    for (const fault of faults) await record(row, fault, () => cell(page, state, { path, call, fault }));
    table.push(row);
  }
  expect(failures, `${label}:\n${failures.join('\n')}`).toEqual([]);
}

const only = process.env.FAULTS_ONLY; // e.g. FAULTS_ONLY=/user/media to check one page
const selected = pages.filter((entry) => !only || entry.path.startsWith(only));
// A page goes through up to twenty loads, some with answers held for 0.8 s: more than the time one
// journey of the other files is given.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });
for (const [index, entry] of selected.entries()) {
  test(`faults on ${entry.path.split('?')[0]} as ${entry.role}1`, async ({ page, mockApi }) => {
    const table: Row[] = [];
    try {
      // Each page starts its turns further on, so that the pages' first calls (often alike) get different faults.
      await checkPage(page, mockApi, entry, table, index);
    } finally {
      printTable(table);
    }
  });
}
