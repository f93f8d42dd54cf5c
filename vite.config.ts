/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { sampleSettingsReport } from './src/config/sample-settings';
import { readSettings } from './src/config/settings-read';

/**
 * The portal's Content-Security-Policy: only what the app uses. Inline styles stay allowed
 * because react-select (emotion) and sweetalert2 inject style elements at run time and a
 * <meta> policy cannot carry a nonce. `forHeader` adds what a <meta> policy may not hold.
 * deploy/nginx.conf sends the header form of the default configuration.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>, { forHeader = false } = {}): string {
  const fileHost = new URL(readSettings(env).fileHost).origin;
  const apiBase = env.VITE_API_BASE_URL || '/api/v1/user';
  const apiOrigin = /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : null;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The maps script (contract §11.6) is served by the API: its origin when the API is elsewhere.
    ['script-src', "'self'", ...(apiOrigin ? [apiOrigin] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', fileHost],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(apiOrigin ? [apiOrigin] : [])],
    ['frame-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (forHeader) directives.push(['frame-ancestors', "'self'"]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Writes the policy into the built index.html, before any script or stylesheet. */
function cspMeta(env: Record<string, string>): Plugin {
  return {
    name: 'portal-csp-meta',
    apply: 'build', // the dev server's inline React refresh preamble would be refused
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) }, injectTo: 'head-prepend' },
    ],
  };
}

/** A build with the mock backend off ships no mock service worker (Vite copies all of public/). */
function dropMockWorker(env: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: 'portal-drop-mock-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      if (env.VITE_API_MOCKING !== 'on') rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** At the end of a build, the organiser settings still holding sample values (the build still succeeds). */
function reportSampleSettings(env: Record<string, string>): Plugin {
  return {
    name: 'portal-sample-settings',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler: () => {
        console.log(`\n${sampleSettingsReport(env).join('\n')}\n`);
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), cspMeta(env), dropMockWorker(env), reportSampleSettings(env)],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: {
          // What every first visit loads anyway (React, the API client's libraries, the
          // environment and storage modules) goes in one chunk: left to itself the bundler
          // emits these as several small shared chunks beside the entry, each its own request
          // and gzip stream (about 2 KB more per route).
          codeSplitting: {
            groups: [
              {
                name: 'core',
                test: /node_modules[\\/](react|react-dom|scheduler|axios|@tanstack[\\/][^\\/]+)[\\/]|src[\\/]config[\\/]env\.ts$|src[\\/]lib[\\/]session[\\/]storage\.ts$/,
              },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
      pool: 'threads',
    },
  };
});
