#!/usr/bin/env node
/**
 * Browser tests of the portal against the mock-backed build.
 *
 *   npm run test:e2e                 build (dist-e2e), serve it, run every tests/e2e/**\/*.e2e.mjs
 *   npm run test:e2e -- foundation   only the files whose path contains "foundation"
 *   E2E_SKIP_BUILD=1 npm run test:e2e   reuse the existing dist-e2e
 *
 * Each file exports `tests`: [{ name, run: async ({ page, context, baseURL, browser, ... }) => {} }].
 * One Chromium for the whole run, a fresh context per test, 60 s per test.
 * A file that exports `build = 'faults'` runs against dist-faults instead (no mock backend: the
 * test answers the API itself); that build is made and served, on its own port, only when such a
 * file is selected.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import * as helpers from './helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const artifacts = path.join(here, 'artifacts');
const builds = {
  e2e: { script: 'build:e2e', outDir: 'dist-e2e', port: 4179 },
  faults: { script: 'build:faults', outDir: 'dist-faults', port: 4180 },
};
const urlOf = (name) => `http://localhost:${builds[name].port}`;
const TEST_TIMEOUT_MS = 60_000;

const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

const servers = [];
let browser = null;

function stopServer() {
  for (const server of servers) {
    if (server.exitCode !== null || server.signalCode !== null) continue;
    try {
      process.kill(-server.pid, 'SIGTERM'); // the whole group: npx and the vite process under it
    } catch {
      try {
        server.kill('SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
}

process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

function findTestFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'artifacts') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findTestFiles(full));
    else if (entry.name.endsWith('.e2e.mjs')) found.push(full);
  }
  return found;
}

function build(name) {
  const { script, outDir } = builds[name];
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(path.join(root, outDir, 'index.html'))) throw new Error(`E2E_SKIP_BUILD=1 but ${outDir}/index.html is missing.`);
    console.log(`# E2E_SKIP_BUILD=1: using the existing ${outDir}`);
    return;
  }
  console.log(`# npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run ${script} failed (exit ${result.status ?? result.signal}).`);
}

async function startServer(name) {
  builds[name].port = await freePort(builds[name].port);
  const { outDir, port } = builds[name];
  const baseURL = urlOf(name);
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseURL}/`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`vite preview did not answer on ${baseURL} within 30 s:\n${output}`);
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function slug(text) {
  return text.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 100);
}

function indent(text) {
  return String(text)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

async function runTest(file, test, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(20_000);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
  });
  const args = {
    page,
    context,
    browser,
    baseURL,
    ...helpers,
    // Accepts (page, label) like the helper, or just (label) for this test's page.
    expectNoAxeViolations: (target, label) =>
      typeof target === 'string' || target === undefined
        ? helpers.expectNoAxeViolations(page, target)
        : helpers.expectNoAxeViolations(target, label),
  };
  try {
    const running = Promise.resolve().then(() => test.run(args));
    running.catch(() => undefined); // a timed-out test may still reject later, after its context is closed
    await withTimeout(running, TEST_TIMEOUT_MS, `test "${test.name}"`);
    return { ok: true };
  } catch (error) {
    let screenshot = null;
    try {
      mkdirSync(artifacts, { recursive: true });
      screenshot = path.join(artifacts, `${slug(path.basename(file, '.e2e.mjs'))}--${slug(test.name)}.png`);
      await withTimeout(page.screenshot({ path: screenshot, fullPage: true }), 10_000, 'screenshot');
    } catch {
      screenshot = null;
    }
    return { ok: false, error, screenshot, pageErrors, url: page.url() };
  } finally {
    await withTimeout(context.close(), 10_000, 'closing the context').catch(() => undefined);
  }
}

async function main() {
  const files = findTestFiles(here)
    .sort()
    .filter((file) => filters.length === 0 || filters.some((f) => path.relative(root, file).includes(f)));
  if (files.length === 0) throw new Error(`No *.e2e.mjs file matches ${filters.join(', ') || '(no filter)'}.`);

  const modules = new Map();
  for (const file of files) modules.set(file, await import(pathToFileURL(file).href));
  const buildOf = (file) => (modules.get(file).build === 'faults' ? 'faults' : 'e2e');
  const needed = Object.keys(builds).filter((name) => files.some((file) => buildOf(file) === name));

  rmSync(artifacts, { recursive: true, force: true }); // screenshots of this run only
  for (const name of needed) build(name);
  for (const name of needed) await startServer(name);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });

  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const rel = path.relative(root, file);
    const mod = modules.get(file);
    if (!Array.isArray(mod.tests)) {
      console.log(`not ok - ${rel}: exports no "tests" array`);
      failed += 1;
      continue;
    }
    console.log(`# ${rel}`);
    for (const test of mod.tests) {
      const started = Date.now();
      const result = await runTest(file, test, urlOf(buildOf(file)));
      const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      if (result.ok) {
        passed += 1;
        console.log(`ok - ${test.name} (${took})`);
      } else {
        failed += 1;
        console.log(`not ok - ${test.name} (${took})`);
        console.log(indent(result.error?.stack || result.error));
        console.log(`    at URL: ${result.url}`);
        if (result.pageErrors.length) console.log(indent(`page errors:\n${result.pageErrors.slice(0, 10).join('\n')}`));
        if (result.screenshot) console.log(`    screenshot: ${path.relative(root, result.screenshot)}`);
      }
    }
  }
  return { passed, failed };
}

let exitCode = 1;
try {
  const { passed, failed } = await main();
  console.log(`${passed} passed, ${failed} failed`);
  exitCode = failed > 0 ? 1 : 0;
} catch (error) {
  console.error(`e2e run aborted: ${error?.stack || error}`);
  console.log('0 passed, 1 failed');
} finally {
  if (browser) await withTimeout(browser.close(), 10_000, 'closing the browser').catch(() => undefined);
  stopServer();
}
process.exit(exitCode);
