import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

/**
 * Page and component test files that replace a module (vi.mock), need the modules as first loaded
 * (marked `fresh modules` in a comment) or run on jsdom (marked `@vitest-environment jsdom`): they get
 * a module graph of their own. Every other file shares its worker's modules and document with the files
 * run before it (isolate: false), which takes the unit tests from about 450 s to about 140 s on two
 * cores; the shared setup (src/testing/setup.ts) resets what a test may leave behind, and a test that
 * fails there is run once more (a broken rule fails both times).
 */
const ownModuleGraph = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.node.test.ts'))
  .map((file) => `src/${file.split('\\').join('/')}`)
  .filter((file) =>
    /\bvi\.(do)?[mM]ock\(|\/\/ fresh modules\b|@vitest-environment jsdom\b/.test(readFileSync(file, 'utf8')),
  );

/**
 * The pages' document is happy-dom: the unit tests take about 30 % less CPU than on jsdom. The files
 * that test what happy-dom does not do as browsers do run on jsdom (`@vitest-environment jsdom` at
 * their top): the sanitiser's output (happy-dom's parser keeps what DOMPurify removes in a browser),
 * server text that must never run as script (happy-dom runs no inline handler, so a payload that got
 * through would go unnoticed) and a device's storage quota (happy-dom has none). The fuzz suite runs on
 * jsdom for the same reason (vitest.fuzz.config.ts).
 */
const PAGES_DOCUMENT = 'happy-dom';

/**
 * Three projects: `dom` (pages and components in that document, the mock backend answering every call),
 * `dom-own` (the same for the files listed above, each in its own module graph) and `node` (pure rules,
 * files named `*.node.test.ts`, no document and no shared setup). The drift and fuzz suites run on their
 * own (vitest.drift.config.ts, vitest.fuzz.config.ts).
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
      // happy-dom loads no stylesheet (the route stylesheet's link, for one): it then fires `load`, as a
      // browser would, instead of logging an error for each.
      environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
      pool: 'threads',
      // One worker per core: by default vitest leaves a core to its main process.
      maxWorkers: '100%',
      exclude: [...configDefaults.exclude, 'src/testing/drift/**'],
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: PAGES_DOCUMENT,
            setupFiles: ['./src/testing/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts', 'build/**/*.test.ts'],
            exclude: ['**/*.node.test.ts', ...ownModuleGraph],
            isolate: false,
            retry: 1,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-own',
            environment: PAGES_DOCUMENT,
            setupFiles: ['./src/testing/setup.ts'],
            include: ownModuleGraph,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.node.test.ts', 'tests/**/*.node.test.ts', 'build/**/*.node.test.ts'],
            // Pure rules replace no module: the files share their worker's modules (importing them once per file was
            // most of this project's time).
            isolate: false,
          },
        },
      ],
    },
  }),
);
