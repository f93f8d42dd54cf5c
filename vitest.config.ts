import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

/**
 * Page and component test files that replace a module (vi.mock) or need the modules as first
 * loaded (marked `fresh modules` in a comment): they get a module graph of their own. Every other
 * file shares its worker's modules and document with the files run before it (isolate: false),
 * which takes the unit tests from about 450 s to about 140 s on two cores; the shared setup
 * (src/testing/setup.ts) resets what a test may leave behind, and a test that fails there is run
 * once more (a broken rule fails both times).
 */
const mocksModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.node.test.ts'))
  .map((file) => `src/${file.split('\\').join('/')}`)
  .filter((file) => /\bvi\.(do)?[mM]ock\(|\/\/ fresh modules\b/.test(readFileSync(file, 'utf8')));

/**
 * Three projects: `dom` (pages and components in jsdom, the mock backend answering every call),
 * `dom-mocks` (the same for the files that replace a module, each in its own module graph) and
 * `node` (pure rules, files named `*.node.test.ts`, no document and no shared setup). The drift
 * and fuzz suites run on their own (vitest.drift.config.ts, vitest.fuzz.config.ts).
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      // Generous: page tests wait on what the user sees, and the machine may be busy (CI runs the browser tests beside).
      testTimeout: 120_000,
      pool: 'threads',
      // One worker per core: by default vitest leaves a core to its main process.
      maxWorkers: '100%',
      exclude: [...configDefaults.exclude, 'src/testing/drift/**'],
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts', 'build/**/*.test.ts'],
            exclude: ['**/*.node.test.ts', ...mocksModules],
            isolate: false,
            retry: 1,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-mocks',
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup.ts'],
            include: mocksModules,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.node.test.ts', 'tests/**/*.node.test.ts', 'build/**/*.node.test.ts'],
          },
        },
      ],
    },
  }),
);
