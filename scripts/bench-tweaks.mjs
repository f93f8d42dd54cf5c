#!/usr/bin/env node
/**
 * What each first-visit tweak of the build (vite.config.ts, TWEAKS) is worth: the portal built
 * with all of them and with each one left out, each build measured against the reference app
 * with `../shared/tools/login-vs-anchor.mjs` (Lighthouse, alternating runs, medians, ratios
 * portal/reference on /auth/login served as index.html) and by its first-visit JavaScript on that page.
 *
 *   node scripts/bench-tweaks.mjs [--runs=5] [--only=compile-hints,axios-xhr-only]
 *
 * Prints one row per build: the tool's ratios (performance is the portal's median score).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tool = path.resolve(root, '../shared/tools/login-vs-anchor.mjs');
const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = option('runs', '5');
const ALL = ['compile-hints', 'first-visit-chunks', 'axios-xhr-only', 'react-router-production'];
const only = option('only', ALL.join(',')).split(',');
const work = mkdtempSync(path.join(os.tmpdir(), 'portal-tweaks-'));

/** The gzipped JavaScript /auth/login loads before it renders: the entry's static graph and the login page's. */
function loginBytes(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const login = readdirSync(path.join(dist, 'assets')).filter((f) => f.startsWith('login-page-') && f.endsWith('.js'));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) visit(`assets/${m[1]}`);
  };
  for (const file of [...named, ...login.map((f) => `assets/${f}`)]) visit(file);
  return [...seen].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}

const rows = [];
for (const without of ['', ...only]) {
  const dist = path.join(work, without || 'all');
  console.log(`\n# build ${without ? `without ${without}` : 'with every tweak'}`);
  const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, VITE_API_MOCKING: 'off', PORTAL_BUILD_WITHOUT: without },
  });
  if (built.status !== 0) throw new Error(built.stderr);
  const measured = spawnSync('node', [tool, `--dist=${dist}`, `--runs=${runs}`], { cwd: root, encoding: 'utf8' });
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
