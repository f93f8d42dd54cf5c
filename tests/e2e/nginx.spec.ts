/**
 * deploy/nginx.conf against a mocking-off build, without a browser: nginx runs with a prefix in
 * a temporary directory on port 8088, and its API upstream is the mock backend over HTTP (the
 * same msw handlers as the demo and vitest). Checks the history fallback, caching, security
 * headers, the Content-Security-Policy (the header the build wrote beside the site: the meta tag's
 * plus frame-ancestors, sent as it is) and the API proxy,
 * and in Chromium that the portal signs in and installs its service worker under that header
 * (Trusted Types required) with nothing refused, and that the worker then answers the pages.
 * With E2E_SKIP_BUILD=1 it serves a copy of dist-faults (the mocking-off build npm test made and
 * checked); otherwise it makes a fresh production build.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX, writeNginxSite } from '../../scripts/lib/nginx-site.mjs';
import { startMockApi } from '../support/mock-api-server';
import {
  expectNoViolations,
  expectPageShown,
  expectStringSinkRefused,
  openInApp,
  recordPolicyViolations,
} from './policy-walk';
import { expect, test } from './test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 8088;
const base = `http://127.0.0.1:${PORT}`;

function buildMockingOff(outDir: string) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(result.status, `vite build failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
}

/** The mocking-off build to serve: a copy of dist-faults when the builds are shared, else a fresh one. */
function mockingOffBuild(outDir: string) {
  const shared = path.join(root, 'dist-faults');
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(shared, 'index.html')))
    cpSync(shared, outDir, { recursive: true });
  else buildMockingOff(outDir);
}

/** The mock backend as nginx's upstream, noting what reaches it. */
async function startApi() {
  const seen: { method?: string; url?: string; host?: string; forwardedProto?: string | string[] }[] = [];
  const api = await startMockApi({
    onRequest: (request) =>
      seen.push({
        method: request.method,
        url: request.url,
        host: request.headers.host,
        forwardedProto: request.headers['x-forwarded-proto'],
      }),
  });
  return { ...api, seen };
}

/** nginx answers on `base` (or has exited, with what it said). */
async function expectNginxUp(nginx: ChildProcess, output: () => string) {
  await expect
    .poll(
      async () => {
        if (nginx.exitCode !== null) return `nginx exited (${nginx.exitCode}):\n${output()}`;
        return fetch(`${base}/`).then(
          () => 'answering',
          () => 'not answering yet',
        );
      },
      { message: `nginx should answer on ${base}`, timeout: 10_000 },
    )
    .toBe('answering');
}

