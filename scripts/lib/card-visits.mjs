/**
 * The attendee's wait on a cold visit of the dashboard, build against build (`npm run bench:cold -- --card`): each
 * build served by nginx (its own commit's site configuration) with the mock handlers as API, visited in alternation in
 * Chromium with investor1's session stored and nothing cached, the network and processor slowed down in the browser
 * (each request's round trip 150 ms, 1.6 Mbit/s down, 750 kbit/s up, the processor 4x: Lighthouse's mobile figures).
 * Per visit: the first contentful paint, the largest paint, and when the meeting card above the tabs showed the
 * attendee's schedule (its loader gone), which Lighthouse does not see.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { NGINX, writeNginxSite } from './nginx-site.mjs';
import { signInThroughApi, startMockApi, waitForServer } from './production-site.mjs';

const LATENCY_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;
const CPU_SLOWDOWN = 4;

/** Runs in the page before its scripts: records the largest paint and the moment the meeting card has its schedule. */
function watchPage() {
  const marks = { lcp: 0, card: 0 };
  window.__coldVisit = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    const card = document.querySelector('.next-meeting');
    if (!marks.card && card && !card.querySelector('.loader')) marks.card = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

/**
 * `builds`: [{ name, dist, conf }] (`conf`: a site configuration, or undefined for this tree's deploy/nginx.conf).
 * Returns each build's visits: [{ fcp, lcp, card }] in ms.
 */
export async function cardVisits(builds, runs, page) {
  const api = await startMockApi();
  const sites = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    let port = 4400;
    for (const build of builds) {
      const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-card-visit-'));
      chmodSync(temp, 0o755); // nginx started as root serves as an unprivileged worker user
      port = await freePort(port + 1);
      const nginx = spawn(
        NGINX,
        writeNginxSite({
          temp,
          dist: build.dist,
          port,
          apiPort: api.port,
          ...(build.conf ? { siteConf: build.conf } : {}),
        }),
        { stdio: 'ignore' },
      );
      sites.push({ ...build, temp, nginx, origin: `http://localhost:${port}`, visits: [] });
      await waitForServer(`http://localhost:${port}/`);
    }
    const client = await signInThroughApi(sites[0].origin);
    for (let round = 1; round <= runs; round++) {
      for (const site of round % 2 ? sites : [...sites].reverse()) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          storageState: {
            cookies: [],
            origins: [
              {
                origin: site.origin,
                localStorage: [
                  { name: 'client', value: JSON.stringify(client) },
                  { name: 'first_time', value: '0' },
                ],
              },
            ],
          },
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: LATENCY_MS,
          downloadThroughput: DOWN_BYTES_PER_S,
          uploadThroughput: UP_BYTES_PER_S,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await tab.addInitScript(watchPage);
        await tab.goto(`${site.origin}${page}`);
        // A build from before the home's overview has no meeting card: its visits report none.
        await tab.waitForFunction(() => window.__coldVisit.card > 0, undefined, { timeout: 20_000 }).catch(() => null);
        await tab.waitForTimeout(1000); // a later, larger paint
        const visit = await tab.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          lcp: window.__coldVisit.lcp,
          card: window.__coldVisit.card || Number.NaN,
        }));
        site.visits.push(visit);
        console.log(
          `${site.name}, visit ${round}: FCP ${visit.fcp.toFixed(0)} ms, LCP ${visit.lcp.toFixed(0)} ms, ` +
            `meeting card ${Number.isNaN(visit.card) ? 'none' : `${visit.card.toFixed(0)} ms`}`,
        );
        await context.close();
      }
    }
    return sites.map((site) => site.visits);
  } finally {
    await browser.close();
    for (const site of sites) {
      site.nginx.kill('SIGTERM');
      rmSync(site.temp, { recursive: true, force: true });
    }
    await api.close();
  }
}
