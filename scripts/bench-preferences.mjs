#!/usr/bin/env node
/**
 * Rendering speed of the meeting preferences page at the real conference's size
 * (npm run bench:preferences).
 *
 * Builds the mock-backed bundle (mode e2e: mock backend on, clock pinned) into
 * node_modules/.cache/bench-preferences, serves it with vite preview, signs in as
 * investor1, adds generated presenting companies to the in-browser mock database
 * (window.__mockDb, src/mocks/generated-companies.ts) until the page lists the size measured, then
 * with Chromium's CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate) measures:
 *
 *   render  from the moment the auth/preferences answer has arrived (XHR loadend) to
 *           the first paint of the company list (the page renders its first rows, then
 *           adds the rest in a transition); median of 5 loads. Also printed: the time
 *           to the first paint with every row in the document
 *   toggle  from a mouse click on a company's switch to the next paint, as the browser's
 *           Event Timing API reports it (the duration behind Interaction to Next Paint);
 *           median and worst of 20 clicks (select and unselect), with the number of company rows
 *           whose DOM changed. Also printed for the same clicks: event → requestAnimationFrame →
 *           setTimeout, and the complete update: click → the paint of the last change the click
 *           makes to the page (the row's selects, which must follow the switch, the counters, the
 *           other rows' block reasons, in whichever renders they come; the page then quiet for
 *           QUIET_MS); and the floor: the same measure for a plain checkbox added to the page,
 *           clicked in turn with the company switches
 *   board   on the request board (?view=requests), a card moved to the next priority and back,
 *           10 times with the keyboard (Space on its handle, an arrow, Space) and 10 times with the
 *           mouse (pressed on its name, dragged onto the column, released), each after the last
 *           move was saved: the worst Event Timing duration of the move's interactions, and the
 *           complete update (the drop → the paint with the card in its new column). --no-board
 *           leaves it out
 *
 * The answer is timed from its arrival because the mock server runs in the page
 * itself (msw) and would otherwise count its own work as rendering. Each load starts without
 * the preferences answer kept for offline use, so the list is rendered from the server's answer.
 * Prints the figures with a PASS or OVER line for each target. The targets of the interactions
 * (issue #56): the first render under 300 ms in every load; every interaction's Event Timing
 * duration at most 100 ms, median and worst; every complete update at most 100 ms at the
 * conference's size (220 companies) and 200 ms above it, median and worst. With --check the exit
 * code is 1 when one of those is missed. Also printed, not checked: the median first render, and a
 * click's time to next paint against the plain checkbox's on the same page in the same run (the
 * floor: what any click costs there).
 *
 * The script waits for the page's probes by polling every 50 ms rather than on every animation
 * frame (Playwright's default): a predicate evaluated in each frame would run inside the very
 * frames being timed and lengthen them.
 *
 *   node scripts/bench-preferences.mjs                 build, serve, measure at 220 and 2,200 companies
 *   node scripts/bench-preferences.mjs --companies=220 one size (or several: --companies=220,1000,2200)
 *   node scripts/bench-preferences.mjs --check         exit 1 when a target of the interactions is missed
 *   BENCH_SKIP_BUILD=1 node scripts/bench-preferences.mjs   reuse the last build
 *
 * With more than one size it also prints a table of the sizes and checks that the plain checkbox costs
 * no more than 8 ms more at the larger sizes than at the first: the list's size does not tax every click.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { buildDemo, servePreview } from './lib/demo-site.mjs';

const outDir = path.join('node_modules', '.cache', 'bench-preferences');
let baseURL = '';
/** The company counts measured, in turn: `--companies=220,2200` (or BENCH_COMPANIES); the first is the reference size. */
const SIZES = (
  process.argv.find((arg) => arg.startsWith('--companies='))?.slice('--companies='.length) ??
  process.env.BENCH_COMPANIES ??
  '220,2200'
)
  .split(',')
  .map(Number);
