#!/usr/bin/env node
/**
 * Lighthouse on the portal's key pages, signed in where the page needs it.
 *
 * Serves dist-e2e (a build with the mock backend on: `npm run build:e2e`) with `vite preview`,
 * signs in as investor1 through playwright-core in a fresh Chromium profile (the stored client
 * lands in that profile's localStorage), then starts Debian's Chromium on that profile with a
 * remote-debugging port and runs `npx lighthouse <url> --port=<port> --disable-storage-reset`
 * against it for every signed-in page. /auth/login is measured signed out, in a browser that
 * Lighthouse starts itself. Lighthouse is not a dependency of the project: npx fetches it on first use.
 *
 *   node scripts/lighthouse.mjs                        mobile preset (Lighthouse's default)
 *   node scripts/lighthouse.mjs --desktop              desktop preset
 *   node scripts/lighthouse.mjs --pages=/auth/login    only these pages (comma-separated)
 *   node scripts/lighthouse.mjs --keep                 keep the JSON reports in lighthouse-reports/
 *   node scripts/lighthouse.mjs --dist=dist-e2e        the mock-backed build to serve (default dist-e2e)
 *
 * Run it under the browser-test lock: `flock /tmp/e2e.lock node scripts/lighthouse.mjs`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const desktop = args.includes('--desktop');
const keep = args.includes('--keep');
const PORT = 4191;
const DIST = option('dist') ?? 'dist-e2e';
const DEBUG_PORT = 9333;
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PAGES = (option('pages') ?? '/auth/login,/user/dashboard,/user/schedule-preview,/user/preferences').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs in as investor1 in a fresh Chromium profile, leaving the stored client in its localStorage. */
async function signIn(profile) {
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, headless: true, args: CHROME_FLAGS });
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

async function waitForServer(url, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeout} ms`);
}

function lighthouse(url, outputPath, { attach }) {
  const lhArgs = [
    '--yes',
    'lighthouse',
    url,
    ...(attach ? [`--port=${DEBUG_PORT}`, '--disable-storage-reset'] : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]),
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    ...(desktop ? ['--preset=desktop'] : []),
  ];
  const result = spawnSync('npx', lhArgs, {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
    env: { ...process.env, CHROME_PATH: CHROME },
  });
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed: ${result.stderr || result.stdout}`);
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

async function main() {
  if (!existsSync(path.resolve(root, DIST, 'index.html'))) throw new Error(`${DIST} is missing: run \`npm run build:e2e\` first`);
  const reports = path.join(root, 'lighthouse-reports');
  mkdirSync(reports, { recursive: true });
  const server = spawn('npx', ['vite', 'preview', '--outDir', DIST, '--port', String(PORT), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  let browser;
  try {
    await waitForServer(`${BASE}/auth/login`);
    if (PAGES.some((route) => route !== '/auth/login')) {
      await signIn(profile);
      // A plain Chromium on the signed-in profile: Lighthouse drives it through the debugging port.
      browser = spawn(CHROME, [...CHROME_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'], {
        stdio: 'ignore',
      });
      await waitForServer(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
    }
    const rows = [];
    for (const route of PAGES) {
      const file = path.join(reports, `${route.replace(/\W+/g, '_')}${desktop ? '-desktop' : ''}.json`);
      const report = lighthouse(`${BASE}${route}`, file, { attach: route !== '/auth/login' });
      const score = (id) => report.categories[id]?.score;
      const audit = (id) => report.audits[id]?.displayValue ?? '';
      const row = {
        route,
        finalUrl: new URL(report.finalDisplayedUrl ?? report.finalUrl).pathname,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: report.environment?.benchmarkIndex,
        failing: Object.values(report.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
          .map((a) => a.id),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
    console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} preset; load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
    console.log('| Page | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS | Benchmark index |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.route}${r.finalUrl !== r.route ? ` (→ ${r.finalUrl})` : ''} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${Math.round(r.benchmarkIndex ?? 0)} |`,
      );
    }
  } finally {
    if (browser && browser.exitCode === null) {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill('SIGTERM');
      await exited;
    }
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    if (!keep) rmSync(reports, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`lighthouse: ${error?.message ?? error}`);
  process.exit(1);
});
