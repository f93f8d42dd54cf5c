/**
 * deploy/nginx.conf against a mocking-off build, without a browser: nginx runs with a prefix in
 * a temporary directory on port 8088, and its API upstream is the mock backend over HTTP (the
 * same msw handlers as the demo and vitest). Checks the history fallback, caching, security
 * headers, the Content-Security-Policy (the meta tag's plus frame-ancestors) and the API proxy.
 * With E2E_SKIP_BUILD=1 it serves a copy of dist-faults (the mocking-off build npm test made and
 * checked); otherwise it makes a fresh production build.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX, writeNginxSite } from '../../scripts/lib/nginx-site.mjs';
import { startMockApi } from '../support/mock-api-server';
import { test } from './test.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 8088;
const base = `http://127.0.0.1:${PORT}`;

function buildMockingOff(outDir) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  assert.equal(result.status, 0, `vite build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The mocking-off build to serve: a copy of dist-faults when the builds are shared, else a fresh one. */
function mockingOffBuild(outDir) {
  const shared = path.join(root, 'dist-faults');
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(shared, 'index.html')))
    cpSync(shared, outDir, { recursive: true });
  else buildMockingOff(outDir);
}

/** The mock backend as nginx's upstream, noting what reaches it. */
async function startApi() {
  const seen = [];
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

async function waitForNginx(nginx, output) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}):\n${output()}`);
    try {
      await fetch(`${base}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${base}:\n${output()}`);
}

test('nginx serves a mocking-off build: history fallback, caching, security headers, API proxy', async () => {
  assert.ok(existsSync(NGINX), `${NGINX} is missing (apt-get install -y nginx; .ci/run installs it)`);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  chmodSync(temp, 0o755); // nginx started as root serves as an unprivileged worker user
  const dist = path.join(temp, 'dist');
  let nginx = null;
  let api = null;
  try {
    mockingOffBuild(dist);
    assert.ok(!existsSync(path.join(dist, 'mockServiceWorker.js')), 'a mocking-off build ships no mock service worker');
    const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(indexHtml)?.[1]
      ?.replaceAll('&#39;', "'");
    assert.ok(metaPolicy, 'the build carries the policy as a meta tag');

    api = await startApi();
    const nginxArgs = writeNginxSite({ temp, dist, port: PORT, apiPort: api.port });
    const check = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
    assert.equal(check.status, 0, `nginx -t:\n${check.stderr}`);

    let output = '';
    nginx = spawn(NGINX, nginxArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout.on('data', (chunk) => (output += chunk));
    nginx.stderr.on('data', (chunk) => (output += chunk));
    await waitForNginx(
      nginx,
      () => output + (existsSync(`${temp}/logs/error.log`) ? readFileSync(`${temp}/logs/error.log`, 'utf8') : ''),
    );

    const expectSecurityHeaders = (response, label) => {
      const policy = response.headers.get('content-security-policy');
      assert.equal(
        policy,
        `${metaPolicy}; frame-ancestors 'self'`,
        `${label}: header policy = meta policy + frame-ancestors`,
      );
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', label);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', label);
      assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\)/, label);
      assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN', label);
    };

    // A route's path answers with the route's own page (index.html plus links that fetch its code early); any
    // other path, and the root, with index.html.
    assert.ok(
      existsSync(path.join(dist, 'user/dashboard.html')),
      'the build has no page of its own for /user/dashboard',
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
      assert.equal(response.status, 200, `${route} status`);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, `${route} content type`);
      assert.equal(
        await response.text(),
        isRoute ? readFileSync(own, 'utf8') : indexHtml,
        `${route} is ${isRoute ? `${pathname}.html` : 'index.html'}`,
      );
      assert.equal(response.headers.get('cache-control'), 'no-cache', `${route} is revalidated`);
      expectSecurityHeaders(response, route);
    }

    const assets = readdirSync(path.join(dist, 'assets'));
    const js = assets.find((name) => name.endsWith('.js'));
    const css = assets.find((name) => name.endsWith('.css'));
    for (const asset of [js, css]) {
      const response = await fetch(`${base}/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(response.status, 200, asset);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', asset);
      assert.match(
        response.headers.get('content-type') ?? '',
        asset.endsWith('.js') ? /javascript/ : /text\/css/,
        asset,
      );
      expectSecurityHeaders(response, asset);
      await response.arrayBuffer();
    }

    const missing = await fetch(`${base}/assets/missing-0000.js`);
    assert.equal(missing.status, 404, 'a missing asset is a 404, never index.html');
    assert.notEqual(
      missing.headers.get('cache-control'),
      'public, max-age=31536000, immutable',
      'a 404 is not cached for a year',
    );
    expectSecurityHeaders(missing, 'missing asset');

    const worker = await fetch(`${base}/mockServiceWorker.js`);
    assert.equal(worker.status, 404, 'no mock service worker');
    await worker.arrayBuffer();

    const sw = await fetch(`${base}/service-worker.js`);
    assert.equal(sw.status, 200);
    assert.equal(sw.headers.get('cache-control'), 'no-cache', 'the service worker is revalidated');
    assert.match(sw.headers.get('content-type') ?? '', /javascript/, 'the service worker is served as JavaScript');
    assert.match(await sw.text(), /workbox/, 'the built Workbox worker, not an empty placeholder');
    const workbox = readdirSync(dist).find((name) => /^workbox-.+\.js$/.test(name));
    assert.ok(workbox, 'the build holds the Workbox runtime beside the worker');
    const runtime = await fetch(`${base}/${workbox}`);
    assert.equal(runtime.status, 200);
    assert.equal(runtime.headers.get('cache-control'), 'no-cache', 'the Workbox runtime is revalidated');
    await runtime.arrayBuffer();

    const manifest = await fetch(`${base}/manifest.webmanifest`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('content-type'), 'application/manifest+json', 'the manifest has its own type');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache', 'the manifest is revalidated');
    expectSecurityHeaders(manifest, 'manifest');
    assert.equal((await manifest.json()).display, 'standalone');
    const icon = await fetch(`${base}/icons/icon-192.png`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/png');
    await icon.arrayBuffer();

    const signinPath = '/api/v1/user/auth/signin?conference_id=14';
    const posted = await fetch(`${base}${signinPath}`, {
      method: 'POST',
      body: JSON.stringify({ conference_id: 14, name: 'investor1', password: 'password1' }),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    assert.equal(posted.status, 200, 'the sign-in reaches the API and its answer comes back');
    const token = (await posted.json()).user?.api_token;
    assert.ok(token, 'the API answer comes back whole (the signed-in user and its token)');
    const schedulePath = '/api/v1/user/auth/get-schedule?conference_id=14';
    const proxied = await fetch(`${base}${schedulePath}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    assert.equal(proxied.status, 200, 'the bearer token is forwarded');
    assert.equal(proxied.headers.get('cache-control'), 'no-store', "the API's own caching header is kept");
    await proxied.arrayBuffer();
    assert.deepEqual(
      api.seen.map((r) => `${r.method} ${r.url}`),
      [`POST ${signinPath}`, `GET ${schedulePath}`],
    );
    assert.equal(
      api.seen[0].host,
      '127.0.0.1',
      'the host the visitor asked for is forwarded, not the upstream address',
    );
    assert.equal(api.seen[0].forwardedProto, 'http');
  } finally {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 3000);
        nginx.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (api) await api.close();
    rmSync(temp, { recursive: true, force: true });
  }
});
