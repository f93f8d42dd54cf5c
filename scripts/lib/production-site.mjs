/**
 * What the scripts that measure the production build share (scripts/lighthouse.mjs, scripts/returning-visit.mjs):
 * their command-line options, the build (mocking off) into a folder, the attendee API answered by the mock backend's
 * handlers over HTTP (tests/support/mock-api-server.ts), waiting for a server to answer and for a page's service worker.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './load-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Reads `--name=value` options from `args`: `option('runs')` is the value, or undefined. */
export const optionReader = (args) => (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

/** The production build (mocking off) into `dist`. */
export function buildProduction(dist) {
  console.log('# vite build --mode production (mocking off)');
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, VITE_API_MOCKING: 'off' } },
  );
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
}

/** investor1's client as the API's sign-in at `base` returns it (what the login form stores). */
export async function signInThroughApi(base) {
  const response = await fetch(`${base}/api/v1/user/auth/signin?conference_id=14`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ conference_id: 14, name: 'investor1', password: 'password1' }),
  });
  const body = await response.json();
  if (!response.ok || !body.user) throw new Error(`the sign-in of investor1 answered ${response.status}`);
  return body.user;
}

/** The attendee API upstream: the mock backend's handlers over HTTP, with the demo seed, on a free port. */
export async function startMockApi() {
  const loaded = await loadTs('tests/support/mock-api-server.ts');
  try {
    const api = await loaded.module.startMockApi({ port: 0 });
    return { port: api.port, close: () => api.close().finally(loaded.close) };
  } catch (error) {
    await loaded.close();
    throw error;
  }
}

/** Resolves once `url` answers 2xx; throws after `timeout` ms. */
export async function waitForServer(url, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeout} ms`);
}

/**
 * The state of the page's service worker once it is ready: 'activated', or 'none' for a build without one (after
 * 30 s). `ready` may come while the worker is still activating: its next state is the one reported.
 */
export function workerState(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve('none'), 30_000);
        void navigator.serviceWorker?.ready.then((registration) => {
          const worker = registration.active;
          const settle = () => {
            clearTimeout(timer);
            resolve(worker?.state ?? 'none');
          };
          if (worker?.state === 'activating') worker.addEventListener('statechange', settle, { once: true });
          else settle();
        });
      }),
  );
}