if (SIZES.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--companies takes whole numbers: ${SIZES}`);
let COMPANIES = SIZES[0];
const CPU_SLOWDOWN = 4;
const RENDER_RUNS = 5;
const TOGGLE_CLICKS = 20;
const TARGET_RENDER_MS = 300;
/** A click may take at most this much longer to paint than a click on the plain checkbox. */
const TARGET_TOGGLE_OVER_FLOOR_MS = 8;
/** Probes are read this often (see the header: not on every frame). */
const POLL_MS = 50;
/** An update is complete once the page has made no change for this long after it. */
const QUIET_MS = 400;
/** The targets of every interaction (issue #56): Event Timing duration, and the complete update at the conference's size and above it. */
const TARGET_INTERACTION_MS = 100;
const TARGET_COMPLETE_MS = { reference: 100, larger: 200 };
/** The conference's size: the complete update's target is TARGET_COMPLETE_MS.reference up to it, .larger above. */
const CONFERENCE_COMPANIES = 220;
const BOARD_MOVES = 10;
const CHECK = process.argv.includes('--check');
const BOARD = !process.argv.includes('--no-board');

let browser = null;

let stopServer = () => undefined;

/** In-page probes, installed before any script of the page runs. */
function probes(expectedRows) {
  const bench = { dataAt: null, firstPaintAt: null, rowsAt: null, paintAt: null };
  window.__bench = bench;
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function patchedOpen(method, url, ...rest) {
    if (method === 'GET' && /\/auth\/preferences(\?|$)/.test(String(url))) {
      this.addEventListener('loadend', () => {
        bench.dataAt = performance.now();
      });
    }
    return open.call(this, method, url, ...rest);
  };
  const afterPaint = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));
  const observer = new MutationObserver(() => {
    if (bench.rowsAt !== null) return;
    const list = document.querySelector('.pref-list');
    const listed = list ? list.querySelectorAll('.pref-row').length : 0;
    if (listed > 0 && bench.firstPaintAt === null) {
      bench.firstPaintAt = -1;
      afterPaint(() => {
        bench.firstPaintAt = performance.now();
      });
    }
    if (listed >= expectedRows) {
      bench.rowsAt = performance.now();
      observer.disconnect();
      afterPaint(() => {
        bench.paintAt = performance.now();
      });
    }
  });
  // Each real click on a company switch: its Event Timing duration (event → next paint, as
  // Interaction to Next Paint measures it; entries exist from 16 ms up) and a second probe
  // (event → requestAnimationFrame → setTimeout), which also counts tasks queued behind the paint.
  const clicks = [];
  window.__clicks = clicks;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!event.isTrusted || !(target instanceof HTMLInputElement) || target.getAttribute('role') !== 'switch') return;
      const record = { at: event.timeStamp, probe: null, timing: null, complete: null };
      clicks.push(record);
      afterPaint(() => {
        record.probe = performance.now() - event.timeStamp;
      });
      // The whole update is on screen when every change the click makes to the page is painted: the
      // row's selects (which must follow the switch: enabled or disabled), the counters, the other
      // rows' block reasons, in whichever renders they come. Each batch of DOM changes is followed to
      // its paint; the last of those paints, once the page has been quiet for QUIET_MS, ends it.
      const select = target.closest('.pref-row')?.querySelector('select');
      if (!select) record.complete = -1;
      else {
        const wasDisabled = select.disabled;
        record.flipped = false;
        record.lastChangeAt = null;
        const watcher = new MutationObserver(() => {
          record.lastChangeAt = performance.now();
          if (select.disabled !== wasDisabled) record.flipped = true;
          afterPaint(() => {
            record.complete = performance.now() - event.timeStamp;
          });
        });
        watcher.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        record.stop = () => watcher.disconnect();
      }
    },
    true,
  );
  // A move on the request board: armed by the script (window.__boardMove = { id, to }) before the
  // key press or mouse release that drops the card; complete when the card is in the column it was
  // dropped on and that frame is painted.
  const moves = [];
  window.__moves = moves;
  const onDrop = (event) => {
    const armed = window.__boardMove;
    if (!armed || !event.isTrusted) return;
    if (event.type === 'keydown' && event.key !== ' ') return;
    window.__boardMove = null;
    const record = { at: event.timeStamp, complete: null };
    moves.push(record);
    const inPlace = () =>
      document.querySelector(`[data-company-id="${armed.id}"]`)?.closest('section')?.getAttribute('aria-labelledby') ===
      `requests-column-${armed.to}`;
    const done = () =>
      afterPaint(() => {
        record.complete = performance.now() - event.timeStamp;
      });
    const watcher = new MutationObserver(() => {
      if (!inPlace()) return;
      watcher.disconnect();
      done();
    });
    watcher.observe(document.body, { subtree: true, childList: true });
  };
  document.addEventListener('keydown', onDrop, true);
  document.addEventListener('pointerup', onDrop, true);
  // Every interaction's Event Timing entries (from 16 ms, the API's smallest), as INP groups them.
  const interactions = [];
  window.__interactions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0)
        interactions.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
      if (entry.name !== 'click') continue;
      const record = clicks.find((r) => Math.abs(r.at - entry.startTime) < 1);
      if (record) record.timing = Math.max(record.timing ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const ms = (value) => `${value.toFixed(1)} ms`;

async function measureRender(page) {
  await page.goto('/user/preferences');
  await page.waitForFunction(
    () =>
      window.__bench &&
      window.__bench.paintAt !== null &&
      window.__bench.dataAt !== null &&
      window.__bench.firstPaintAt > 0,
    undefined,
    {
      timeout: 60_000,
      polling: POLL_MS,
    },
  );
  return page.evaluate(() => ({ ...window.__bench }));
}

/** The first company that may be selected now. */
function selectableSwitch(page) {
  return page.evaluateHandle(() =>
    [...document.querySelectorAll('.pref-list input[role="switch"]')].find(
      (input) => !input.checked && input.getAttribute('aria-disabled') !== 'true' && !input.disabled,
    ),
  );
}

/**
 * Clicks a company's switch with the mouse (a trusted click, as a user's) and returns the
 * click's Event Timing duration (null when under 16 ms, the smallest the API reports), the
 * rAF + setTimeout probe, the complete update (-1 for a switch outside a company row) and
 * how many company rows' DOM changed.
 */
async function clickSwitch(page, input) {
  await input.scrollIntoViewIfNeeded();
  // Let the scroll settle (rows coming on screen are laid out) before the timed click.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const box = await input.boundingBox();
  if (!box) throw new Error('the company switch has no box');
  const before = await page.evaluate(() => {
    const changed = new Set();
    window.__rowsChanged = changed;
    window.__rowsObserver = new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
        const row = node?.closest?.('.pref-list .pref-row');
        if (row) changed.add(row);
      }
    });
    window.__rowsObserver.observe(document.querySelector('.pref-list'), {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    return window.__clicks.length;
  });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(
    ([n, quiet]) => {
      const record = window.__clicks[n];
      if (!record || record.probe === null || record.complete === null) return false;
      if (record.complete < 0) return true;
      return record.flipped && performance.now() - record.lastChangeAt > quiet;
    },
    [before, QUIET_MS],
    { polling: POLL_MS },
  );
  // Event Timing entries are delivered a little after the paint they measure.
  await page.waitForTimeout(250);
  return page.evaluate((n) => {
    window.__rowsObserver.disconnect();
    const record = window.__clicks[n];
    record.stop?.();
    return {
      timing: record.timing,
      probe: record.probe,
      complete: record.complete,
      rowsChanged: window.__rowsChanged.size,
    };
  }, before);
}

/**
 * The page's own cost of an interaction: a plain checkbox (no handler, nothing else changes)
 * added below the list of the same page, clicked the same way (the floor of a click there).
 */
function addReference(page) {
  return page.evaluateHandle(() => {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.setAttribute('role', 'switch');
    label.append(box, ' Reference checkbox');
    // After the list: there it can be scrolled clear of the sticky top bar.
    document.querySelector('.pref-list').after(label);
    return box;
  });
}

async function measureToggle(page) {
  const input = await selectableSwitch(page);
  if (!(await input.evaluate((node) => node instanceof HTMLInputElement))) throw new Error('no selectable company');
  const on = await clickSwitch(page, input);
  const off = await clickSwitch(page, input);
  await input.dispose();
  return [on, off];
}

/** The request board's columns in order (their priority ids) and the first card that can be moved, with its column. */
function boardState(page) {
  return page.evaluate(() => {
    const columns = [...document.querySelectorAll('.request-column__title')].map((h) =>
      Number(h.id.replace('requests-column-', '')),
    );
    const card = [...document.querySelectorAll('.request-card')].find((li) =>
      li.querySelector('.request-card__handle'),
    );
    if (!card) return { columns, card: null };
    const from = Number(card.closest('section').getAttribute('aria-labelledby').replace('requests-column-', ''));
    return { columns, card: { id: Number(card.dataset.companyId), from } };
  });
}

/** Waits until the board has saved the last move (its cards can be moved again) and the page is quiet. */
async function boardSettled(page) {
  await page.waitForFunction(
    () => !document.querySelector('.requests__columns[aria-busy]') && document.querySelector('.request-card__handle'),
    undefined,
    { polling: POLL_MS, timeout: 30_000 },
  );
  await page.waitForTimeout(QUIET_MS);
}

/**
 * Moves a card on the request board to the next column (the previous one from the last), with the keyboard
 * (Space on its handle, an arrow, Space) or the mouse (pressed on its name, dragged onto the column,
 * released). Returns the worst Event Timing duration of the move's interactions (16 ms when none reached
 * the API's threshold) and the complete update (the drop → the paint with the card in its new column).
 */
async function moveCard(page, how) {
  await boardSettled(page);
  const { columns, card } = await boardState(page);
  if (!card) throw new Error('no request card can be moved');
  const at = columns.indexOf(card.from);
  const forward = at + 1 < columns.length && columns[at + 1] !== 0;
  const to = columns[forward ? at + 1 : at - 1];
  const cardSelector = `.request-card[data-company-id="${card.id}"]`;
  const start = await page.evaluate(() => performance.now());
  const before = await page.evaluate(() => window.__moves.length);
  if (how === 'keyboard') {
    await page.locator(`${cardSelector} .request-card__handle`).focus();
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (selector) =>
        document.querySelector(`${selector} .request-card__handle`)?.getAttribute('aria-pressed') === 'true',
      cardSelector,
      { polling: POLL_MS },
    );
    await page.waitForTimeout(200);
    await page.keyboard.press(forward ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForTimeout(300);
    await page.evaluate(
      (move) => {
        window.__boardMove = move;
      },
      { id: card.id, to },
    );
    await page.keyboard.press('Space');
  } else {
    const from = await page.locator(`${cardSelector} .request-card__name`).boundingBox();
    const target = await page.locator(`section[aria-labelledby="requests-column-${to}"]`).boundingBox();
    if (!from || !target) throw new Error('the card and the column should be laid out');
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + from.height / 2 + 5, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
    await page.waitForTimeout(300);
    await page.evaluate(
      (move) => {
        window.__boardMove = move;
      },
      { id: card.id, to },
    );
    await page.mouse.up();
  }
  await page.waitForFunction((n) => window.__moves.length > n && window.__moves[n].complete !== null, before, {
    polling: POLL_MS,
    timeout: 30_000,
  });
  await page.waitForTimeout(250);
  return page.evaluate(
    ([n, t0]) => {
      const timings = window.__interactions.filter((e) => e.startTime >= t0).map((e) => e.duration);
      return { timing: timings.length > 0 ? Math.max(...timings) : null, complete: window.__moves[n].complete };
    },
    [before, start],
  );
}

/** Moves request cards back and forth, BOARD_MOVES times with the keyboard and as many with the mouse, in turn. */
async function measureBoard(page) {
  await page.goto('/user/preferences?view=requests');
  await page.waitForSelector('.request-card__handle', { timeout: 60_000 });
  const cards = await page.locator('.request-card').count();
  const result = { cards, keyboard: [], mouse: [] };
  for (let i = 0; i < BOARD_MOVES; i += 1) {
    result.keyboard.push(await moveCard(page, 'keyboard'));
    result.mouse.push(await moveCard(page, 'mouse'));
  }
  await boardSettled(page);
  return result;
}

/** BENCH_PROFILE=1: the functions with the most self time while the page renders from cached data. */
async function profileRender(page, cdp) {
  const go = (to) =>
    page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await go('/user/profile');
  await page.waitForFunction(() => !document.querySelector('.pref-list'), undefined, { polling: POLL_MS });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await go('/user/preferences');
  await page.waitForFunction((n) => document.querySelectorAll('.pref-list .pref-row').length >= n, COMPANIES, {
    polling: POLL_MS,
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const elapsed = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  printProfile(`# profile of an in-app visit rendering from cached data (${elapsed} ms wall):`, profile, 25);
}

