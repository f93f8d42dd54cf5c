#!/usr/bin/env node
/**
 * How fast the portal answers the attendee's main interactions (npm run bench:interactions).
 *
 * Builds the mock-backed bundle (mode e2e: mock backend on, clock pinned) into
 * node_modules/.cache/bench-interactions, serves it with vite preview, signs in through the demo
 * accounts (investor1; presenter1 for the presenter's registration form), grows the in-browser mock
 * database (window.__mockDb: src/mocks/generated-companies.ts, src/mocks/generated-people.ts) to the
 * size measured, and with Chromium's CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate)
 * performs each interaction several times:
 *
 *   dashboard tab        a click on the next tab of the dashboard (investor1: Personal, Colleagues,
 *                        Availability, Schedule, Preferences in turn)
 *   schedule zone        the schedule's time zone chosen with the keyboard (Dubai and London in turn);
 *                        complete when every meeting's time is given in the new zone
 *   agenda view          the agenda's List / Day buttons in turn
 *   agenda day           the next day of the agenda's day view
 *   companies search     typing a word in the companies search (a fresh word each time); complete when
 *                        the summary and the table show the word's result
 *   companies country    choosing a country in the companies filter with the keyboard
 *   preferences switch   a mouse click on a company's switch on the preferences page (select, unselect);
 *                        complete when the row's selects follow the switch
 *   request board move   a card of the request board (/user/preferences?view=requests) moved one
 *                        priority with the keyboard (Space, arrow, Space); complete when its handle
 *                        names the new priority
 *   registration day     a day of attendance on the presenter's registration form, ticked or unticked
 *                        and confirmed with OK; complete when the day's slots follow
 *   dialog open / close  the tour booking's confirmation dialog opened with Book Tour and closed with
 *                        Escape; complete when the dialog is in the document / gone
 *
 * Two figures per interaction and size:
 *   Event Timing   the duration the browser's Event Timing API reports for each user input of the
 *                  interaction (PerformanceObserver 'event', durationThreshold 16, grouped by
 *                  interactionId, the longest entry of each: what Interaction to Next Paint counts).
 *                  An input with no entry took under 16 ms and counts as 16 ms
 *   complete       from the input that completes the interaction (the last key or click) to the
 *                  first paint after the DOM shows the whole result (a probe per interaction, checked
 *                  by a MutationObserver as the page changes, then requestAnimationFrame + setTimeout)
 *
 * Sizes: the conference (the demo data with 220 presenting companies, the real conference's size, as
 * bench:preferences measures it) and ten times it (2,200 companies, ten times the demo's meetings per
 * attendee and colleagues). Targets (the performance issue): every Event Timing duration at most
 * 100 ms at both sizes; every complete update at most 100 ms at the conference's size and 200 ms at
 * ten times it. `--check` exits 1 when one of them is missed (the preferences switch included).
 *
 * The script waits for the page's probes by polling every 50 ms rather than on every animation
 * frame (Playwright's default): a predicate evaluated in each frame would run inside the very frames
 * being timed and lengthen them. It is a measurement, not a test: without --check the exit code is 0
 * unless the measurement itself failed.
 *
 *   node scripts/bench-interactions.mjs                  build, serve, measure both sizes
 *   node scripts/bench-interactions.mjs --check          the same; exit 1 when a target is missed
 *   node scripts/bench-interactions.mjs --sizes=1        one size (1 = the conference, 10 = ten times)
 *   node scripts/bench-interactions.mjs --only=schedule-zone,agenda-day   some interactions only
 *   node scripts/bench-interactions.mjs --repeat=9       repetitions per interaction (default 8, at least 7)
 *   BENCH_SKIP_BUILD=1 node scripts/bench-interactions.mjs   reuse the last build
 *   node scripts/bench-interactions.mjs --dist=DIR       measure a build made elsewhere (vite build --mode e2e
 *                                                        --outDir DIR), e.g. an older commit's, run in turn
 *                                                        with this one's to compare them in the same conditions
 *   BENCH_PROFILE=<interaction> ...                      also prints the script functions with the most
 *                                                        self time and the trace events over its repetitions
 *   BENCH_PROFILE_COMPLETE=1 BENCH_PROFILE=<interaction> the same over the completing input only (the last key or
 *                                                        click to the complete paint), not the inputs before it
 *   BENCH_TRACE_FILE=<file> BENCH_PROFILE=<interaction>  also writes the profiled steps' trace events to <file>
 *                                                        (JSON: each Layout's dirty and total objects, for one)
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { buildDemo, servePreview } from './lib/demo-site.mjs';

const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
/** A build to measure as it is (--dist), or this tree's, built into the cache folder. */
const DIST = argument('dist') ?? null;
const outDir = DIST ? path.resolve(DIST) : path.join('node_modules', '.cache', 'bench-interactions');
const CHECK = process.argv.includes('--check');
const CPU_SLOWDOWN = 4;
const REPEAT = Number(argument('repeat') ?? 8);
if (!Number.isInteger(REPEAT) || REPEAT < 7) throw new Error(`--repeat takes a whole number of at least 7: ${REPEAT}`);
/** Multiples of the conference's size measured, in turn. */
const SIZES = (argument('sizes') ?? '1,10').split(',').map(Number);
if (SIZES.some((n) => n !== 1 && n !== 10)) throw new Error(`--sizes takes 1 and/or 10: ${SIZES}`);
const ONLY = argument('only')?.split(',') ?? null;
const PROFILE = process.env.BENCH_PROFILE ?? null;
/** BENCH_PROFILE_COMPLETE=1: the profile covers the completing input only (from the probe's arming to the complete paint). */
const PROFILE_COMPLETE = process.env.BENCH_PROFILE_COMPLETE === '1';
/** Presenting companies at the conference's size (bench:preferences measures the same). */
const CONFERENCE_COMPANIES = 220;
/** The demo's meetings of investor1 and presenter1, and their colleagues; ten times them at size 10. */
const DEMO_MEETINGS = 3;
const TARGET_EVENT_MS = 100;
const TARGET_COMPLETE_MS = { 1: 100, 10: 200 };
/** Probes are read this often (see the header: not on every frame). */
const POLL_MS = 50;
/** Event Timing entries are delivered a little after the paint they measure. */
const ENTRY_DELAY_MS = 250;

