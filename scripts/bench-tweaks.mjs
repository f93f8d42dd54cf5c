#!/usr/bin/env node
/**
 * What each first-visit tweak of the build (build/tweaks.ts) is worth: the portal built
 * with all of them and with each one left out, each build measured against the reference app
 * with `../shared/tools/login-vs-anchor.mjs` (Lighthouse, alternating runs, medians, ratios
 * portal/reference on /auth/login served as index.html) and by its first-visit JavaScript on that page
 * (from the bundler's manifest, which each build writes into .vite/).
 *
 *   node scripts/bench-tweaks.mjs [--runs=5] [--only=compile-hints,axios-xhr-only]
 *
 * Prints one row per build: the tool's ratios (performance is the portal's median score).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadTs } from './lib/load-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tool = path.resolve(root, '../shared/tools/login-vs-anchor.mjs');
const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = option('runs', '5');
// The builds and the tool get this process's environment as it was before Vite's loader below set NODE_ENV=development.
const inherited = { ...process.env };
// The tweak list of the build (build/tweaks.ts) and the walker over the chunk graph (build/chunk-graph.ts).
const tweaks = await loadTs('build/tweaks.ts');
await tweaks.close();
const graph = await loadTs('build/chunk-graph.ts');
await graph.close();
const { TWEAKS, tweaksLeftOut } = tweaks.module;
const { manifestEntryKey, manifestKeyOf, staticClosure } = graph.module;
const only = [...tweaksLeftOut(option('only', TWEAKS.join(',')))];
const work = mkdtempSync(path.join(os.tmpdir(), 'portal-tweaks-'));

/**
 * The gzipped JavaScript /auth/login loads before it renders: the entry's static graph and the login page's,
 * read from the bundler's manifest and the route table the build wrote beside it (build/plugins/prerender.ts).
 */
function loginBytes(dist) {
  const read = (file) => JSON.parse(readFileSync(path.join(dist, '.vite', file), 'utf8'));
  const manifest = read('manifest.json');
  const login = read('routes.json').routes.find((route) => route.path === '/auth/login');
  const starts = [manifestEntryKey(manifest), login && manifestKeyOf(manifest, login.module)];
  if (starts.some((key) => !key)) throw new Error(`${dist}: the manifest has no entry or no /auth/login page`);
  const files = new Set([...staticClosure(manifest, starts)].map((key) => manifest[key].file));
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}

const rows = [];
for (const without of ['', ...only]) {
  const dist = path.join(work, without || 'all');
  console.log(`\n# build ${without ? `without ${without}` : 'with every tweak'}`);
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...inherited, VITE_API_MOCKING: 'off', PORTAL_BUILD_WITHOUT: without },
    },
  );
  if (built.status !== 0) throw new Error(built.stderr);
  const measured = spawnSync('node', [tool, `--dist=${dist}`, `--runs=${runs}`], {
    cwd: root,
    encoding: 'utf8',
    env: inherited,
  });
  process.stdout.write(measured.stdout);
  const ratio = (label) =>
    measured.stdout
      .split('\n')
      .find((line) => line.startsWith(label))
      ?.trim()
      .split(/\s+/)
      .at(-1) ?? 'n/a';
  const perf = measured.stdout.split('\n').find((line) => line.startsWith('performance'));
  rows.push({
    build: without ? `without ${without}` : 'every tweak',
    perf: perf?.trim().split(/\s+/)[1] ?? 'n/a',
    tbt: ratio('blocking time'),
    main: ratio('main-thread work'),
    script: ratio('script evaluation'),
    fcp: ratio('FCP'),
    lcp: ratio('LCP'),
    kb: (loginBytes(dist) / 1000).toFixed(1),
  });
}
console.log('\nbuild                               perf   TBT    main   script FCP    LCP    login KB gz');
for (const r of rows) {
  console.log(
    `${r.build.padEnd(35)} ${r.perf.padEnd(6)} ${r.tbt.padEnd(6)} ${r.main.padEnd(6)} ${r.script.padEnd(6)} ${r.fcp.padEnd(6)} ${r.lcp.padEnd(6)} ${r.kb}`,
  );
}
