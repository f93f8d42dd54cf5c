/**
 * The fuzz suite (src/testing/fuzz): the portal's signed-in pages served answers nobody
 * thought of. `npm run test:fuzz` (scripts/fuzz.mjs) runs it with the table reporter and
 * takes `-- --runs=N`; its files are named *.fuzz.ts, so the default test run leaves them out.
 */
import type { UserConfig } from 'vite';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import portalConfig from './vitest.config.js';

export default defineConfig(async (env) => {
  const base = (typeof portalConfig === 'function' ? await portalConfig(env) : portalConfig) as UserConfig;
  const merged = mergeConfig(base, { test: { reporters: ['default', './src/testing/fuzz/table-reporter.ts'] } });
  // The pages' project settings (jsdom, the shared setup), without the portal's test projects.
  const { projects: _projects, ...shared } = merged.test ?? {};
  merged.test = {
    ...shared,
    // jsdom, not the page tests' happy-dom: jsdom runs inline handlers and javascript: links as a browser
    // does, which is how a page that let an answer's script through is caught (page-checks.ts).
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/testing/fuzz/**/*.fuzz.ts'],
    exclude: [...configDefaults.exclude],
  };
  return merged;
});