let baseURL = '';
let browser = null;

let stopServer = () => undefined;

function build() {
  if (DIST) {
    if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`--dist: no index.html in ${outDir}`);
    console.log(`# --dist: measuring the build in ${outDir}`);
    return;
  }
  buildDemo(outDir);
}

/**
 * In-page probes, installed before any script of the page runs: the Event Timing entries of every
 * interaction, the user inputs (each pointerdown or keydown starts one interaction), and one armed
 * completion probe at a time.
 */
function probes() {
  const bench = { entries: new Map(), inputs: [], probe: null };
  window.__bench = bench;
  const afterPaint = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = bench.entries.get(entry.interactionId);
      if (!known) bench.entries.set(entry.interactionId, { start: entry.startTime, duration: entry.duration });
      else {
        known.start = Math.min(known.start, entry.startTime);
        known.duration = Math.max(known.duration, entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const onInput = (event) => {
    if (!event.isTrusted || event.repeat) return;
    bench.inputs.push(event.timeStamp);
    const probe = bench.probe;
    if (probe && probe.start === null) {
      probe.start = event.timeStamp;
      probe.check();
    }
  };
  window.addEventListener('pointerdown', onInput, true);
  window.addEventListener('keydown', onInput, true);

  /** The conditions that show an interaction's whole result (each reads a few elements only). */
  const text = (selector) => document.querySelector(selector)?.textContent ?? null;
  const conditions = {
    /** The tab is selected and its panel shows its content (a heading, no loader). */
    tab: (label) => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === label);
      if (tab?.getAttribute('aria-selected') !== 'true') return false;
      const panel = document.getElementById(tab.getAttribute('aria-controls'));
      return Boolean(panel && !panel.hidden && panel.querySelector('h2') && !panel.querySelector('.loader'));
    },
    /** Every meeting of the schedule gives its time in the zone of `city`. */
    zone: (city) => {
      const zones = document.querySelectorAll('.schedule-slot__zone');
      return zones.length > 0 && [...zones].every((z) => z.textContent === `${city} time`);
    },
    /** The agenda shows the day view (its axis, the list hidden) or the list. */
    agendaView: (view) =>
      view === 'day'
        ? Boolean(document.querySelector('.agenda-list[hidden]') && document.querySelector('.agenda-dayview__items'))
        : Boolean(document.querySelector('.agenda-list:not([hidden])') && !document.querySelector('.agenda-dayview')),
    /** The day view shows the day `heading` (its heading and its items' list). */
    agendaDay: (heading) =>
      text('#agenda-dayview-heading') === heading &&
      (document.querySelector('.agenda-dayview__items')?.getAttribute('aria-label') ?? '').startsWith(`${heading},`),
    /** The elements of `selectors` read `expected` (their text and their boxes' ticks). */
    signature: ({ selectors, expected }) => conditions.read(selectors) === expected,
    read: (selectors) =>
      selectors
        .map((selector) =>
          [...document.querySelectorAll(selector)]
            .map(
              (el) =>
                `${el.textContent}|${[...el.querySelectorAll('input[type="checkbox"]')].map((i) => (i.checked ? 1 : 0)).join('')}`,
            )
            .join('\n'),
        )
        .join('\n\n'),
    /** The company row marked for the benchmark has its selects enabled (selected) or disabled. */
    rowSelects: (enabled) => {
      const select = document.querySelector('[data-bench-target]')?.closest('.pref-row')?.querySelector('select');
      return Boolean(select) && select.disabled !== enabled;
    },
    /** The request card's handle names its priority `name`, and it is dropped. */
    cardAt: ({ company, priority }) => {
      const handle = document.querySelector(`button[aria-label="Move ${company}, ${priority} priority"]`);
      return Boolean(handle) && handle.getAttribute('aria-pressed') !== 'true';
    },
    /** A dialog named `name` is open, or (null) no dialog is left. */
    dialog: (name) =>
      name === null
        ? !document.querySelector('.swal2-container')
        : document.querySelector('.swal2-container [role="dialog"] .swal2-title')?.textContent === name,
  };
  window.__conditions = conditions;

  /** Arms the completion probe: it starts at the next user input and ends at the paint after `name(arg)` holds. */
  bench.arm = (name, arg) => {
    const probe = { start: null, complete: null, done: false, check: () => undefined };
    const condition = () => conditions[name](arg);
    const observer = new MutationObserver(() => probe.check());
    probe.check = () => {
      if (probe.done || probe.start === null || !condition()) return;
      probe.done = true;
      observer.disconnect();
      const start = probe.start;
      afterPaint(() => {
        probe.complete = performance.now() - start;
      });
    };
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    // A box's ticks change no attribute: changes and clicks are checked too.
    document.addEventListener('change', probe.check, true);
    document.addEventListener('click', () => setTimeout(probe.check, 0), true);
    bench.probe = probe;
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const ms = (value) => `${Math.round(value)} ms`;
const settle = (page, wait = 300) =>
  page.evaluate((delay) => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, delay))), wait);

