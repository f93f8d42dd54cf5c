#!/usr/bin/env node
/**
 * A signed-in attendee's cold visit (a stored session; no HTTP cache, Cache Storage or service worker) of this tree's
 * production build against another commit's, side by side: Lighthouse's mobile run of each in alternation
 * (scripts/lighthouse.mjs --cold-only, each build behind the deploy/nginx.conf of its own commit, whose security
 * policy fits its pages), then the medians and the ratios of this tree to the other commit.
 *
 *   npm run bench:cold                                    the dashboard, 3 pairs, against the last build before the
 *                                                         design system (BASE below)
 *   node scripts/cold-visit.mjs --base=<commit> --runs=5  another commit, more pairs
 *   node scripts/cold-visit.mjs --page=/user/schedule-preview
 *   node scripts/cold-visit.mjs --http2                   both served over HTTPS with HTTP/2
 *   node scripts/cold-visit.mjs --throttling=devtools     the network and processor slowed down in the browser
 *   node scripts/cold-visit.mjs --base=<commit> --card    and then the attendee's wait for the dashboard's meeting card,
 *                                                         which Lighthouse does not see (scripts/lib/card-visits.mjs)
 *
 * The other commit is built once, in a worktree of its own with its own `npm ci`, and kept under
 * node_modules/.cache/cold-visit/<commit>/ for later runs. Needs nginx (as scripts/lighthouse.mjs); run it alone
 * (`flock /tmp/e2e.lock npm run bench:cold`): the figures are Lighthouse's simulation from a run at full speed, and a
 * busy machine moves them.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardVisits } from './lib/card-visits.mjs';
import { buildProduction, optionReader } from './lib/production-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = optionReader(args);
/** The last commit before the design system (06cce4f), the build issue #56 compares the cold visit with. */
const BASE = '06cce4f^1';
const base = option('base') ?? BASE;
const runs = Number(option('runs') ?? 3);
const page = option('page') ?? '/user/dashboard';
const passOn = args.filter((arg) => arg === '--http2' || arg.startsWith('--throttling='));
const card = args.includes('--card');

const run = (command, commandArgs, options = {}) => {
  const done = spawnSync(command, commandArgs, { cwd: root, encoding: 'utf8', ...options });
  if (done.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${done.stdout ?? ''}\n${done.stderr ?? ''}`);
  return done.stdout ?? '';
};

/** The other commit's production build and its nginx site configuration, made once and kept. */
function baseBuild(commit) {
  const folder = path.join(root, 'node_modules/.cache/cold-visit', commit);
  const dist = path.join(folder, 'dist');
  const conf = path.join(folder, 'nginx.conf');
  if (existsSync(path.join(dist, 'index.html')) && existsSync(conf)) return { dist, conf };
  console.log(`# building ${commit.slice(0, 10)} in a worktree of its own (npm ci, vite build; once)`);
  const tree = mkdtempSync(path.join(os.tmpdir(), 'portal-cold-base-'));
  rmSync(tree, { recursive: true, force: true });
  run('git', ['worktree', 'add', '--detach', tree, commit]);
  try {
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: ['ignore', 'ignore', 'pipe'] });
    run('npx', ['vite', 'build', '--mode', 'production', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: tree,
      env: { ...process.env, VITE_API_MOCKING: 'off' },
    });
    mkdirSync(folder, { recursive: true });
    writeFileSync(conf, run('git', ['show', `${commit}:deploy/nginx.conf`]));
  } finally {
    run('git', ['worktree', 'remove', '--force', tree]);
  }
  return { dist, conf };
}

