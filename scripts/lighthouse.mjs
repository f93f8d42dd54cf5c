#!/usr/bin/env node
/**
 * Lighthouse on the portal's key pages, signed in where the page needs it.
 *
 * Default: the production build (mocking off) as it is deployed — built into a temporary
 * directory and served by nginx with the sample configuration deploy/nginx.conf (gzip, caching,
 * security headers, history fallback), the attendee API under /api/v1/user answered by the mock
 * backend's handlers served over HTTP (tests/support/mock-api-server.ts, loaded through Vite's
 * module runner). The signed-in pages run in a Chromium profile whose localStorage holds the
 * client that investor1's sign-in against that API returns; Chromium is started on that profile with a remote-debugging port and Lighthouse
 * attaches to it (`--disable-storage-reset`). Each signed-in page is measured twice: cold (the
 * browser's HTTP cache, Cache Storage and service workers cleared first; the session in
 * localStorage kept) and then warm, as a returning attendee's visit: the first visit's service worker
 * active, one visit served by it (finishFirstVisit) and the caches as those visits left them.
 * /auth/login is measured signed out and cold, in a browser Lighthouse starts itself. Lighthouse
 * is not a dependency of the project: npx fetches the pinned LIGHTHOUSE_VERSION, the version the
 * side-by-side comparison with the reference app uses, so figures stay comparable.
 *
 *   node scripts/lighthouse.mjs                        mobile preset (Lighthouse's default)
 *   node scripts/lighthouse.mjs --desktop              desktop preset
 *   node scripts/lighthouse.mjs --pages=/auth/login    only these pages (comma-separated)
 *   node scripts/lighthouse.mjs --keep                 keep the JSON reports in lighthouse-reports/
 *   node scripts/lighthouse.mjs --keep --traces        and each run's Chrome trace beside its report (*-0.trace.json,
 *                                                      for the main thread's tasks around the first paint)
 *   node scripts/lighthouse.mjs --dist=DIR             a production build made before (mocking off), served the same
 *                                                      way, instead of building one (to compare two commits' builds)
 *   node scripts/lighthouse.mjs --nginx-conf=FILE      serve it with this site configuration (that commit's
 *                                                      deploy/nginx.conf: its security policy fits its build)
 *   node scripts/lighthouse.mjs --throttling=devtools  the network and processor slowed down in the browser while the
 *                                                      page loads, and the figures measured (by default Lighthouse
 *                                                      simulates them from a run at full speed)
 *   node scripts/lighthouse.mjs --http2                nginx serves the site over HTTPS with HTTP/2 (a certificate made
 *                                                      for the run, which the measuring Chromium is told to trust), as
 *                                                      a deployment behind TLS does; by default plain HTTP/1.1
 *   node scripts/lighthouse.mjs --cold-only            only the cold visit of each page (no returning visit)
 *   node scripts/lighthouse.mjs --warm=first-served    the warm visit is the first one the service worker serves (by
 *                                                      default, a later one: the first has stored the code caches)
 *   node scripts/lighthouse.mjs --mock                 the mock-backed demo build instead (dist-e2e from
 *                                                      `npm run build:e2e`, vite preview, signed in through
 *                                                      the login form; the mock backend runs in the page)
 *
 * Needs nginx (/usr/sbin/nginx or $NGINX) unless --mock. Run it under the browser-test lock:
 * `flock /tmp/e2e.lock node scripts/lighthouse.mjs`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = optionReader(args);
const desktop = args.includes('--desktop');
const keep = args.includes('--keep');
const traces = args.includes('--traces');
const mock = args.includes('--mock');
const warmVisit = option('warm') ?? 'returning';
if (!['returning', 'first-served'].includes(warmVisit))
  throw new Error(`--warm=${warmVisit}: returning or first-served`);
const coldOnly = args.includes('--cold-only');
const prebuilt = option('dist');
const siteConf = option('nginx-conf');
const http2 = args.includes('--http2');
const throttling = option('throttling') ?? 'simulate';
if (!['simulate', 'devtools'].includes(throttling)) throw new Error(`--throttling=${throttling}: simulate or devtools`);
let PORT = 4191;
let DEBUG_PORT = 9333;
const SCHEME = http2 ? 'https' : 'http';
let BASE = `${SCHEME}://localhost:${PORT}`;
/** Chromium's arguments: the shared ones, and with --http2 the trust of the run's certificate (set by selfSigned). */
let chromeArgs = CHROMIUM_ARGS;
const CHROME = process.env.CHROME_PATH ?? CHROMIUM;
const PAGES = (option('pages') ?? '/auth/login,/user/dashboard,/user/schedule-preview,/user/preferences').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The Lighthouse release every figure in the README was taken with (npx without a version fetches the newest). */
const LIGHTHOUSE_VERSION = '12.8.2';