/** BENCH_PROFILE: the CDP session of the interaction profiled, and what its repetitions recorded. */
let profiling = null;

/** BENCH_PROFILE: starts the trace and the CPU profile of one repetition (or of its completing input). */
async function startProfiling() {
  await profiling.cdp.send('Tracing.start', {
    categories: 'devtools.timeline,blink,v8.execute',
    transferMode: 'ReportEvents',
  });
  await profiling.cdp.send('Profiler.start');
}

/** Marks the start of one repetition: the Event Timing entries and inputs after it are its own. */
async function begin(page) {
  if (profiling && !PROFILE_COMPLETE) await startProfiling();
  return page.evaluate(() => {
    window.__bench.probe = null;
    return performance.now();
  });
}

async function arm(page, name, arg) {
  if (profiling && PROFILE_COMPLETE) await startProfiling();
  return page.evaluate(([n, a]) => window.__bench.arm(n, a), [name, arg]);
}

/** Waits for the armed probe; returns the repetition's complete update and Event Timing durations. */
async function finish(page, from) {
  await page.waitForFunction(() => window.__bench.probe?.complete !== null, undefined, {
    polling: POLL_MS,
    timeout: 30_000,
  });
  await page.waitForTimeout(ENTRY_DELAY_MS);
  if (profiling) {
    const { profile } = await profiling.cdp.send('Profiler.stop');
    profiling.profiles.push(profile);
    const finished = new Promise((resolve) => profiling.cdp.once('Tracing.tracingComplete', resolve));
    await profiling.cdp.send('Tracing.end');
    await finished;
  }
  return page.evaluate((since) => {
    const bench = window.__bench;
    const entries = [...bench.entries.values()].filter((e) => e.start >= since - 1);
    const inputs = bench.inputs.filter((t) => t >= since);
    // Inputs without an entry took under 16 ms (the smallest duration reported): counted as 16 ms.
    const missing = Math.max(0, inputs.length - entries.length);
    return {
      complete: bench.probe.complete,
      events: [...entries.map((e) => e.duration), ...Array.from({ length: missing }, () => 16)],
    };
  }, from);
}

