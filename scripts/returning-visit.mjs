#!/usr/bin/env node
/**
 * A returning attendee's visit of a signed-in page against that page's floor (`npm run bench:returning`).
 *
 * The production build (mocking off) is served as it is deployed: nginx with deploy/nginx.conf, the attendee API
 * answered by the mock backend's handlers (tests/support/mock-api-server.ts), as scripts/lighthouse.mjs serves it.
 * investor1 is signed in (the client the API's sign-in returns, stored as the login form stores it). For each page:
 *
 * (the dashboard, the Meeting Schedule and the whole agenda by default):
 * - the portal: a returning attendee's visit. The page was visited before, the service worker is active and has
 *   served a visit of it; the page is opened again in a new tab.
 * - the floor: the same page as it looks once rendered (its DOM and stylesheets, every script removed), saved as
 *   static HTML beside the build and served by the same nginx, opened in a browser context of its own (no service
 *   worker), after one visit of it (the HTTP cache as a returning visitor's).
 *
 * The two are opened in alternation, `--runs` times each, with Lighthouse's mobile throttling applied through the
 * DevTools protocol (CPU 4x; the network of Lighthouse's mobile preset, the one login-vs-anchor uses: 150 ms round
 * trips, 1.6 Mbit/s down, 750 kbit/s up, applied at request level as Lighthouse's devtools throttling does: 562.5 ms
 * of request latency, 90 % of the throughput). Printed per page: the median first contentful paint and largest
 * contentful paint of both, their ratios portal/floor, and the portal visit's cumulative layout shift until the
 * fresh answers of the API have been painted (the network idle, then a second).
 *
 *   npm run bench:returning [-- --runs=5] [--pages=/user/dashboard,/user/schedule-preview,/user/agenda]
 *                              [--dist=DIR] [--check]
 *
 * --dist: a production build (mocking off) made before, instead of building one. --check: exit 1 unless every ratio
 * is at most 1.25 and the portal's layout shift at most 0.05 in every run. Needs nginx (/usr/sbin/nginx or $NGINX).
 * It uses free ports, so it needs no lock.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { freePort } from './lib/free-port.mjs';
import { NGINX, writeNginxSite } from './lib/nginx-site.mjs';
import {
  buildProduction,
  optionReader,
  signInThroughApi,
  startMockApi,
  waitForServer,
  workerState,
} from './lib/production-site.mjs';

const args = process.argv.slice(2);
const option = optionReader(args);
const RUNS = Number(option('runs') ?? 5);
const PAGES = (option('pages') ?? '/user/dashboard,/user/schedule-preview,/user/agenda').split(',');
const CHECK = args.includes('--check');
const prebuilt = option('dist');
/** The targets of issue 56: a returning visit's paints within 1.25x of the floor, no layout shift above 0.05. */
const MAX_RATIO = 1.25;
const MAX_CLS = 0.05;

/** Lighthouse's mobile preset (its `mobileSlow4G` constants) as DevTools throttling applies it. */
const THROTTLING = {
  cpu: 4,
  network: {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () => readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' ');

/** The file name of a page's floor beside the build, served by nginx for `/<name>` (`try_files $uri.html`). */
const floorName = (route) => `floor${route.replace(/\W+/g, '-')}`;

/** The page once its data has settled: the API's answers painted (network idle), then a second. */
async function settled(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1_000);
}

/** FCP, LCP and the layout shift so far (shifts right after an input excluded, as CLS counts them). */
const paintFigures = () =>
  new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    let lcp = Number.NaN;
    let cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // Buffered entries are delivered in a task of their own.
    setTimeout(() => resolve({ fcp, lcp, cls }), 100);
  });

/** Opens `url` in a new tab of `context`, throttled; returns its paint figures once its data has settled. */
async function visit(context, url) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLING.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
    await page.goto(url, { waitUntil: 'commit' });
    await settled(page);
    const figures = await page.evaluate(paintFigures);
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller !== null);
    return { ...figures, controlled };
  } finally {
    await page.close();
  }
}

/** The returning attendee's state: the page visited, the service worker active, one visit served by it. */
async function prepareReturning(context, base, route) {
  const page = await context.newPage();
  await page.goto(`${base}${route}`);
  await settled(page);
  const state = await workerState(page);
  if (state !== 'activated') throw new Error(`the service worker is ${state} after a visit of ${route}`);
  // Served by the worker: this visit stores the code caches and leaves the page as the attendee left it.
  await page.goto(`${base}${route}`);
  await settled(page);
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error(`the service worker did not serve ${route}`);
  await page.close();
}

/** The page as rendered for investor1, saved without any script: its floor. */
async function saveFloor(context, base, route, site) {
  const page = await context.newPage();
  await page.goto(`${base}${route}`);
  await settled(page);
  let html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
  await page.close();
  html = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link[^>]+rel="(modulepreload|manifest)"[^>]*>/gi, '')
    .replace(/<link[^>]+as="script"[^>]*>/gi, '');
  writeFileSync(path.join(site, `${floorName(route)}.html`), html);
  return html.length;
}