/** Stores investor1's client in a fresh Chromium profile, as a sign-in against the real API would. */
async function storeSession(profile) {
  const client = await signInThroughApi(BASE);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: chromeArgs,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${BASE}/auth/login`);
  await page.evaluate((client) => {
    localStorage.setItem('client', client);
    localStorage.setItem('first_time', '0');
  }, JSON.stringify(client));
  // One visit of a signed-in page leaves the HTTP cache as a returning attendee's.
  await page.goto(`${BASE}/user/dashboard`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  console.log(
    `stored investor1's client (localStorage keys: ${(await page.evaluate(() => Object.keys(localStorage))).join(', ')})`,
  );
  await context.close();
}

/**
 * A certificate for localhost made for this run (--http2): Chromium trusts it by its key's hash
 * (`--ignore-certificate-errors-spki-list`, so the page counts as secure and its service worker
 * registers), and this script's own requests to the site skip the check.
 */
function selfSigned(temp) {
  const cert = path.join(temp, 'localhost.pem');
  const key = path.join(temp, 'localhost-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const spki = execFileSync('sh', [
    '-c',
    `openssl x509 -in '${cert}' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  ])
    .toString()
    .trim();
  chromeArgs = [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spki}`];
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return { cert, key };
}

/** nginx with deploy/nginx.conf on PORT, serving `dist` and proxying the API to `apiPort`. */
function startNginx(temp, dist, apiPort) {
  const nginxArgs = writeNginxSite({
    ...(http2 ? { tls: selfSigned(temp) } : {}),
    temp,
    dist,
    port: PORT,
    apiPort,
    workerConnections: 256,
    ...(siteConf ? { siteConf: path.resolve(siteConf) } : {}),
  });
  return spawn(NGINX, nginxArgs, { stdio: 'ignore' });
}