/** Reads what `selectors` show once it has stopped changing (for the signature condition). */
async function settledSignature(page, selectors) {
  let last = null;
  for (let i = 0; i < 60; i += 1) {
    await page.waitForTimeout(250);
    const now = await page.evaluate((s) => window.__conditions.read(s), selectors);
    if (now === last) return now;
    last = now;
  }
  throw new Error(`${selectors.join(', ')} kept changing`);
}

/**
 * Waits until `selector` is in the document, looking every 50 ms (Playwright's waitForSelector looks in every
 * frame and measures the element's box: work inside the frames timed).
 */
function present(page, selector) {
  return page.waitForFunction((s) => Boolean(document.querySelector(s)), selector, {
    polling: POLL_MS,
    timeout: 10_000,
  });
}

async function goto(page, url, ready) {
  await page.goto(url);
  await page.waitForFunction(ready, undefined, { polling: POLL_MS, timeout: 60_000 });
  await settle(page, 800);
}

/* ------------------------------------------------------------------------------------------ */
/* The interactions: each returns one record per repetition ({ complete, events }).           */

const INTERACTIONS = [
  {
    key: 'dashboard-tab',
    label: 'Dashboard: a tab switch',
    user: 'investor1',
    async run(page, times) {
      await goto(page, '/user/dashboard', () => document.querySelectorAll('[role="tab"]').length > 1);
      const labels = await page.locator('[role="tab"]').allTextContents();
      // One round unmeasured: each tab's data is loaded once, as on a visit.
      for (const label of [...labels.slice(1), labels[0]]) {
        await page.getByRole('tab', { name: label, exact: true }).click();
        await page.waitForFunction((l) => window.__conditions.tab(l), label, { polling: POLL_MS });
      }
      await settle(page, 500);
      const records = [];
      for (let i = 0; i < times; i += 1) {
        const label = labels[(i + 1) % labels.length];
        const box = await page.getByRole('tab', { name: label, exact: true }).boundingBox();
        const from = await begin(page);
        await arm(page, 'tab', label);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        records.push(await finish(page, from));
        await settle(page);
      }
      return records;
    },
  },
  {
    key: 'schedule-zone',
    label: 'Schedule: time zone change',
    user: 'investor1',
    async run(page, times) {
      await goto(page, '/user/schedule-preview', () => document.querySelectorAll('.schedule-slot__zone').length > 0);
      const choices = [
        { search: 'dubai', city: 'Dubai' },
        { search: 'london', city: 'London' },
      ];
      const input = await page.getByLabel('Time zone', { exact: true }).elementHandle();
      const records = [];
      for (let i = 0; i < times + 1; i += 1) {
        const { search, city } = choices[i % 2];
        await input.focus();
        const from = await begin(page);
        await page.keyboard.type(search, { delay: 120 });
        await present(page, '[role="option"]');
        await settle(page, 200);
        await arm(page, 'zone', city);
        await page.keyboard.press('Enter');
        const record = await finish(page, from);
        // The first choice warms the zone's formatting up, as a visit's first render does.
        if (i > 0) records.push(record);
        await page
          .locator('body')
          .press('Tab')
          .catch(() => undefined);
        await settle(page);
      }
      return records;
    },
  },
  {
    key: 'agenda-view',
    label: 'Agenda: list / day switch',
    user: 'investor1',
    async run(page, times) {
      await goto(page, '/user/agenda', () => Boolean(document.querySelector('.agenda-list .agenda-day')));
      const records = [];
      for (let i = 0; i < times; i += 1) {
        const view = i % 2 === 0 ? 'day' : 'list';
        const button = page.getByRole('button', { name: view === 'day' ? 'Day' : 'List', exact: true });
        const box = await button.boundingBox();
        const from = await begin(page);
        await arm(page, 'agendaView', view);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        records.push(await finish(page, from));
        await settle(page);
      }
      return records;
    },
  },
  {
    key: 'agenda-day',
    label: 'Agenda: day change (day view)',
    user: 'investor1',
    async run(page, times) {
      await goto(page, '/user/agenda', () => Boolean(document.querySelector('.agenda-list .agenda-day')));
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.waitForSelector('.agenda-dayview__days button');
      const days = page.locator('.agenda-dayview__days button');
      const count = await days.count();
      const headings = await page.evaluate(() =>
        [...document.querySelectorAll('.agenda-list h2')].map((h) => h.textContent),
      );
      await settle(page);
      const records = [];
      for (let i = 0; i < times; i += 1) {
        const index = (i + 1) % count;
        const box = await days.nth(index).boundingBox();
        const from = await begin(page);
        await arm(page, 'agendaDay', headings[index]);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        records.push(await finish(page, from));
        await settle(page);
      }
      return records;
    },
  },
  {
    key: 'companies-search',
    label: 'Companies: typing a search',
    user: 'investor1',
    async run(page, times) {
      await goto(page, '/user/companies', () => Boolean(document.querySelector('.companies__table tbody tr')));
      const selectors = ['.companies__summary', '.companies__table tbody'];
      const words = ['bank', 'egypt', 'telecom', 'generated', 'saudi', 'energy', 'pharma', 'company', 'uae', 'gulf'];
      const search = page.getByLabel('Search', { exact: true });
      // Each word's result once unmeasured: what the page shows for it.
      const expected = [];
      for (const word of words.slice(0, times)) {
        await search.fill(word);
        expected.push(await settledSignature(page, selectors));
      }
      await search.fill('');
      await settledSignature(page, selectors);
      const records = [];
      for (let i = 0; i < times; i += 1) {
        const word = words[i % words.length];
        await search.focus();
        const from = await begin(page);
        await page.keyboard.type(word.slice(0, -1), { delay: 150 });
        await arm(page, 'signature', { selectors, expected: expected[i % expected.length] });
        await page.keyboard.press(word.slice(-1));
        records.push(await finish(page, from));
        await search.fill('');
        await settledSignature(page, selectors);
      }
      return records;
    },
  },
  {
    key: 'companies-country',
    label: 'Companies: choosing a country',
    user: 'investor1',
    async run(page, times) {
      await goto(page, '/user/companies', () => Boolean(document.querySelector('.companies__table tbody tr')));
      const selectors = ['.companies__summary', '.companies__table tbody'];
      const input = page.getByLabel('Country', { exact: true });
      await input.click();
      await page.waitForSelector('[role="option"]');
      const countries = (await page.locator('[role="option"]').allTextContents()).slice(0, times);
      await page.keyboard.press('Escape');
      const choose = async (country) => {
        await input.focus();
        await page.keyboard.type(country.toLowerCase(), { delay: 120 });
        await present(page, '[role="option"]');
        await settle(page, 200);
      };
      const expected = [];
      for (const country of countries) {
        await choose(country);
        await page.keyboard.press('Enter');
        expected.push(await settledSignature(page, selectors));
      }
      const records = [];
      for (let i = 0; i < times; i += 1) {
        const country = countries[i % countries.length];
        const from = await begin(page);
        await choose(country);
        await arm(page, 'signature', { selectors, expected: expected[i % expected.length] });
        await page.keyboard.press('Enter');
        records.push(await finish(page, from));
        await settle(page);
      }
      return records;
    },
  },
  {
    key: 'preferences-switch',
    label: 'Preferences: a company switch',
    user: 'investor1',
    async run(page, times) {
      await goto(page, '/user/preferences', () => document.querySelectorAll('.pref-list .pref-row').length > 0);
      // Let the row entrance animation end before clicking.
      await page.waitForTimeout(1500);
      const records = [];
      for (let i = 0; i < times; i += 1) {
        if (i % 2 === 0) {
          await page.evaluate(() => {
            document.querySelector('[data-bench-target]')?.removeAttribute('data-bench-target');
            const input = [...document.querySelectorAll('.pref-list input[role="switch"]')].find(
              (el) => !el.checked && el.getAttribute('aria-disabled') !== 'true' && !el.disabled,
            );
            input.setAttribute('data-bench-target', '');
          });
        }
        const target = page.locator('[data-bench-target]');
        await target.scrollIntoViewIfNeeded();
        await settle(page, 200);
        const box = await target.boundingBox();
        const from = await begin(page);
        await arm(page, 'rowSelects', i % 2 === 0);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        records.push(await finish(page, from));
        await settle(page);
      }
      return records;
    },
  },
  {
    key: 'board-move',
    label: 'Request board: moving a card',
    user: 'investor1',
    async run(page, times) {
      await goto(page, '/user/preferences?view=requests', () =>
        Boolean(document.querySelector('button[aria-label^="Move "][aria-label$=" priority"]')),
      );
      await page.waitForTimeout(1000);
      const [company, priority] = await page.evaluate(() => {
        const label = document.querySelector('button[aria-label^="Move "][aria-label$=" priority"]').ariaLabel;
        const match = /^Move (.*), (High|Medium|Low) priority$/.exec(label);
        return [match[1], match[2]];
      });
      const order = ['High', 'Medium', 'Low'];
      let at = order.indexOf(priority);
      const records = [];
      for (let i = 0; i < times; i += 1) {
        const step = at === order.length - 1 ? -1 : at === 0 ? 1 : i % 2 === 0 ? 1 : -1;
        const to = order[at + step];
        await page.locator(`button[aria-label="Move ${company}, ${order[at]} priority"]`).focus();
        const from = await begin(page);
        await page.keyboard.press('Space');
        await present(page, `button[aria-label="Move ${company}, ${order[at]} priority"][aria-pressed="true"]`);
        await settle(page, 150);
        await page.keyboard.press(step === 1 ? 'ArrowRight' : 'ArrowLeft');
        await settle(page, 150);
        await arm(page, 'cardAt', { company, priority: to });
        await page.keyboard.press('Space');
        records.push(await finish(page, from));
        at += step;
        // The move is saved on the server before the next one.
        await page.waitForTimeout(600);
      }
      return records;
    },
  },
  {
    key: 'registration-day',
    label: "Registration: a presenter's day of attendance",
    user: 'presenter1',
    async run(page, times) {
      await goto(page, '/user/registration', () =>
        [...document.querySelectorAll('input[type="checkbox"]')].some((i) =>
          /September/.test(i.labels?.[0]?.textContent ?? ''),
        ),
      );
      const availability = page.getByRole('region', { name: 'Days of Attendance & Time slots' });
      const selectors = ['[data-bench-region]'];
      await availability.evaluate((el) => el.setAttribute('data-bench-region', ''));
      // Everything of the form has arrived (the slots' bookings among them).
      const first = await settledSignature(page, selectors);
      // The first day that can be changed (days whose slots are full cannot be ticked).
      const dayName = await availability.evaluate((region) =>
        [...region.querySelectorAll('input[type="checkbox"]:not(:disabled)')]
          .map((input) => input.labels?.[0]?.textContent ?? '')
          .find((label) => /^\w+day \d+ \w+$/.test(label)),
      );
      if (!dayName) throw new Error('no day of attendance can be changed');
      const day = availability.getByRole('checkbox', { name: dayName, exact: true });
      await day.scrollIntoViewIfNeeded();
      const toggle = async (measured, expected) => {
        const from = measured ? await begin(page) : null;
        // A locator's click: it finds the box where it is now (the form's deferred sections move it).
        await day.click();
        await present(page, '.swal2-container .swal2-confirm');
        const ok = page.getByRole('button', { name: 'OK', exact: true });
        await settle(page, 200);
        if (measured) await arm(page, 'signature', { selectors, expected });
        await ok.click();
        if (measured) return finish(page, from);
        return settledSignature(page, selectors);
      };
      const states = [first];
      states.push(await toggle(false));
      states.push(await toggle(false));
      // A day ticked again has none of its slots chosen: from here on the form alternates between
      // states[1] (the day unticked) and states[2] (ticked).
      if (states[1] === states[2]) throw new Error('the day of attendance did not change the form');
      await page.waitForFunction(() => !document.querySelector('.swal2-container'), undefined, { polling: POLL_MS });
      const records = [];
      for (let i = 0; i < times; i += 1) {
        records.push(await toggle(true, states[1 + (i % 2)]));
        await page.waitForFunction(() => !document.querySelector('.swal2-container'), undefined, { polling: POLL_MS });
        await settle(page);
      }
      return records;
    },
  },
  {
    key: 'dialog',
    label: 'Dialog: opening (Book Tour) and closing (Escape)',
    user: 'investor1',
    twoFigures: ['dialog-open', 'dialog-close'],
    async run(page, times) {
      await goto(page, '/user/booking', () => Boolean(document.querySelector('input[type="radio"]:not(:disabled)')));
      await page.locator('input[type="radio"]:not(:disabled)').first().check();
      const book = page.getByRole('button', { name: 'Book Tour', exact: true });
      const title = async () => {
        await book.click();
        const name = await page.locator('.swal2-container [role="dialog"] .swal2-title').textContent();
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('.swal2-container'), undefined, {
          polling: POLL_MS,
        });
        return name;
      };
      const name = await title();
      await settle(page, 500);
      const open = [];
      const close = [];
      for (let i = 0; i < times; i += 1) {
        const box = await book.boundingBox();
        let from = await begin(page);
        await arm(page, 'dialog', name);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        open.push(await finish(page, from));
        await settle(page, 400);
        from = await begin(page);
        await arm(page, 'dialog', null);
        await page.keyboard.press('Escape');
        close.push(await finish(page, from));
        await settle(page);
      }
      return { 'dialog-open': open, 'dialog-close': close };
    },
  },
];

