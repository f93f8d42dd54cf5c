import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { axiosXhrOnly } from './build/plugins/axios-xhr-only.js';
import { compileHints } from './build/plugins/compile-hints.js';
import { cspMeta } from './build/plugins/csp-meta.js';
import { dropMockWorker } from './build/plugins/drop-mock-worker.js';
import { entryPreloadsFirst } from './build/plugins/entry-preloads-first.js';
import { firstVisitChunks } from './build/plugins/first-visit-chunks.js';
import { inlineFavicon } from './build/plugins/inline-favicon.js';
import { manifestLinkFromApp } from './build/plugins/manifest-link-from-app.js';
import { mapsScriptPreload } from './build/plugins/maps-script-preload.js';
import { portalPwa } from './build/plugins/pwa.js';
import { prerender } from './build/plugins/prerender.js';
import { reportSampleSettings } from './build/plugins/sample-settings-report.js';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * react-router's production build (the same code without its developer warnings), which its
 * package selects with no export condition Vite reads. The dev server and the tests keep the
 * warnings.
 */
const reactRouterProduction = {
  'react-router/dom': local('./node_modules/react-router/dist/production/dom-export.mjs'),
  'react-router': local('./node_modules/react-router/dist/production/index.mjs'),
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A server-side build (build/route-modules.ts) only needs the code itself.
  const pagePlugins = isSsrBuild
    ? []
    : [
        cspMeta(env),
        mapsScriptPreload(env),
        inlineFavicon(),
        dropMockWorker(env),
        portalPwa(),
        manifestLinkFromApp(),
        entryPreloadsFirst(),
        compileHints(),
        firstVisitChunks({ frames: { shell: 'src/app/shell/shell-layout.tsx' } }),
        prerender(),
        reportSampleSettings(env),
      ];
  return {
    plugins: [react(), axiosXhrOnly(), ...pagePlugins],
    resolve: {
      alias: { '@': local('./src'), ...(command === 'build' ? reactRouterProduction : {}) },
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
  };
});
