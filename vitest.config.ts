import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Two projects: `dom` (pages and components in jsdom, the mock backend answering every call) and
 * `node` (pure rules, files named `*.node.test.ts`, no document and no shared setup). The drift
 * suite runs on its own (vitest.drift.config.ts).
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      restoreMocks: true,
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
            exclude: ['**/*.node.test.ts'],
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