const FIGURE_LABELS = {
  'dialog-open': 'Dialog: opening (Book Tour)',
  'dialog-close': 'Dialog: closing (Escape)',
};

/** A new signed-in tab of `user` on the database grown to `size` times the conference. */
async function signedIn(user, size) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/auth/login');
  await page.waitForFunction(() => typeof window.__resetMockDb === 'function' && typeof window.__mockDb === 'object');
  await page.evaluate(() => window.__resetMockDb());
  await page.getByLabel('Username').fill(user);
  await page.locator('input[type="password"]').first().fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 20_000 });
  const companies = await page.evaluate(
    (count) => {
      const db = window.__mockDb;
      return db.addGeneratedCompanies(Math.max(0, count - db.addGeneratedCompanies(0)));
      // The presenter's form lists no companies, and the generated ones (each presenting in a half-day
      // block) would fill every slot of the conference: no day would be left to tick.
    },
    user === 'presenter1' ? 0 : CONFERENCE_COMPANIES * size,
  );
  const clientId = user === 'investor1' ? 1001 : 1101;
  const people = await page.evaluate(
    ({ id, size: factor, demoMeetings }) => {
      const db = window.__mockDb;
      const colleagues = db.addGeneratedColleagues(id, 0);
      return {
        meetings: db.addGeneratedMeetings(id, demoMeetings * factor - db.addGeneratedMeetings(id, 0)),
        colleagues: db.addGeneratedColleagues(id, colleagues * factor - colleagues),
      };
    },
    { id: clientId, size, demoMeetings: DEMO_MEETINGS },
  );
  await page.addInitScript(probes);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp, errors, data: { companies, ...people } };
}

