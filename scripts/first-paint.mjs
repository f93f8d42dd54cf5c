#!/usr/bin/env node
/**
 * First paint of the pages written at build time against their floor: the same page saved as
 * static HTML with its stylesheets and no script (`../shared/tools/login-vs-anchor.mjs --floor`),
 * and optionally against the reference React app (`--reference`, the tool's `--check-all`).
 *
 * The tool serves `<path>.html` for its path before falling back to index.html, as deploy/nginx.conf,
 * `vite preview` and most static hosts do, so each page is measured on the build itself.
 *
 *   node scripts/first-paint.mjs [--pages=/auth/login,/home] [--runs=5] [--reference]
 *
 * Prints the tool's output for each page and a table page × floor × portal × ratio (FCP, LCP).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tool = path.resolve(root, '../shared/tools/login-vs-anchor.mjs');
const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const pages = option('pages', '/auth/login,/home,/landing,/important-deadlines').split(',');
const runs = option('runs', '5');
const reference = process.argv.includes('--reference');
if (!existsSync(tool)) throw new Error(`${tool} is missing`);

const work = mkdtempSync(path.join(os.tmpdir(), 'portal-first-paint-'));
const dist = path.join(work, 'dist');
console.log(`# VITE_API_MOCKING=off vite build --outDir ${dist}`);
const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCKING: 'off' },
});
if (built.status !== 0) process.exit(2);

const median = (line) => line?.match(/(\d+) ms\s+(\d+) ms\s+([\d.]+)/)?.slice(1, 4);
const rows = [];
for (const page of pages) {
  if (!existsSync(path.join(dist, `${page.slice(1)}.html`)))
    throw new Error(`${page} is not a page written at build time`);
  const modes = [['floor', ['--floor']], ...(reference ? [['reference', ['--check-all', '--tolerance=0.05']]] : [])];
  for (const [against, flags] of modes) {
    console.log(`\n# ${page} against the ${against}`);
    const result = spawnSync('node', [tool, `--dist=${dist}`, `--path=${page}`, `--runs=${runs}`, ...flags], {
      cwd: root,
      encoding: 'utf8',
    });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    const lines = result.stdout.split('\n');
    const fcp = median(lines.find((l) => l.startsWith('FCP')));
    const lcp = median(lines.find((l) => l.startsWith('LCP')));
    rows.push({ page, against, fcp, lcp, status: result.status });
  }
}
console.log('\npage                   against     FCP portal / other (ratio)      LCP portal / other (ratio)');
for (const { page, against, fcp, lcp, status } of rows) {
  const cell = (m) => (m ? `${m[0]} / ${m[1]} ms (${m[2]})`.padEnd(32) : 'n/a'.padEnd(32));
  console.log(`${page.padEnd(22)} ${against.padEnd(11)} ${cell(fcp)} ${cell(lcp)}${status ? ` exit ${status}` : ''}`);
}
console.log(
  `(built site kept in ${work}; ${readFileSync(path.join(dist, 'index.html'), 'utf8').length} bytes of index.html)`,
);
