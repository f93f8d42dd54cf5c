#!/usr/bin/env node
/**
 * Checks of the built portal, run on builds that CI makes anyway (or made here when none is given):
 *
 * - the mock-backed build (as dist-e2e is made): index.html carries the Content-Security-Policy
 *   first in <head>, before any script or stylesheet, allows only what the portal uses, holds no
 *   inline script or handler; the web app manifest and its icons; the portal's service worker
 *   precaches the app shell and routes no API call; the mock service worker is shipped;
 * - the mocking-off build with the shipped sample settings (as dist-faults or a production build
 *   is made): the build's output ends with the list of organiser settings still holding sample
 *   values, its JavaScript carries no OAuth client secret and asks for the PKCE challenge, and it
 *   ships no mock service worker;
 * - in both builds: the JavaScript holds none of what the build tweaks leave out (react-router's
 *   development warnings, axios's fetch adapter);
 * - the policy options (build/csp.ts), the inline scripts built from src/boot/ (build/inline-scripts.ts),
 *   and deploy/nginx.conf sending the header each build writes beside its site.
 *
 *   node scripts/check-build.mjs        build both into temporary directories, then check them
 *   node scripts/check-build.mjs --mocked=dist-e2e --mocking-off=dist-faults --mocking-off-log=build-faults.log
 *                                       check existing builds; the log is what the mocking-off build printed on stdout
 *
 * Prints each check and exits non-zero when one fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './lib/load-ts.mjs';
import { mockedBuildChecks, mockingOffBuildChecks, policyChecks, tweakChecks } from './lib/build-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

/** Builds in `mode` into `outDir` with only the shipped sample settings; resolves to what the build printed on stdout. */
function build(mode, outDir) {
  // No organiser value from the environment running the check: only the shipped samples.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      env,
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`vite build --mode ${mode} failed:\n${output}\n${errors}`)),
    );
  });
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** The two builds to check: given on the command line, or made now (in parallel) in temporary directories. */
async function builds() {
  const mocked = option('mocked');
  const mockingOff = option('mocking-off');
  const log = option('mocking-off-log');
  if (mocked || mockingOff) {
    if (!mocked || !mockingOff || !log) throw new Error('give --mocked, --mocking-off and --mocking-off-log together');
    for (const dir of [mocked, mockingOff]) {
      if (!existsSync(path.resolve(root, dir, 'index.html'))) throw new Error(`${dir}/index.html is missing`);
    }
    console.log(`# checking the existing builds ${mocked} (mock backend) and ${mockingOff} (mocking off)`);
    return {
      mocked: path.resolve(root, mocked),
      mockingOff: path.resolve(root, mockingOff),
      output: readFileSync(log, 'utf8'),
      temp: null,
    };
  }
  const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-check-build-'));
  const dirs = { mocked: path.join(temp, 'e2e'), mockingOff: path.join(temp, 'production') };
  console.log('# vite build --mode e2e and --mode production (sample settings only), into a temporary directory');
  const [, output] = await Promise.all([build('e2e', dirs.mocked), build('production', dirs.mockingOff)]);
  return { ...dirs, output, temp };
}

async function main() {
  const { mocked, mockingOff, output, temp } = await builds();
  const config = await loadTs('build/csp.ts');
  const inline = await loadTs('build/inline-scripts.ts').catch(async (error) => {
    await config.close();
    throw error;
  });
  let failed = 0;
  try {
    const { contentSecurityPolicy } = config.module;
    const scripts = await inline.module.inlineScripts(root);
    const javascriptOf = (dir) =>
      filesUnder(dir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
    const javascript = javascriptOf(mockingOff);
    const groups = [
      [
        'mock-backed build',
        [
          ...mockedBuildChecks({ dir: mocked, contentSecurityPolicy, scripts }),
          ...tweakChecks({ root, javascript: javascriptOf(mocked) }),
        ],
      ],
      [
        'mocking-off build with the sample settings',
        [...mockingOffBuildChecks({ dir: mockingOff, output, javascript }), ...tweakChecks({ root, javascript })],
      ],
      ['policy options', policyChecks({ root, contentSecurityPolicy, scripts })],
    ];
    for (const [group, checks] of groups) {
      console.log(`\n${group}`);
      for (const [name, check] of checks) {
        try {
          check();
          console.log(`  ✓ ${name}`);
        } catch (error) {
          failed += 1;
          console.log(`  ✗ ${name}\n    ${String(error?.message ?? error).replaceAll('\n', '\n    ')}`);
        }
      }
    }
  } finally {
    await Promise.all([config.close(), inline.close()]);
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
  console.log(failed ? `\n${failed} build check(s) failed` : '\nall build checks passed');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(`check-build: ${error?.message ?? error}`);
  process.exit(1);
});