/** BENCH_PROFILE=<key>: the script functions with the most self time and the trace events of its measured steps. */
async function withProfile(cdp, key, work) {
  if (PROFILE !== key) return work();
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  profiling = { cdp, profiles: [] };
  const result = await work();
  const { profiles } = profiling;
  profiling = null;
  cdp.off('Tracing.dataCollected', collect);
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify(events));
  const self = new Map();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
    for (const id of profile.samples) {
      const frame = byId.get(id).callFrame;
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      self.set(name, (self.get(name) ?? 0) + interval);
    }
  }
  console.log(`# ${key}: script self time over the ${profiles.length} measured steps`);
  for (const [name, time] of [...self.entries()]
    .filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30))
    console.log(`#   ${ms(time).padStart(8)}  ${name}`);
  const totals = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const entry = totals.get(event.name) ?? { time: 0, count: 0 };
    entry.time += event.dur / 1000;
    entry.count += 1;
    totals.set(event.name, entry);
  }
  console.log(`# ${key}: trace events of the measured steps, total time (nested events overlap)`);
  for (const [name, { time, count }] of [...totals.entries()].sort((a, b) => b[1].time - a[1].time).slice(0, 20))
    console.log(`#   ${ms(time).padStart(8)}  ${String(count).padStart(5)}x  ${name}`);
  return result;
}

