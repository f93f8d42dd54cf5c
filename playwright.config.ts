/**
 * The portal's browser tests (tests/e2e/*.spec.ts) on Debian's Chromium.
 *
 *   npm run test:e2e                     build dist-e2e and dist-faults, serve them, run every file
 *   npm run test:e2e -- foundation       only the files whose path matches "foundation"
 *   E2E_SKIP_BUILD=1 npm run test:e2e    reuse the existing builds
 *
 * The browser is Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`).
 *
 * Two projects: "mock-backend" runs against the build whose mock backend answers the API in the
 * browser (dist-e2e); "own-api" runs the files that answer the API themselves (faults, offline,
 * *.own-api.spec.ts) against the build without it (dist-faults). Each build is served by `vite preview` on a free port.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL } from './scripts/lib/chromium.mjs';
import { freePort } from './scripts/lib/free-port.mjs';

const OWN_API_FILES = /(faults|offline|own-api)\.spec\.ts$/;

const builds = {
  e2e: { script: 'build:e2e', outDir: 'dist-e2e', preferredPort: 4179, portVariable: 'E2E_PORT_MOCKED' },
  faults: { script: 'build:faults', outDir: 'dist-faults', preferredPort: 4180, portVariable: 'E2E_PORT_OWN_API' },
};
const skipBuild = process.env.E2E_SKIP_BUILD === '1';

/**
 * The port a build is served on: chosen once by the main process (a free one, so concurrent runs never
 * share a server) and handed to the workers, which load this file again, through the environment.
 */
async function portOf(name: keyof typeof builds): Promise<number> {
  const { preferredPort, portVariable } = builds[name];
  process.env[portVariable] ??= String(await freePort(preferredPort));
  return Number(process.env[portVariable]);
}

function webServer(name: keyof typeof builds, port: number) {
  const { script, outDir } = builds[name];
  if (skipBuild && !existsSync(`${outDir}/index.html`))
    throw new Error(`E2E_SKIP_BUILD=1 but ${outDir}/index.html is missing.`);
  const preview = `npx vite preview --outDir ${outDir} --port ${port} --strictPort`;
  return {
    // The build is made right before it is served, once per run.
    command: skipBuild ? preview : `npm run ${script} && ${preview}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

if (!existsSync(HEADLESS_SHELL))
  throw new Error(
    `The browser tests run on Chromium's headless shell, and ${HEADLESS_SHELL} is missing: apt-get install -y chromium-headless-shell (or set E2E_HEADLESS_SHELL).`,
  );

const mockedPort = await portOf('e2e');
const ownApiPort = await portOf('faults');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'tests/e2e/artifacts',
  // A journey's time limit: CI runs the unit tests beside, and a long keyboard journey took 60 s there.
  timeout: 90_000,
  // Web-first assertions wait as long as an action may (actionTimeout).
  expect: { timeout: 15_000 },
  retries: 0,
  // Two workers: on a 2-core machine a sample of the suite took 104 s with two and 142 s with one (the
  // tests wait on timers and the preview server much of the time). Files run whole in one worker, in
  // order (the faults suite's pages spread over both).
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    contextOptions: { reducedMotion: 'reduce' },
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // Kept only for a failing test, in tests/e2e/artifacts: its DOM snapshots and network, no screencast.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'mock-backend', testIgnore: OWN_API_FILES, use: { baseURL: `http://localhost:${mockedPort}` } },
    { name: 'own-api', testMatch: OWN_API_FILES, use: { baseURL: `http://localhost:${ownApiPort}` } },
  ],
  webServer: [webServer('e2e', mockedPort), webServer('faults', ownApiPort)],
});
