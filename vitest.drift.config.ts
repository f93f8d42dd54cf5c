/**
 * The drift suite (src/testing/drift): the portal's pages served drifted API answers.
 * `npm run test:drift` runs it with the table reporter; the default test run leaves it
 * out (vitest.config.ts) so that `npm test` runs it once.
 */
import type { UserConfig } from 'vite';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import portalConfig from './vitest.config.js';

export default defineConfig(async (env) => {
  const base = (typeof portalConfig === 'function' ? await portalConfig(env) : portalConfig) as UserConfig;
  const merged = mergeConfig(base, { test: { reporters: ['default', './src/testing/drift/table-reporter.ts'] } });
  // The pages' project settings (their document, the shared setup), without the portal's test projects.
  const { projects: _projects, ...shared } = merged.test ?? {};
  merged.test = {
    ...shared,
    environment: 'happy-dom', // as the page tests (vitest.config.ts)
    setupFiles: ['./src/testing/setup.ts'],
    // Like the page tests (vitest.config.ts): the files share their worker's modules and document, so
    // the portal is loaded once per worker rather than once per file; the shared setup resets the rest.
    isolate: false,
    include: ['src/testing/drift/**/*.drift.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude],
  };
  return merged;
});