test('nginx serves a mocking-off build: history fallback, caching, security headers, API proxy', async ({
  page,
  signIn,
}) => {
  expect(existsSync(NGINX), `${NGINX} is missing (apt-get install -y nginx; .ci/run installs it)`).toBe(true);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  chmodSync(temp, 0o755); // nginx started as root serves as an unprivileged worker user
  const dist = path.join(temp, 'dist');
  let nginx: ChildProcess | null = null;
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  try {
    mockingOffBuild(dist);
    expect(
      existsSync(path.join(dist, 'mockServiceWorker.js')),
      'a mocking-off build ships no mock service worker',
    ).toBe(false);
    const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(indexHtml)?.[1]
      ?.replaceAll('&#39;', "'");
    expect(metaPolicy, 'the build carries the policy as a meta tag').toBeTruthy();
    // The header the build computed, written beside the site for deploy/nginx.conf to include.
    const headerFile = readFileSync(path.join(dist, 'security-headers.conf'), 'utf8');
    const builtPolicy = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(headerFile)?.[1];
    expect(builtPolicy, 'the build wrote the header form of its meta policy').toBe(
      `${metaPolicy}; frame-ancestors 'self'`,
    );

    api = await startApi();
    const nginxArgs = writeNginxSite({ temp, dist, port: PORT, apiPort: api.port });
    const check = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
    expect(check.status, `nginx -t:\n${check.stderr}`).toBe(0);

    let output = '';
    const server = spawn(NGINX, nginxArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx = server;
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    await expectNginxUp(
      server,
      () => output + (existsSync(`${temp}/logs/error.log`) ? readFileSync(`${temp}/logs/error.log`, 'utf8') : ''),
    );

    const expectSecurityHeaders = (response: Response, label: string) => {
      const policy = response.headers.get('content-security-policy');
      expect(policy, `${label}: the header policy is the one the build wrote`).toBe(builtPolicy);
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy') ?? '', label).toMatch(/camera=\(\)/);
      expect(response.headers.get('x-frame-options'), label).toBe('SAMEORIGIN');
    };

    // A page written at build time answers its path; any other path, and the root, answers with index.html.
    expect(existsSync(path.join(dist, 'auth/login.html')), 'the build has no page of its own for /auth/login').toBe(
      true,
    );
    const routes = [
      '/',
      '/user/dashboard',
      '/auth/login?redirect=%2Fuser%2Fmedia',
      '/user/schedule-preview',
      '/landing',
      '/auth/registration/mail/action/cancellation',
      '/no-such-page',
      '/USER/DASHBOARD',
    ];
    for (const route of routes) {
      const pathname = new URL(route, base).pathname;
      const own = path.join(dist, `${pathname.slice(1)}.html`);
      const isRoute = pathname !== '/' && existsSync(own);
      const response = await fetch(`${base}${route}`, { redirect: 'manual' });
      expect(response.status, `${route} status`).toBe(200);
      expect(response.headers.get('content-type') ?? '', `${route} content type`).toMatch(/^text\/html/);
      expect(await response.text(), `${route} is ${isRoute ? `${pathname}.html` : 'index.html'}`).toBe(
        isRoute ? readFileSync(own, 'utf8') : indexHtml,
      );
      expect(response.headers.get('cache-control'), `${route} is revalidated`).toBe('no-cache');
      expectSecurityHeaders(response, route);
    }

    const assets = readdirSync(path.join(dist, 'assets'));
    const js = assets.find((name) => name.endsWith('.js'));
    const css = assets.find((name) => name.endsWith('.css'));
    for (const asset of [js, css]) {
      expect(asset, 'the build has a script and a stylesheet').toBeDefined();
      const response = await fetch(`${base}/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type') ?? '', asset).toMatch(
        asset?.endsWith('.js') ? /javascript/ : /text\/css/,
      );
      expectSecurityHeaders(response, String(asset));
      await response.arrayBuffer();
    }

    const missing = await fetch(`${base}/assets/missing-0000.js`);
    expect(missing.status, 'a missing asset is a 404, never index.html').toBe(404);
    expect(missing.headers.get('cache-control'), 'a 404 is not cached for a year').not.toBe(
      'public, max-age=31536000, immutable',
    );
    expectSecurityHeaders(missing, 'missing asset');

    const worker = await fetch(`${base}/mockServiceWorker.js`);
    expect(worker.status, 'no mock service worker').toBe(404);
    await worker.arrayBuffer();
    const headerAsked = await fetch(`${base}/security-headers.conf`);
    expect(headerAsked.status, "the server's header file is not served").toBe(404);
    expectSecurityHeaders(headerAsked, 'header file');
    await headerAsked.arrayBuffer();

    const sw = await fetch(`${base}/service-worker.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control'), 'the service worker is revalidated').toBe('no-cache');
    expect(sw.headers.get('content-type') ?? '', 'the service worker is served as JavaScript').toMatch(/javascript/);
    const workerScript = await sw.text();
    expect(workerScript, 'the built Workbox worker, not an empty placeholder').toMatch(/workbox/);
    // The worker's script is served with the header's policy too, so it may pass no string to importScripts (Trusted
    // Types): the Workbox runtime is inside it, not a file of its own.
    expect(workerScript, 'the worker loads no script of its own').not.toMatch(/importScripts/);
    expect(readdirSync(dist).filter((name) => /^workbox-.+\.js$/.test(name))).toEqual([]);

    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type'), 'the manifest has its own type').toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control'), 'the manifest is revalidated').toBe('no-cache');
    expectSecurityHeaders(manifest, 'manifest');
    expect(((await manifest.json()) as { display?: string }).display).toBe('standalone');
    const icon = await fetch(`${base}/icons/icon-192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    await icon.arrayBuffer();

    const signinPath = '/api/v1/user/auth/signin?conference_id=14';
    const posted = await fetch(`${base}${signinPath}`, {
      method: 'POST',
      body: JSON.stringify({ conference_id: 14, name: 'investor1', password: 'password1' }),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    expect(posted.status, 'the sign-in reaches the API and its answer comes back').toBe(200);
    const token = ((await posted.json()) as { user?: { api_token?: string } }).user?.api_token;
    expect(token, 'the API answer comes back whole (the signed-in user and its token)').toBeTruthy();
    const schedulePath = '/api/v1/user/auth/get-schedule?conference_id=14';
    const proxied = await fetch(`${base}${schedulePath}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(proxied.status, 'the bearer token is forwarded').toBe(200);
    expect(proxied.headers.get('cache-control'), "the API's own caching header is kept").toBe('no-store');
    await proxied.arrayBuffer();
    expect(api.seen.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${signinPath}`, `GET ${schedulePath}`]);
    expect(api.seen[0].host, 'the host the visitor asked for is forwarded, not the upstream address').toBe('127.0.0.1');
    expect(api.seen[0].forwardedProto).toBe('http');

    // In Chromium, under the header's policy as well as the page's (Trusted Types required): a
    // sign-in, the signed-in frame, a sweetalert2-free page walk and the service worker, whose
    // own script is served with the same header, register and install with nothing refused.
    const violations = await recordPolicyViolations(page);
    await page.goto(`${base}/auth/login`);
    await signIn('investor1');
    await expectPageShown(page, 'signed in through nginx');
    await openInApp(page, '/user/hotel-assistance');
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.scriptURL ?? ''),
          ),
        { message: 'the service worker should install and activate under the header policy', timeout: 30_000 },
      )
      .toBe(`${base}/service-worker.js`);
    // It answers the later visits from what it precached, while it runs and after the browser has stopped it (as it
    // does with an idle worker, and when it restarts): the next day's visit at the venue, even with no network.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    for (const when of ['while it runs', 'once the browser has stopped it']) {
      if (when !== 'while it runs') await cdp.send('ServiceWorker.stopAllWorkers');
      const visit = await page.goto(`${base}/user/hotel-assistance`);
      expect(visit?.fromServiceWorker(), `the service worker answers the page ${when}`).toBe(true);
      await expectPageShown(page, `served by the service worker ${when}`);
    }
    await cdp.detach();
    await expectNoViolations(violations, 'through nginx');
    await expectStringSinkRefused(page, violations);
  } finally {
    const running = nginx;
    if (running && running.exitCode === null) {
      running.kill('SIGQUIT');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3000);
        running.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (api) await api.close();
    rmSync(temp, { recursive: true, force: true });
  }
});