/** One cold Lighthouse run of `dist`: its FCP, LCP (ms) and the requests and bytes of the load. */
function measure(dist, conf) {
  run(
    'node',
    [
      'scripts/lighthouse.mjs',
      `--pages=${page}`,
      `--dist=${dist}`,
      ...(conf ? [`--nginx-conf=${conf}`] : []),
      '--cold-only',
      '--keep',
      ...passOn,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const report = JSON.parse(
    readFileSync(path.join(root, 'lighthouse-reports', `${page.replace(/\W+/g, '_')}-cold.json`), 'utf8'),
  );
  const requests = report.audits['network-requests'].details.items;
  return {
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    requests: requests.length,
    kb: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The attendee's wait for the meeting card, build against build (--card). */
async function printCardVisits(builds) {
  console.log(`\n# the meeting card: ${runs} alternating visits of each build, slowed down in the browser`);
  const visits = await cardVisits(builds, runs, page);
  const seconds = (ms) => (Number.isNaN(ms) ? 'none' : `${(ms / 1000).toFixed(2)} s`);
  console.log(`\nCold signed-in visit of ${page}, slowed down in the browser; medians of ${runs} alternating visits`);
  console.log('| Build | FCP | LCP | Meeting card shown |');
  console.log('|---|---|---|---|');
  builds.forEach((build, index) => {
    const of = (key) => median(visits[index].map((visit) => visit[key]));
    console.log(`| ${build.name} | ${seconds(of('fcp'))} | ${seconds(of('lcp'))} | ${seconds(of('card'))} |`);
  });
}

async function main() {
  const commit = run('git', ['rev-parse', '--verify', `${base}^{commit}`]).trim();
  const head = run('git', ['rev-parse', '--short', 'HEAD']).trim();
  const dirty = run('git', ['status', '--porcelain', '--untracked-files=no']).trim() !== '';
  const other = baseBuild(commit);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-cold-'));
  chmodSync(temp, 0o755); // nginx started as root serves as an unprivileged worker user
  const current = path.join(temp, 'dist');
  try {
    buildProduction(current);
    const builds = [
      { name: `this tree (${head}${dirty ? ', changed' : ''})`, dist: current, conf: undefined, figures: [] },
      { name: `${base} (${commit.slice(0, 7)})`, dist: other.dist, conf: other.conf, figures: [] },
    ];
    for (let round = 1; round <= runs; round++) {
      // Alternating, and each round starting with the other build, so a slow minute of the machine falls on both.
      const order = round % 2 ? builds : [...builds].reverse();
      for (const build of order) {
        const figures = measure(build.dist, build.conf);
        build.figures.push(figures);
        console.log(
          `${build.name}, run ${round}: FCP ${figures.fcp.toFixed(0)} ms, LCP ${figures.lcp.toFixed(0)} ms, ` +
            `${figures.requests} requests, ${figures.kb.toFixed(0)} KB`,
        );
      }
    }
    const summary = builds.map((build) => {
      const of = (key) => build.figures.map((figures) => figures[key]);
      return {
        name: build.name,
        fcp: median(of('fcp')),
        lcp: median(of('lcp')),
        lcpRange: [Math.min(...of('lcp')), Math.max(...of('lcp'))],
        requests: median(of('requests')),
        kb: median(of('kb')),
      };
    });
    const how = [
      passOn.includes('--http2') ? 'HTTPS and HTTP/2' : 'HTTP/1.1',
      ...passOn.filter((a) => a !== '--http2'),
    ];
    console.log(
      `\nCold signed-in visit of ${page}, Lighthouse mobile, ${how.join(', ')}; medians of ${runs} alternating runs; ` +
        `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    console.log('| Build | FCP | LCP (range) | Requests | Transferred |');
    console.log('|---|---|---|---|---|');
    for (const row of summary) {
      console.log(
        `| ${row.name} | ${(row.fcp / 1000).toFixed(2)} s | ${(row.lcp / 1000).toFixed(2)} s ` +
          `(${(row.lcpRange[0] / 1000).toFixed(2)}–${(row.lcpRange[1] / 1000).toFixed(2)}) | ${row.requests} | ` +
          `${row.kb.toFixed(0)} KB |`,
      );
    }
    const [mine, theirs] = summary;
    console.log(
      `Ratio, this tree to ${base}: FCP ${(mine.fcp / theirs.fcp).toFixed(2)}, LCP ${(mine.lcp / theirs.lcp).toFixed(2)}`,
    );
    if (card) await printCardVisits(builds);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`cold-visit: ${error?.message ?? error}`);
  process.exit(1);
});
