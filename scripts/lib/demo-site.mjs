/**
 * What the interaction benchmarks share (scripts/bench-interactions.mjs, scripts/bench-preferences.mjs): the demo
 * build (mock backend in the page, as `npm run dev` runs it) into a cache folder, and `vite preview` serving it on a
 * free port, stopped when the script ends, however it ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { waitForServer } from './production-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The demo build into `outDir` (relative to the project), unless BENCH_SKIP_BUILD=1 finds one there. Not part of
 * any measurement: built at the lowest priority, beside whatever else the machine does.
 */
export function buildDemo(outDir) {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(root, outDir, 'index.html'))) {
    console.log(`# BENCH_SKIP_BUILD=1: using ${outDir}`);
    return;
  }
  console.log(`# vite build --mode e2e --outDir ${outDir}`);
  const result = spawnSync(
    'nice',
    ['-n', '19', 'npx', 'vite', 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
}

/**
 * `vite preview` serving `outDir` on a free port (the preferred one when free); resolves once it answers, to its
 * base URL and `stop()`. The server is also stopped when the process exits or is interrupted.
 */
export async function servePreview(outDir, preferredPort) {
  const port = await freePort(preferredPort);
  const baseURL = `http://localhost:${port}`;
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      try {
        server.kill('SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`vite preview exited (${code}):\n${output}`))),
  );
  try {
    await Promise.race([waitForServer(`${baseURL}/`), exited]);
  } catch (error) {
    stop();
    throw error instanceof Error && !output ? error : new Error(`${error.message ?? error}\n${output}`);
  }
  exited.catch(() => undefined);
  return { baseURL, stop };
}
