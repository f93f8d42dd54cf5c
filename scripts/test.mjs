#!/usr/bin/env node
/**
 * `npm test`: every check of the portal short of the browser tests, in three phases that keep the
 * machine's cores busy without making any bundle twice:
 *
 *   1. typecheck, ESLint, the format check (Biome) and the two builds (mock-backed dist-e2e, then mocking-off
 *      dist-faults, a production build with its manifest), side by side;
 *   2. the first-visit budgets (`bench:bundle --strict`, read from dist-faults) and the build check on the two
 *      builds, beside the unit tests (vitest);
 *   3. the drift suite (the pages served drifted API answers) and the fuzz suite (answers nobody thought of).
 *
 * The builds are left in place, so `E2E_SKIP_BUILD=1 npm run test:e2e` runs the browser tests on
 * them. Each step's output is printed when it ends, with its exit code and duration; the run
 * fails when any step failed (all steps of a phase finish first, so every failure is shown).
 *
 *   npm test                    all of it
 *   npm test -- --no-builds     phases without the builds and the build check (a quick local loop)
 *   npm run build:shared        only the two builds (what .ci/run does first, so that the browser tests can
 *                               run beside npm test); then PORTAL_BUILDS_READY=1 npm test checks those builds
 *                               instead of making them again
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logs = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const buildsOnly = process.argv.includes('--builds-only');
const buildsReady = process.env.PORTAL_BUILDS_READY === '1';
const withBuilds = !process.argv.includes('--no-builds');
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

// The builds carry only the shipped sample settings: the build check expects exactly those.
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));

/** Runs `command` (a shell line) with its output into a log; resolves to { name, code, log, took }. */
function step(name, command, env = process.env) {
  const log = path.join(logs, `${name}.log`);
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code, signal) => {
      writeFileSync(log, output);
      resolve({ name, code: code ?? (signal ? 1 : 0), output, took: seconds(begun) });
    });
  });
}

/** Waits for a phase's steps, prints each one's output and status; false when one failed. */
async function phase(steps) {
  let passed = true;
  for (const result of await Promise.all(steps)) {
    process.stdout.write(`\n== ${result.name} (exit ${result.code}, ${result.took} s)\n${result.output}`);
    if (result.code !== 0) {
      console.error(`== ${result.name} FAILED (exit ${result.code})`);
      passed = false;
    }
  }
  return passed;
}

// What the mocking-off build printed (its list of sample settings), kept beside the builds for the build check.
const faultsLog = path.join(root, 'node_modules', '.cache', 'portal-builds', 'build-faults-output.txt');
const builds = async () => {
  const e2e = await step('build:e2e', 'npm run build:e2e', buildEnv);
  if (e2e.code !== 0) return e2e;
  const faults = await step('build:faults', 'npm run build:faults', buildEnv);
  mkdirSync(path.dirname(faultsLog), { recursive: true });
  writeFileSync(faultsLog, faults.output);
  return {
    ...faults,
    name: 'builds (dist-e2e, dist-faults)',
    output: `${e2e.output}\n${faults.output}`,
    took: e2e.took + faults.took,
  };
};

if (buildsOnly) {
  const passedBuilds = await phase([builds()]);
  process.exit(passedBuilds ? 0 : 1);
}
if (withBuilds && buildsReady) {
  for (const file of ['dist-e2e/index.html', 'dist-faults/index.html', faultsLog]) {
    if (!existsSync(path.resolve(root, file))) {
      console.error(`PORTAL_BUILDS_READY=1 but ${file} is missing: run npm run build:shared first.`);
      process.exit(1);
    }
  }
  console.log(
    `== builds: the existing dist-e2e and dist-faults (PORTAL_BUILDS_READY=1)\n${readFileSync(faultsLog, 'utf8').split('\n').slice(-12).join('\n')}`,
  );
}

let passed = await phase([
  step('typecheck', 'npm run typecheck'),
  step('lint', 'npm run lint'),
  step('format', 'npm run format:check'),
  ...(withBuilds && !buildsReady ? [builds()] : []),
]);
passed =
  (await phase([
    ...(withBuilds
      ? [
          step('bundle budget', 'npm run bench:bundle -- --strict --dist=dist-faults'),
          step(
            'build check',
            `node scripts/check-build.mjs --mocked=dist-e2e --mocking-off=dist-faults --mocking-off-log=${JSON.stringify(faultsLog)}`,
          ),
        ]
      : []),
    step('vitest', 'npm run test:unit'),
  ])) && passed;
passed = (await phase([step('drift suite', 'npm run test:drift'), step('fuzz suite', 'npm run test:fuzz')])) && passed;

console.log(`\n== npm test: ${passed ? 'passed' : 'FAILED'} in ${seconds(started)} s (logs in ${logs})`);
if (!passed) process.exitCode = 1;