function printProfile(title, profile, top) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  for (const id of profile.samples) {
    const frame = byId.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + interval);
  }
  console.log(title);
  for (const [key, time] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`#   ${ms(time)}  ${key}`);
}

/** BENCH_PROFILE=1: where the time of 10 toggles goes, by trace event (script, style, layout, paint). */
async function traceToggles(page, cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const finished = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink,v8.execute', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  for (let i = 0; i < 5; i += 1) await measureToggle(page);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  printProfile('# script self time over 10 toggles:', profile, 15);
  await finished;
  const totals = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const entry = totals.get(event.name) ?? { time: 0, count: 0 };
    entry.time += event.dur / 1000;
    entry.count += 1;
    totals.set(event.name, entry);
  }
  console.log('# trace of 10 toggles: total time by event (nested events overlap)');
  for (const [name, { time, count }] of [...totals.entries()].sort((a, b) => b[1].time - a[1].time).slice(0, 25)) {
    console.log(`#   ${ms(time).padStart(10)}  ${String(count).padStart(5)}x  ${name}`);
  }
}

/** Measures the page with `companies` presenting companies listed; prints its figures and returns the medians. */
async function measureSize(companies) {
  COMPANIES = companies;
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/auth/login');
  await page.waitForFunction(() => typeof window.__resetMockDb === 'function' && typeof window.__mockDb === 'object');
  await page.evaluate(() => window.__resetMockDb());
  await page.getByLabel('Username').fill('investor1');
  await page.locator('input[type="password"]').first().fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 20_000 });

  const listed = await page.evaluate(() => window.__mockDb.addGeneratedCompanies(0));
  await page.evaluate((n) => window.__mockDb.addGeneratedCompanies(n), COMPANIES - listed);

  await page.addInitScript(probes, COMPANIES);
  // Every measured load starts without a kept preferences answer (the offline cache) and with the
  // other kept answers (the profile, ...), as when the attendee comes back: a kept preferences
  // answer could otherwise be shown before the server's answer arrives.
  await page.addInitScript((prefix) => {
    for (const key of Object.keys(window.localStorage)) {
      if (!key.startsWith(prefix)) continue;
      try {
        const saved = JSON.parse(window.localStorage.getItem(key));
        saved.clientState.queries = saved.clientState.queries.filter(
          (query) => !JSON.stringify(query.queryKey).includes('"preferences"'),
        );
        window.localStorage.setItem(key, JSON.stringify(saved));
      } catch {
        window.localStorage.removeItem(key);
      }
    }
  }, 'portal_offline_cache:');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const renders = [];
  for (let run = 0; run < RENDER_RUNS; run += 1) {
    const result = await measureRender(page);
    renders.push({
      render: result.firstPaintAt - result.dataAt,
      all: result.paintAt - result.dataAt,
      fromNavigation: result.firstPaintAt,
    });
  }
  const rows = await page.locator('.pref-list .pref-row').count();
  if (rows !== COMPANIES) throw new Error(`expected ${COMPANIES} company rows, found ${rows}`);

  if (process.env.BENCH_PROFILE === '1') await profileRender(page, cdp);

  // Let the row entrance animation end before clicking.
  await page.waitForTimeout(1500);
  // Company clicks and reference clicks take turns (two of each), so both see the same
  // moments of a shared machine.
  const clicks = [];
  const reference = [];
  const referenceInput = await addReference(page);
  while (clicks.length < TOGGLE_CLICKS) {
    clicks.push(...(await measureToggle(page)));
    reference.push(await clickSwitch(page, referenceInput), await clickSwitch(page, referenceInput));
  }
  await referenceInput.evaluate((box) => box.parentElement.remove());
  await referenceInput.dispose();

  if (process.env.BENCH_PROFILE === '1') await traceToggles(page, cdp);

  const board = BOARD ? await measureBoard(page) : null;

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();

  const renderMedian = median(renders.map((r) => r.render));
  const renderWorst = Math.max(...renders.map((r) => r.render));
  // A click whose duration is under the API's 16 ms threshold counts as 16 ms.
  const toggles = clicks.map((c) => c.timing ?? 16);
  const toggleMedian = median(toggles);
  const toggleWorst = Math.max(...toggles);
  const completes = clicks.map((c) => c.complete);
  const completeMedian = median(completes);
  const completeWorst = Math.max(...completes);
  const completeTarget = rows <= CONFERENCE_COMPANIES ? TARGET_COMPLETE_MS.reference : TARGET_COMPLETE_MS.larger;
  console.log('');
  console.log(`Meeting preferences page, ${rows} companies, CPU slowed down ${CPU_SLOWDOWN}x`);
  // Wall-clock figures: on a shared machine other processes lengthen them.
  console.log(
    `  machine: ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(
    `  first render (answer arrived → first paint of the list), median of ${RENDER_RUNS}: ${ms(renderMedian)}` +
      `, worst ${ms(renderWorst)}  [${renders.map((r) => ms(r.render)).join(', ')}]`,
  );
  console.log(
    `  every row (answer arrived → first paint with all ${rows} rows), median: ${ms(median(renders.map((r) => r.all)))}` +
      `  [${renders.map((r) => ms(r.all)).join(', ')}]`,
  );
  console.log(
    `  page load (navigation start → first paint of the list), median: ${ms(median(renders.map((r) => r.fromNavigation)))}`,
  );
  console.log(
    `  toggle (mouse click on a switch → next paint, Event Timing duration as in INP), median of ${toggles.length}: ${ms(toggleMedian)}` +
      `, worst ${ms(toggleWorst)}  [${toggles.map((t) => t.toFixed(0)).join(', ')}]`,
  );
  const referenceTimings = reference.map((c) => c.timing ?? 16);
  const floor = median(referenceTimings);
  console.log(
    `    floor: a plain checkbox added to the same page (its own cost of a click: input handling, style, paint), clicked in turn with the switches, median of ${referenceTimings.length}: ${ms(floor)}` +
      `, worst ${ms(Math.max(...referenceTimings))}  [${referenceTimings.map((t) => t.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `    clicks under 16 ms (no Event Timing entry, counted as 16 ms): ${clicks.filter((c) => c.timing === null).length}`,
  );
  console.log(
    `    same clicks, event → requestAnimationFrame → setTimeout (also counts tasks queued behind the paint), median: ${ms(median(clicks.map((c) => c.probe)))}`,
  );
  console.log(
    `  complete update (click → paint of the last change it makes: the row's selects, the counters, the other rows' block reasons; the page then quiet for ${QUIET_MS} ms), median: ${ms(completeMedian)}, worst ${ms(completeWorst)}` +
      `  [${completes.map((c) => c.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `  company rows whose DOM changed per click: ${[...new Set(clicks.map((c) => c.rowsChanged))].sort((a, b) => a - b).join(', ')}`,
  );
  const boardFigures = [];
  if (board) {
    console.log(
      `  request board (?view=requests, ${board.cards} requests), a card moved to the next priority and back:`,
    );
    for (const how of ['keyboard', 'mouse']) {
      const timings = board[how].map((m) => m.timing ?? 16);
      const moves = board[how].map((m) => m.complete);
      const figure = {
        how,
        timing: median(timings),
        timingWorst: Math.max(...timings),
        complete: median(moves),
        completeWorst: Math.max(...moves),
      };
      boardFigures.push(figure);
      const way = how === 'keyboard' ? 'keyboard (Space, arrow, Space)' : 'mouse (press, drag, release)';
      console.log(
        `    ${way}: Event Timing of its interactions, worst of each move, median of ${timings.length}: ${ms(figure.timing)}, worst ${ms(figure.timingWorst)}  [${timings.map((t) => t.toFixed(0)).join(', ')}]`,
      );
      console.log(
        `      complete update (drop → paint with the card in its new column), median: ${ms(figure.complete)}, worst ${ms(figure.completeWorst)}  [${moves.map((t) => t.toFixed(0)).join(', ')}]`,
      );
    }
  }
  if (errors.length > 0) console.log(`  page errors: ${errors.join(' | ')}`);
  const verdict = (ok) => (ok ? 'PASS' : 'OVER');
  // The targets of issue #56, which --check holds (the figures above the line are printed for reference).
  const checks = [
    [
      renderWorst < TARGET_RENDER_MS,
      `first render in every load: worst of ${RENDER_RUNS} ${ms(renderWorst)} (target < ${TARGET_RENDER_MS} ms)`,
    ],
    [
      toggleMedian <= TARGET_INTERACTION_MS && toggleWorst <= TARGET_INTERACTION_MS,
      `switch click, Event Timing: median ${ms(toggleMedian)}, worst ${ms(toggleWorst)} (target <= ${TARGET_INTERACTION_MS} ms)`,
    ],
    [
      completeMedian <= completeTarget && completeWorst <= completeTarget,
      `switch click, complete update: median ${ms(completeMedian)}, worst ${ms(completeWorst)} (target <= ${completeTarget} ms at ${rows} companies)`,
    ],
  ];
  for (const f of boardFigures) {
    checks.push(
      [
        f.timing <= TARGET_INTERACTION_MS && f.timingWorst <= TARGET_INTERACTION_MS,
        `board move by ${f.how}, Event Timing: median ${ms(f.timing)}, worst ${ms(f.timingWorst)} (target <= ${TARGET_INTERACTION_MS} ms)`,
      ],
      [
        f.complete <= completeTarget && f.completeWorst <= completeTarget,
        `board move by ${f.how}, complete update: median ${ms(f.complete)}, worst ${ms(f.completeWorst)} (target <= ${completeTarget} ms at ${rows} companies)`,
      ],
    );
  }
  console.log(
    `${verdict(renderMedian < TARGET_RENDER_MS)}  first render ${ms(renderMedian)} (target < ${TARGET_RENDER_MS} ms)`,
  );
  console.log(
    `${verdict(toggleMedian - floor <= TARGET_TOGGLE_OVER_FLOOR_MS)}  toggle ${ms(toggleMedian)} = floor ${ms(floor)} + ${ms(toggleMedian - floor)} (target: within ${TARGET_TOGGLE_OVER_FLOOR_MS} ms of the floor)`,
  );
  for (const [ok, text] of checks) console.log(`${verdict(ok)}  ${text}`);
  return {
    companies: rows,
    render: renderMedian,
    renderWorst,
    toggle: toggleMedian,
    toggleWorst,
    floor,
    complete: completeMedian,
    completeWorst,
    board: boardFigures,
    missed: checks.filter(([ok]) => !ok).length,
  };
}

async function main() {
  buildDemo(outDir);
  ({ baseURL, stop: stopServer } = await servePreview(outDir, 4191));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const results = [];
  for (const size of SIZES) results.push(await measureSize(size));
  await browser.close();
  browser = null;
  const missed = results.reduce((sum, r) => sum + r.missed, 0);
  summary(results);
  if (CHECK) {
    console.log(
      missed === 0
        ? `--check: every target of the interactions met (load average ${loadavg()[0].toFixed(1)})`
        : `--check: ${missed} target(s) missed`,
    );
    if (missed > 0) process.exitCode = 1;
  }
}

function summary(results) {
  console.log('');
  console.log(
    'companies   render median / worst   switch ET median / worst   complete median / worst   board ET worst (kbd, mouse)   board complete worst (kbd, mouse)',
  );
  for (const r of results) {
    const b = (key) => (r.board.length > 0 ? r.board.map((f) => ms(f[key])).join(', ') : '—');
    console.log(
      `${String(r.companies).padStart(9)}   ${`${ms(r.render)} / ${ms(r.renderWorst)}`.padStart(21)}   ${`${ms(r.toggle)} / ${ms(r.toggleWorst)}`.padStart(24)}   ${`${ms(r.complete)} / ${ms(r.completeWorst)}`.padStart(23)}   ${b('timingWorst').padStart(27)}   ${b('completeWorst')}`,
    );
  }
  if (results.length < 2) return;
  const [first] = results;
  console.log('');
  console.log('companies   first render   toggle   plain checkbox (floor)');
  for (const r of results)
    console.log(
      `${String(r.companies).padStart(9)}   ${ms(r.render).padStart(12)}   ${ms(r.toggle).padStart(6)}   ${ms(r.floor).padStart(8)}`,
    );
  for (const r of results.slice(1)) {
    const ok = r.floor - first.floor <= TARGET_TOGGLE_OVER_FLOOR_MS;
    console.log(
      `${ok ? 'PASS' : 'OVER'}  the plain checkbox at ${r.companies} companies ${ms(r.floor)}, at ${first.companies} ${ms(first.floor)} (target: within ${TARGET_TOGGLE_OVER_FLOOR_MS} ms: the list's size does not tax every click)`,
    );
  }
}

main()
  .then(() => {
    stopServer();
    process.exit(process.exitCode ?? 0);
  })
  .catch(async (error) => {
    console.error(`bench-preferences failed: ${error instanceof Error ? error.stack : error}`);
    if (browser) await browser.close().catch(() => undefined);
    stopServer();
    process.exit(1);
  });