/** Signs in as investor1 through the login form (mock-backed build), leaving the stored client in the profile. */
async function signIn(profile) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: chromeArgs,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${BASE}/auth/login`);
  await page.getByLabel(/^\s*Username\s*\*?\s*$/).fill('investor1');
  await page.getByLabel(/^\s*Password\s*\*?\s*$/).fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 30_000 });
  const keys = await page.evaluate(() => Object.keys(localStorage));
  console.log(`signed in as investor1 (localStorage keys: ${keys.join(', ')})`);
  await context.close();
}

/** Empties the attached browser's HTTP cache, Cache Storage and service workers for the site; localStorage (the session) stays. */
async function clearCaches() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  try {
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(BASE).origin,
      storageTypes: 'cache_storage,service_workers',
    });
    await cdp.detach();
  } finally {
    await browser.close();
  }
}

/**
 * The first visit of a returning attendee lasts longer than Lighthouse's: the page registers the
 * service worker about 5 s after it has loaded (src/app/service-worker.ts), and the worker serves
 * every later visit. Lighthouse may close its tab before that, so the returning visit is set up
 * the way an attendee's browser has it: the page opened again until its worker is active (at most
 * 30 s), then once more, served by the worker. Returns the worker's state: 'activated', or 'none' for a
 * build without one.
 */
async function finishFirstVisit(route) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${BASE}${route}`);
    const state = await workerState(page);
    // The first visit the worker serves stores the code caches of the scripts it serves (Chromium keeps a module's
    // compiled code beside its Cache Storage entry after its first run there); later visits compile from them.
    // `--warm=first-served` measures that visit itself; by default it happens here, and Lighthouse measures a visit
    // after it, as an attendee's visits are after the first one following an update.
    if (state === 'activated' && warmVisit !== 'first-served') {
      await page.goto(`${BASE}${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      // The code caches are written once the scripts have run and the page is idle.
      await page.waitForTimeout(2_000);
    }
    await page.close();
    return state;
  } finally {
    await browser.close();
  }
}

async function lighthouse(url, outputPath, { attach }) {
  const lhArgs = [
    '--yes',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
    url,
    ...(attach ? [`--port=${DEBUG_PORT}`, '--disable-storage-reset'] : [`--chrome-flags=${chromeArgs.join(' ')}`]),
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    ...(desktop ? ['--preset=desktop'] : []),
    ...(traces ? ['--save-assets'] : []),
    `--throttling-method=${throttling}`,
  ];
  // Asynchronous: the API upstream answers from this same process while Lighthouse runs.
  const child = spawn('npx', lhArgs, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: CHROME },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  clearTimeout(timer);
  if (status !== 0) throw new Error(`lighthouse ${url} failed: ${output}`);
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

/** Starts the site to measure; returns a function that stops it. */
async function startSite(temp) {
  if (mock) {
    if (!existsSync(path.resolve(root, 'dist-e2e', 'index.html')))
      throw new Error('dist-e2e is missing: run `npm run build:e2e` first');
    const preview = spawn('npx', ['vite', 'preview', '--outDir', 'dist-e2e', '--port', String(PORT), '--strictPort'], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    });
    return () => {
      try {
        process.kill(-preview.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    };
  }
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing (apt-get install -y nginx), or measure the demo build with --mock`);
  const dist = prebuilt ? path.resolve(prebuilt) : path.join(temp, 'dist');
  if (prebuilt && !existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing`);
  if (!prebuilt) buildProduction(dist);
  const api = await startMockApi();
  const nginx = startNginx(temp, dist, api.port);
  return () => {
    nginx.kill('SIGTERM');
    return api.close();
  };
}

async function main() {
  // Free ports, so a run never meets another server (or another run) on the usual ones.
  PORT = await freePort(PORT);
  BASE = `${SCHEME}://localhost:${PORT}`;
  DEBUG_PORT = await freePort(DEBUG_PORT);
  const reports = path.join(root, 'lighthouse-reports');
  mkdirSync(reports, { recursive: true });
  const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-site-'));
  chmodSync(temp, 0o755); // nginx started as root serves as an unprivileged worker user
  const stopSite = await startSite(temp);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  let browser;
  try {
    await waitForServer(`${BASE}/auth/login`);
    if (PAGES.some((route) => route !== '/auth/login')) {
      if (mock) await signIn(profile);
      else await storeSession(profile);
      // A plain Chromium on the signed-in profile: Lighthouse drives it through the debugging port.
      browser = spawn(
        CHROME,
        [...chromeArgs, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
        {
          stdio: 'ignore',
        },
      );
      await waitForServer(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
    }
    const rows = [];
    const visits = PAGES.flatMap((route) =>
      route === '/auth/login' || coldOnly
        ? [{ route, cache: 'cold' }]
        : [
            { route, cache: 'cold' },
            { route, cache: 'warm' },
          ],
    );
    for (const { route, cache } of visits) {
      const attach = route !== '/auth/login';
      const file = path.join(reports, `${route.replace(/\W+/g, '_')}${desktop ? '-desktop' : ''}-${cache}.json`);
      if (attach && cache === 'cold') await clearCaches();
      const worker = attach && cache === 'warm' && !mock ? await finishFirstVisit(route) : undefined;
      const report = await lighthouse(`${BASE}${route}`, file, { attach });
      const score = (id) => report.categories[id]?.score;
      const audit = (id) => report.audits[id]?.displayValue ?? '';
      const row = {
        route,
        cache,
        finalUrl: new URL(report.finalDisplayedUrl ?? report.finalUrl).pathname,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: report.environment?.benchmarkIndex,
        ...(worker ? { serviceWorker: worker } : {}),
        failing: Object.values(report.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => a.id),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION}, ${desktop ? 'desktop' : 'mobile'} preset, ${mock ? 'mock-backed demo build (vite preview)' : `production build behind deploy/nginx.conf${http2 ? ' over HTTPS and HTTP/2' : ''}, API from the mock handlers`}${throttling === 'devtools' ? ', slowed down in the browser' : ''}; load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
    console.log(
      '| Page | Cache | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS | Benchmark index |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.route}${r.finalUrl !== r.route ? ` (→ ${r.finalUrl})` : ''} | ${r.cache} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${Math.round(r.benchmarkIndex ?? 0)} |`,
      );
    }
  } finally {
    if (browser && browser.exitCode === null) {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill('SIGTERM');
      await exited;
    }
    await stopSite();
    // Chromium's helper processes may still write into the profile for a moment after it has exited.
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    rmSync(temp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    if (!keep) rmSync(reports, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`lighthouse: ${error?.message ?? error}`);
  process.exit(1);
});