async function measureSize(size) {
  const rows = [];
  const sessions = new Map();
  for (const interaction of INTERACTIONS) {
    if (ONLY && !ONLY.includes(interaction.key)) continue;
    if (!sessions.has(interaction.user)) {
      const session = await signedIn(interaction.user, size);
      sessions.set(interaction.user, session);
      console.log(
        `# size ${size}x, ${interaction.user}: ${session.data.companies} companies, ${session.data.meetings} meetings, ${session.data.colleagues} colleagues`,
      );
    }
    const { page, cdp, errors } = sessions.get(interaction.user);
    const started = Date.now();
    const result = await withProfile(cdp, interaction.key, () => interaction.run(page, REPEAT));
    const figures = Array.isArray(result) ? { [interaction.key]: result } : result;
    for (const [key, records] of Object.entries(figures)) {
      const events = records.flatMap((r) => r.events);
      const complete = records.map((r) => r.complete);
      const row = {
        key,
        label: FIGURE_LABELS[key] ?? interaction.label,
        size,
        events,
        complete,
        eventMedian: median(events),
        eventWorst: Math.max(...events),
        completeMedian: median(complete),
        completeWorst: Math.max(...complete),
      };
      rows.push(row);
      console.log(
        `  ${row.label} (${size}x, ${records.length} times, ${((Date.now() - started) / 1000).toFixed(0)} s): Event Timing median ${ms(row.eventMedian)}, worst ${ms(row.eventWorst)} [${events.map(Math.round).join(', ')}]; complete median ${ms(row.completeMedian)}, worst ${ms(row.completeWorst)} [${complete.map(Math.round).join(', ')}]`,
      );
    }
    if (errors.length > 0) console.log(`  page errors: ${errors.splice(0).join(' | ')}`);
  }
  for (const { context } of sessions.values()) await context.close();
  return rows;
}

