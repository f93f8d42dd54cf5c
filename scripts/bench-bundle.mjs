#!/usr/bin/env node
/**
 * First-visit JavaScript weight of the portal, per route (npm run bench:bundle).
 *
 * Builds with mocking off into dist-bench (with a Vite manifest), then for the entry
 * and for each route of the route declarations (src/app/routes.ts) adds up the gzipped size of every
 * JavaScript file a first visit downloads: the entry chunk and its static imports
 * (transitively), the lazy logged-in shell and its static imports for the pages shown in it,
 * plus the route's lazy page chunk and its static imports.
 * Marks every route PASS or OVER against its budget (179 KB; /auth/login 130 KB in at most 3 files) and
 * prints a summary line, the 10 largest chunks, and whether xlsx / sweetalert2 / msw
 * code sits in the entry's static graph.
 *
 *   node scripts/bench-bundle.mjs            report only (exit 0 whatever the figures)
 *   node scripts/bench-bundle.mjs --strict   exit 1 when any route is OVER its budget (or /auth/login over its files)
 *   node scripts/bench-bundle.mjs --keep     keep dist-bench for inspection
 *   node scripts/bench-bundle.mjs --detail=/user/media   also list that route's files (repeatable)
 *   node scripts/bench-bundle.mjs --dist=dist-faults     read an existing production build made with --manifest
 *                                            (npm test reads dist-faults, the mocking-off build, instead of
 *                                            making one more)
 *
 * 1 KB = 1000 bytes, as Vite prints sizes; gzip at zlib's default level.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadTs } from './lib/load-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const given = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
const outDir = given ?? 'dist-bench';
const outPath = path.resolve(root, outDir);
const LOGIN_ROUTE = '/auth/login';
const LOGIN_BUDGET_KB = 130;
/** The login page's first visit: the entry, the page's chunk and the forms chunk (vite.config.ts, firstVisitChunks). */
const LOGIN_MAX_FILES = 3;
/**
 * Every other route. 170 KB until the signed-in frame gained what every signed-in page shows or does on its first
 * visit (the attendee and conference in the top bar, one Menu disclosure for both frames, changes shared between
 * tabs, the mutation wrapper): 1.2 to 1.5 KB on the registration, availability and schedule pages, which were within
 * 0.4 KB of the budget (docs/performance.md). 179 KB since the dashboard paints its first screen before its overview's
 * code: start-up's wait for a page heading's paint (0.24 KB in the entry) and the schedule's reader in a file of its own
 * (the dashboard's first screen asks for the schedule without its rules) cost the schedule page 0.4 KB more than the
 * 178 it was within 0.7 KB of.
 */
const ROUTE_BUDGET_KB = 179;
const budgetOf = (route) => (route === LOGIN_ROUTE ? LOGIN_BUDGET_KB : ROUTE_BUDGET_KB);
const strict = process.argv.includes('--strict');
const keep = process.argv.includes('--keep');
const detail = process.argv.filter((arg) => arg.startsWith('--detail=')).map((arg) => arg.slice('--detail='.length));

/** Markers of libraries that must stay out of the first visit. */
const MARKERS = {
  xlsx: ['SheetJS'],
  sweetalert2: ['sweetalert2', 'swal2-'],
  msw: ['mockServiceWorker', '[MSW]'],
};

const kb = (bytes) => (bytes / 1000).toFixed(1);