async function main() {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-returning-'));
  chmodSync(temp, 0o755); // nginx started as root serves as an unprivileged worker user
  const site = path.join(temp, 'site');
  if (prebuilt) {
    if (!existsSync(path.join(prebuilt, 'index.html'))) throw new Error(`${prebuilt}/index.html is missing`);
    cpSync(path.resolve(prebuilt), site, { recursive: true });
  } else buildProduction(site);
  const port = await freePort(4291);
  const base = `http://localhost:${port}`;
  const api = await startMockApi();
  const nginx = spawn(NGINX, writeNginxSite({ temp, dist: site, port, apiPort: api.port, workerConnections: 256 }), {
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const results = [];
  try {
    await waitForServer(`${base}/auth/login`);
    const user = await signInThroughApi(base);
    const viewport = { width: 412, height: 823 };
    const portal = await browser.newContext({ viewport, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const floor = await browser.newContext({
      viewport,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const start = await portal.newPage();
    await start.goto(`${base}/auth/login`);
    await start.evaluate((client) => {
      localStorage.setItem('client', client);
      localStorage.setItem('first_time', '0');
    }, JSON.stringify(user));
    await start.close();

    console.log(
      `Returning visit against the floor: ${RUNS} runs each, alternating; CPU ${THROTTLING.cpu}x, Lighthouse's mobile network; load average ${load()}`,
    );
    for (const route of PAGES) {
      const bytes = await saveFloor(portal, base, route, site);
      await prepareReturning(portal, base, route);
      const floorUrl = `${base}/${floorName(route)}`;
      await visit(floor, floorUrl); // the floor's first visit fills its HTTP cache
      const runs = { portal: [], floor: [] };
      for (let i = 0; i < RUNS; i++) {
        const p = await visit(portal, `${base}${route}`);
        if (!p.controlled) throw new Error(`run ${i + 1} of ${route} was not served by the service worker`);
        runs.portal.push(p);
        const f = await visit(floor, floorUrl);
        runs.floor.push(f);
        console.log(
          `${route} run ${i + 1}: portal FCP ${Math.round(p.fcp)} LCP ${Math.round(p.lcp)} CLS ${p.cls.toFixed(3)} | floor FCP ${Math.round(f.fcp)} LCP ${Math.round(f.lcp)}`,
        );
      }
      const m = (who, key) => median(runs[who].map((r) => r[key]));
      const row = {
        route,
        floorBytes: bytes,
        portalFcp: m('portal', 'fcp'),
        floorFcp: m('floor', 'fcp'),
        portalLcp: m('portal', 'lcp'),
        floorLcp: m('floor', 'lcp'),
        cls: median(runs.portal.map((r) => r.cls)),
        worstCls: Math.max(...runs.portal.map((r) => r.cls)),
      };
      row.fcpRatio = row.portalFcp / row.floorFcp;
      row.lcpRatio = row.portalLcp / row.floorLcp;
      results.push(row);
    }
  } finally {
    await browser.close();
    nginx.kill('SIGTERM');
    await api.close();
    rmSync(temp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }

  console.log(`\nmedians of ${RUNS} runs; load average at the end ${load()}`);
  console.log('| Page | FCP portal / floor | Ratio | LCP portal / floor | Ratio | CLS (median, worst) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| \`${r.route}\` | ${Math.round(r.portalFcp)} / ${Math.round(r.floorFcp)} ms | ${r.fcpRatio.toFixed(2)} | ${Math.round(r.portalLcp)} / ${Math.round(r.floorLcp)} ms | ${r.lcpRatio.toFixed(2)} | ${r.cls.toFixed(3)}, ${r.worstCls.toFixed(3)} |`,
    );
  }
  if (CHECK) {
    const missed = results.flatMap((r) => [
      ...(r.fcpRatio > MAX_RATIO ? [`${r.route} FCP ratio ${r.fcpRatio.toFixed(2)} > ${MAX_RATIO}`] : []),
      ...(r.lcpRatio > MAX_RATIO ? [`${r.route} LCP ratio ${r.lcpRatio.toFixed(2)} > ${MAX_RATIO}`] : []),
      ...(r.worstCls > MAX_CLS ? [`${r.route} layout shift ${r.worstCls.toFixed(3)} > ${MAX_CLS}`] : []),
    ]);
    if (missed.length) {
      console.log(`CHECK: ${missed.join('; ')}`);
      process.exit(1);
    }
    console.log(`CHECK: every ratio at most ${MAX_RATIO}, every layout shift at most ${MAX_CLS}`);
  }
}

main().catch((error) => {
  console.error(`returning-visit: ${error?.stack ?? error}`);
  process.exit(2);
});
