import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { axiosXhrOnly } from './build/plugins/axios-xhr-only.js';
import { compileHints } from './build/plugins/compile-hints.js';
import { dropMockWorker } from './build/plugins/drop-mock-worker.js';
import { firstVisitChunks } from './build/plugins/first-visit-chunks.js';
import { landingFrame } from './build/plugins/landing-frame.js';
import { messageCatalogue } from './build/plugins/message-catalogue.js';
import { portalPwa } from './build/plugins/pwa.js';
import { prerender } from './build/plugins/prerender.js';
import { reportSampleSettings } from './build/plugins/sample-settings-report.js';
import { securityPolicy } from './build/plugins/security-policy.js';
import { type Tweak, tweaksLeftOut } from './build/tweaks.js';

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

/** The first-visit tweaks (build/tweaks.ts), but those `PORTAL_BUILD_WITHOUT=<name>,<name>` leaves out. */
const left = tweaksLeftOut(process.env.PORTAL_BUILD_WITHOUT);
const tweak = <T>(name: Tweak, value: T): T[] => (left.has(name) ? [] : [value]);

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A server-side build (build/server-build.ts) only needs the code itself.
  const pagePlugins = isSsrBuild
    ? []
    : [
        securityPolicy(env),
        dropMockWorker(env),
        landingFrame(env),
        portalPwa(),
        ...tweak('compile-hints', compileHints()),
        ...tweak(
          'first-visit-chunks',
          firstVisitChunks({
            frames: { shell: 'src/app/shell/shell-layout.tsx' },
            // The login page, where every signed-out visit lands, loads the entry, its own chunk and `forms`
            // (bench:bundle checks it): the form alert, which pages without react-hook-form use too, joins the
            // entry; the text field goes with react-hook-form, which every page using it loads.
            core: ['src/components/form/form-alert.tsx'],
            groups: { forms: ['react-hook-form', 'src/components/form/text-field.tsx'] },
          }),
        ),
        prerender(),
        reportSampleSettings(env),
      ];
  const routerBuild = command === 'build' ? tweak('react-router-production', reactRouterProduction) : [];
  return {
    plugins: [react(), messageCatalogue(), ...tweak('axios-xhr-only', axiosXhrOnly()), ...pagePlugins],
    resolve: { alias: Object.assign({ '@': local('./src') }, ...routerBuild) },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
  };
});