function build() {
  console.log(`# VITE_API_MOCKING=off vite build --mode production --outDir ${outDir} --manifest`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--manifest', '--emptyOutDir'],
    {
      cwd: root,
      env: { ...process.env, VITE_API_MOCKING: 'off' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  }
}

/** Every route with its page module, and the signed-in frame's module, as the build found them (build/plugins/prerender.ts). */
function readRoutes() {
  return JSON.parse(readFileSync(path.join(outPath, '.vite/routes.json'), 'utf8'));
}

async function main() {
  if (given) {
    if (!existsSync(path.join(outPath, '.vite/manifest.json')))
      throw new Error(`${outDir} has no .vite/manifest.json: build it with --manifest`);
    console.log(`# reading ${outDir} (a production build made with --manifest)`);
  } else build();
  // The walker over the chunk graph that the build's plugins use too (build/chunk-graph.ts). Loaded after the
  // build: Vite's loader sets NODE_ENV=development in this process, which a build started after it would inherit.
  const graph = await loadTs('build/chunk-graph.ts');
  await graph.close();
  const { manifestEntryKey, manifestKeyOf, staticClosure } = graph.module;
  const manifest = JSON.parse(readFileSync(path.join(outPath, '.vite/manifest.json'), 'utf8'));
  const entryKey = manifestEntryKey(manifest);
  if (!entryKey) throw new Error('manifest has no entry');

  const sizes = new Map(); // output file → { raw, gzip, text }
  const fileInfo = (file) => {
    if (!sizes.has(file)) {
      const text = readFileSync(path.join(outPath, file));
      sizes.set(file, { raw: text.length, gzip: gzipSync(text).length, text: text.toString('utf8') });
    }
    return sizes.get(file);
  };
  const jsFiles = (keys) => [
    ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
  ];
  const total = (files) => files.reduce((sum, file) => sum + fileInfo(file).gzip, 0);

  const entryKeys = staticClosure(manifest, [entryKey]);
  const entryFiles = jsFiles(entryKeys);
  const entryGzip = total(entryFiles);

  const rows = [{ route: '(entry only)', module: entryKey, gzip: entryGzip, files: entryFiles.length }];
  const missing = [];
  const { routes, shellModule } = readRoutes();
  const shellKey = manifestKeyOf(manifest, shellModule);
  if (!shellKey) throw new Error(`manifest has no chunk for ${shellModule}`);
  const shellKeys = staticClosure(manifest, [shellKey]);
  for (const { path: route, module, layout } of routes) {
    const inShell = layout === 'shell';
    const key = manifestKeyOf(manifest, module);
    if (!key) {
      missing.push(`${route} → ${module}`);
      continue;
    }
    const files = jsFiles(new Set([...entryKeys, ...(inShell ? shellKeys : []), ...staticClosure(manifest, [key])]));
    rows.push({ route, module: key, gzip: total(files), files: files.length, list: files });
  }

  const routeWidth = Math.max(...rows.map((r) => r.route.length), 5);
  console.log('\nFirst-visit JavaScript per route (gzipped, KB = 1000 bytes)');
  console.log(`${'route'.padEnd(routeWidth)}  ${'KB gz'.padStart(7)}  budget  verdict  files  page module`);
  for (const row of rows) {
    const budget = row.route === '(entry only)' ? null : budgetOf(row.route);
    row.over = budget !== null && row.gzip / 1000 > budget;
    const verdict = budget === null ? '' : row.over ? 'OVER' : 'PASS';
    console.log(
      `${row.route.padEnd(routeWidth)}  ${kb(row.gzip).padStart(7)}  ${(budget === null ? '' : String(budget)).padStart(6)}  ${verdict.padEnd(7)}  ${String(row.files).padStart(5)}  ${row.module}`,
    );
  }
  if (missing.length) console.log(`(no chunk found for: ${missing.join('; ')})`);
  for (const route of detail) {
    const row = rows.find((r) => r.route === route);
    if (!row) {
      console.log(`\n(--detail: ${route} is not a route)`);
      continue;
    }
    const sourceOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]));
    console.log(`\n${route}: the files of its first visit`);
    for (const file of [...row.list].sort((a, b) => fileInfo(b).gzip - fileInfo(a).gzip)) {
      console.log(
        `  ${kb(fileInfo(file).gzip).padStart(7)}  ${file}  (${sourceOfFile.get(file)})${entryFiles.includes(file) ? '  [entry]' : ''}`,
      );
    }
  }

  const assetsDir = path.join(outPath, 'assets');
  const allJs = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]));
  const largest = allJs
    .map((file) => ({ file, ...fileInfo(file) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 10);
  console.log('\n10 largest JavaScript chunks');
  console.log(`${'KB gz'.padStart(7)}  ${'KB raw'.padStart(8)}  chunk`);
  for (const chunk of largest) {
    const src = sourceOf.get(chunk.file);
    console.log(`${kb(chunk.gzip).padStart(7)}  ${kb(chunk.raw).padStart(8)}  ${chunk.file}${src ? `  (${src})` : ''}`);
  }

  // Chunk file names (e.g. `import('./sweetalert2.all-xxxx.js')`) are references, not library code.
  const chunkNames = readdirSync(assetsDir).sort((a, b) => b.length - a.length);
  const codeOf = new Map();
  const code = (file) => {
    if (!codeOf.has(file))
      codeOf.set(
        file,
        chunkNames.reduce((text, name) => text.split(name).join(''), fileInfo(file).text),
      );
    return codeOf.get(file);
  };
  const carries = (file, markers) => markers.some((marker) => code(file).includes(marker));
  console.log('\nLibraries in the entry\'s static graph (should all be "no")');
  for (const [library, markers] of Object.entries(MARKERS)) {
    const hits = entryFiles.filter((file) => carries(file, markers));
    const elsewhere = allJs.filter((file) => !entryFiles.includes(file) && carries(file, markers));
    const where = elsewhere.length ? `; lazy in ${elsewhere.join(', ')}` : '';
    console.log(`  ${library.padEnd(12)} ${hits.length ? `YES in ${hits.join(', ')}` : 'no'}${where}`);
  }

  const login = rows.find((row) => row.route === LOGIN_ROUTE);
  if (!login) throw new Error(`${LOGIN_ROUTE} is not in the route table`);
  const loginFilesOver = login.files > LOGIN_MAX_FILES;
  console.log(
    `\n${LOGIN_ROUTE} first visit: ${kb(login.gzip)} KB gzipped in ${login.files} files (target: at most ${LOGIN_BUDGET_KB} KB in ` +
      `${LOGIN_MAX_FILES} files) — ${login.over || loginFilesOver ? 'OVER' : 'PASS'}`,
  );

  const routeRows = rows.filter((row) => row.route !== '(entry only)');
  const overRows = routeRows.filter((row) => row.over);
  const worst = routeRows.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(
    `Summary: ${routeRows.length - overRows.length} PASS, ${overRows.length} OVER of ${routeRows.length} routes ` +
      `(budget ${ROUTE_BUDGET_KB} KB, ${LOGIN_ROUTE} ${LOGIN_BUDGET_KB} KB; entry ${kb(entryGzip)} KB; largest ${worst.route} ${kb(worst.gzip)} KB)` +
      (overRows.length ? `; OVER: ${overRows.map((row) => `${row.route} ${kb(row.gzip)}`).join(', ')}` : ''),
  );
  return overRows.length > 0 || loginFilesOver;
}

let code = 0;
try {
  const over = await main();
  if (over && strict) code = 1;
} catch (error) {
  console.error(`bench-bundle: ${error?.message ?? error}`);
  code = 1;
} finally {
  if (!keep && !given && existsSync(outPath)) rmSync(outPath, { recursive: true, force: true });
}
process.exit(code);