async function main() {
  build();
  ({ baseURL, stop: stopServer } = await servePreview(outDir, 4193));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
  console.log(
    `# ${cpus().length} cores, load average ${load()} (1 / 5 / 15 min) at the start; CPU slowed ${CPU_SLOWDOWN}x`,
  );
  const rows = [];
  for (const size of SIZES) rows.push(...(await measureSize(size)));
  await browser.close();
  browser = null;

  console.log('');
  console.log(
    `Interactions, CPU slowed down ${CPU_SLOWDOWN}x, ${REPEAT} times each; load average ${load()} at the end`,
  );
  console.log(`${'interaction'.padEnd(48)} size   Event Timing median / worst   complete median / worst   verdict`);
  let missed = 0;
  for (const row of rows) {
    const eventOk = row.eventWorst <= TARGET_EVENT_MS;
    const completeOk = row.completeWorst <= TARGET_COMPLETE_MS[row.size];
    if (!eventOk || !completeOk) missed += 1;
    const verdict = [
      eventOk ? '' : `event over ${TARGET_EVENT_MS} ms`,
      completeOk ? '' : `complete over ${TARGET_COMPLETE_MS[row.size]} ms`,
    ]
      .filter(Boolean)
      .join(', ');
    console.log(
      `${row.label.padEnd(48)} ${`${row.size}x`.padStart(4)}   ${`${ms(row.eventMedian)} / ${ms(row.eventWorst)}`.padStart(26)}   ${`${ms(row.completeMedian)} / ${ms(row.completeWorst)}`.padStart(23)}   ${verdict ? `OVER (${verdict})` : 'PASS'}`,
    );
  }
  console.log(
    `Targets: every Event Timing duration <= ${TARGET_EVENT_MS} ms; every complete update <= ${TARGET_COMPLETE_MS[1]} ms at 1x, <= ${TARGET_COMPLETE_MS[10]} ms at 10x. ${missed === 0 ? 'All met.' : `${missed} of ${rows.length} missed.`}`,
  );
  return missed;
}

main()
  .then((missed) => {
    stopServer();
    process.exit(CHECK && missed > 0 ? 1 : 0);
  })
  .catch(async (error) => {
    console.error(`bench-interactions failed: ${error instanceof Error ? error.stack : error}`);
    if (browser) await browser.close().catch(() => undefined);
    stopServer();
    process.exit(2);
  });
