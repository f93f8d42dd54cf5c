/// <reference types="vitest/config" />
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePages, SHELL_MODULE } from './scripts/lib/route-pages.mjs';
import { routeList } from './src/app/route-list.js';
import { sampleSettingsReport } from './src/config/sample-settings.js';
import { readSettings } from './src/config/settings-read.js';
import { apiBaseUrlOf, mapsScriptUrl } from './src/config/api-location.js';

/**
 * The portal's Content-Security-Policy: only what the app uses. Inline styles stay allowed
 * because react-select (emotion) and sweetalert2 inject style elements at run time and a
 * <meta> policy cannot carry a nonce. `forHeader` adds what a <meta> policy may not hold.
 * deploy/nginx.conf sends the header form of the default configuration.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>, { forHeader = false } = {}): string {
  const fileHost = new URL(readSettings(env).fileHost).origin;
  const apiBase = apiBaseUrlOf(env.VITE_API_BASE_URL);
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
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The maps script (contract §11.6), which the app waits for before it mounts, named in the HTML
 * as a preload: its download starts with the entry's instead of after the entry has run, and the
 * <script> start-up inserts (src/app/bootstrap.ts) takes the preloaded answer. Not in builds with
 * the mock backend, which answers it only once the app has started the mock worker.
 */
function mapsScriptPreload(env: Record<string, string>): Plugin {
  return {
    name: 'portal-maps-script-preload',
    apply: 'build',
    transformIndexHtml: () =>
      env.VITE_API_MOCKING === 'on'
        ? []
        : [
            {
              tag: 'link',
              attrs: { rel: 'preload', as: 'script', href: mapsScriptUrl(apiBaseUrlOf(env.VITE_API_BASE_URL)) },
              injectTo: 'head',
            },
          ],
  };
}

/**
 * The entry's own imports (React's renderer and `core`, the largest files of every first visit)
 * are named before the entry script, largest first. Over HTTP/1.1 the browser fetches six files
 * at a time in the order the HTML names them, and no page renders before they are in; named after
 * the entry, they waited for a connection behind smaller files.
 */
function entryPreloadsFirst(): Plugin {
  let base = '/';
  return {
    name: 'portal-entry-preloads-first',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const script = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
        const preloads = [...html.matchAll(/\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        if (!script || preloads.length === 0)
          throw new Error('index.html: no entry script or modulepreload links to order');
        const size = (href: string) => {
          const chunk = context.bundle?.[href.slice(base.length)];
          return chunk?.type === 'chunk' ? chunk.code.length : 0;
        };
        const links = [...preloads]
          .sort((a, b) => size(b[1]) - size(a[1]))
          .map((match) => `<link rel="modulepreload" crossorigin href="${match[1]}">`);
        let result = html;
        for (const match of preloads) result = result.replace(match[0], '');
        return result.replace(script[0], `${links.join('\n    ')}\n    ${script[0]}`);
      },
    },
  };
}

/**
 * The favicon (public/favicon.png, a few hundred bytes, drawn by scripts/make-icons.mjs) written
 * into the HTML as a data: address: otherwise its request takes one of the six connections a
 * browser opens to the site while the first visit's stylesheets and scripts wait for one.
 */
function inlineFavicon(): Plugin {
  const link = '<link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />';
  return {
    name: 'portal-inline-favicon',
    transformIndexHtml: (html) => {
      if (!html.includes(link)) throw new Error(`index.html no longer has ${link}`);
      const png = readFileSync(fileURLToPath(new URL('./public/favicon.png', import.meta.url))).toString('base64');
      return html.replace(link, link.replace('/favicon.png', `data:image/png;base64,${png}`));
    },
  };
}

/**
 * A page per route, `<path>.html` (deploy/nginx.conf serves it for that path, as GitHub Pages,
 * `serve` and `vite preview` do, and index.html for every other path): the app's index.html plus `modulepreload` links for the code of that route's
 * first visit beyond the entry (the logged-in shell and the answers persister for its pages, the page and what they import)
 * and `preload` links for its stylesheets. A first visit then downloads the page's code beside
 * the entry instead of after it. A host that serves index.html for every path still works; it
 * only loses the head start. The root path stays index.html, which is also every other path's.
 */
const PERSISTER_MODULE = 'src/lib/offline/persistence';
const routePageFiles = routeList.filter((entry) => entry.path !== '/').map((entry) => `${entry.path.slice(1)}.html`);

function routeEntryPages(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'portal-route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      /** A module's id as the route list names page modules: relative to the root, without extension. */
      const relativeModule = (id: string) =>
        path
          .relative(root, id)
          .split(path.sep)
          .join('/')
          .replace(/\.[jt]sx?$/, '');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk holding each module: its own, or a group's (codeSplitting.groups below) that took it in.
      const byModule = new Map<string, Rolldown.OutputChunk>();
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const module = relativeModule(id);
          if (!byModule.has(module)) byModule.set(module, chunk);
        }
      }
      for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(relativeModule(chunk.facadeModuleId), chunk);
      const closure = (chunk: Rolldown.OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const child = byFile.get(file);
          if (child) closure(child, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const inEntry = closure(entry);
      const shell = byModule.get(SHELL_MODULE);
      // A signed-in page's queries wait until the attendee's saved answers are restored, which
      // start-up begins by downloading the persister (src/lib/offline/persisted-cache.ts): listed
      // here, that download starts with the page's own code instead of after the entry has run.
      const persister = byModule.get(PERSISTER_MODULE);
      if (!persister) this.error(`no chunk for ${PERSISTER_MODULE}`);
      const source = String(html.source);
      for (const { route, module, inShell } of routePages(root, routeList)) {
        if (route === '/') continue;
        const page = byModule.get(module);
        if (!page || (inShell && !shell)) this.error(`no chunk for the page of ${route} (${module})`);
        // Largest first: over HTTP/1.1 a browser opens six connections to the site, and the page
        // is ready when its last file is in, so the long downloads should not wait in line.
        const size = (file: string) => byFile.get(file)?.code.length ?? 0;
        const files = [
          ...new Set([...(inShell && shell ? [...closure(shell), ...closure(persister)] : []), ...closure(page)]),
        ]
          .filter((file) => !inEntry.has(file))
          .sort((a, b) => size(b) - size(a));
        const styles = [...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
        const links = [
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
        ];
        this.emitFile({
          type: 'asset',
          fileName: `${route.slice(1)}.html`,
          source: source.replace('</head>', `\n    ${links.join('\n    ')}\n  </head>`),
        });
      }
    },
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

/**
 * axios's fetch adapter left out (src/lib/api/axios-fetch-adapter.ts says why): its adapter table
 * imports `./fetch.js`, which here resolves to that module instead. Dev server, tests and builds alike.
 */
function axiosXhrOnly(): Plugin {
  const table = /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
  return {
    name: 'portal-axios-xhr-only',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './fetch.js' && importer && table.test(importer)
        ? fileURLToPath(new URL('./src/lib/api/axios-fetch-adapter.ts', import.meta.url))
        : null,
  };
}

/**
 * Packages whose code largely runs as soon as their chunk arrives: React and its scheduler, the
 * router, react-query, react-hook-form, axios and zod (schemas are built at load). The portal's
 * own chunks are pages, layouts and helpers that run when they load. Left out: what is loaded for
 * one action and mostly stays unused (xlsx, sweetalert2, DOMPurify, react-select, the date libraries).
 */
const RUN_ON_LOAD_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][\w-]+|react-hook-form|@hookform[\\/]resolvers|axios|zod)[\\/]/;

/**
 * V8's explicit compile hint (Chromium 136+): a script whose first line is this comment has all
 * its functions compiled while it streams in, off the main thread, instead of one by one on the
 * main thread the first time each is called. Only chunks whose code runs when they arrive get it
 * (RUN_ON_LOAD_PACKAGES); other engines read a comment. It must be the very first line, so it is
 * added after Vite has put its preload table (`__vite__mapDeps`) at the top, and the chunk's source
 * map moves down a line with the code.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const runsOnLoad = (moduleIds: readonly string[]) =>
  moduleIds.every((id) => !/[\\/]node_modules[\\/]/.test(id) || RUN_ON_LOAD_PACKAGES.test(id));

function compileHints(): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !runsOnLoad(chunk.moduleIds)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
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
        process.stdout.write(`\n${sampleSettingsReport(env).join('\n')}\n\n`);
      },
    },
  };
}

/**
 * The manifest link vite-plugin-pwa puts in the HTML, taken out again: the app links the manifest
 * when it registers the worker (src/app/service-worker.ts, linkManifest).
 */
function manifestLinkFromApp(): Plugin {
  return {
    name: 'portal-manifest-link-from-app',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, '') },
  };
}

/**
 * The portal's service worker (Workbox through vite-plugin-pwa) and web app manifest. The worker
 * precaches the built app shell so the portal opens with no network; it caches no API answer
 * (the signed-in attendee's answers are kept by react-query's persisted cache, keyed by attendee:
 * src/lib/offline/persisted-cache.ts). It keeps the spec's file name, service-worker.js, waits
 * for the attendee's go-ahead before taking over (registerType 'prompt', src/app/service-worker.ts)
 * and is registered by the app after its first render: no inline script, so the
 * Content-Security-Policy stays script-src 'self'.
 */
function portalPwa(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'service-worker.js',
    registerType: 'prompt',
    injectRegister: false,
    // globPatterns below already precache the icons and public files.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'London One-on-One Conference',
      short_name: 'London 1:1',
      description:
        'Attendee portal of the London One-on-One investor conference: registration, meeting preferences, schedules and presentations.',
      start_url: '/user/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#00502e',
      background_color: '#ffffff',
      lang: 'en',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The demo's mock worker is not part of the app shell; nor are the per-route pages (their
      // head start is for a first visit, and the worker serves index.html for every route).
      globIgnores: ['**/mockServiceWorker.js', ...routePageFiles],
      cleanupOutdatedCaches: true,
      // Every route of the app opens from the precached index.html; the API and files with an
      // extension (guides, media) always go to the network.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /\/[^/?]+\.[a-z0-9]+$/i],
      runtimeCaching: [],
    },
  });
}

/**
 * react-router publishes a production build beside its default one (the same code with its
 * developer warnings and checks switched off), but selects it with no export condition Vite
 * reads: a built portal points at it here. The dev server and the tests keep the warnings.
 */
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      axiosXhrOnly(),
      cspMeta(env),
      mapsScriptPreload(env),
      inlineFavicon(),
      routeEntryPages(),
      dropMockWorker(env),
      portalPwa(),
      manifestLinkFromApp(),
      entryPreloadsFirst(),
      compileHints(),
      reportSampleSettings(env),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        ...(command === 'build' ? reactRouterProduction : {}),
      },
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: {
          // What every first visit loads anyway (React, react-query, the session, environment,
          // error and message modules, the HTTP client with axios, the two form fields most pages
          // show, the after-paint helper, the bundler's preload helper) goes in one chunk: left to
          // itself the bundler emits these as several small shared chunks beside the entry, each
          // its own request, gzip stream and task on a first visit. Every first visit sends a
          // request as it renders (the conference text behind "Contact us" on public pages, a
          // signed-in page's data), so the HTTP client is part of it. React's renderer is the one
          // exception (below).
          codeSplitting: {
            groups: [
              {
                // React's renderer (about 45 KB) apart from the rest of `core`. Over HTTP/1.1 a
                // browser shares the line between the files in flight, so the largest file arrives
                // last. The signed-in pages' first requests (profile, conference text, the page's
                // own answers) are sent by `core`, the HTTP client and the entry before React
                // renders anything (router.tsx, startPageData): with the renderer in a file of its
                // own they no longer wait for the largest file to arrive. Costs about 0.4 KB of
                // gzip per first visit (two streams instead of one).
                name: 'react-dom',
                priority: 1,
                test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              },
              {
                name: 'core',
                test: /node_modules[\\/](react|@tanstack[\\/](react-query|query-core))[\\/](?!build[\\/]modern[\\/]hydration)|src[\\/]config[\\/]env\.ts$|src[\\/]lib[\\/](session[\\/][\w-]+|api[\\/](errors|status)|messages)\.ts$|src[\\/]components[\\/]form[\\/](text-field|form-alert)\.tsx$|src[\\/]lib[\\/]scheduling[\\/]after-next-paint\.ts$|vite[\\/]preload-helper|node_modules[\\/]axios[\\/]|src[\\/]lib[\\/]api[\\/](http|read)\.ts$/,
              },
              {
                // What every signed-in page loads beside the shell's own chunk and the page's code:
                // the profile and its answer checks (zod/mini), the offline notice and the persister
                // of the attendee's answers. One file instead of six small ones: over HTTP/1.1 a
                // browser fetches six files at a time, so each extra file can cost a round trip.
                name: 'shell',
                // Only these modules: what they import from the entry's graph stays in the entry.
                includeDependenciesRecursively: false,
                test: /src[\\/]lib[\\/](profile[\\/]profile|api[\\/]schema|html[\\/]safe-href|offline[\\/]persistence)\.ts$|src[\\/]components[\\/]offline-notice\.tsx$|node_modules[\\/](zod[\\/]v4[\\/](core|mini)|@tanstack[\\/](query-persist-client-core|query-async-storage-persister|react-query-persist-client))[\\/]|@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]hydration/,
              },
              {
                // The registration pages' shared messages and the draft of what was typed, which
                // the bundler would otherwise emit as two small files beside each page.
                name: 'registration',
                includeDependenciesRecursively: false,
                test: /src[\\/]features[\\/]registration[\\/](messages\.ts|logic[\\/]draft\.ts|components[\\/]session-expiry\.ts)$/,
              },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      restoreMocks: true,
      testTimeout: 15000,
      pool: 'threads',
      // One worker per core: by default vitest leaves a core to its main process, which on a 2-core
      // machine means one test file at a time while the main process mostly waits. Every file still
      // gets its own module graph (isolation on: several files mock modules).
      maxWorkers: '100%',
      // The drift suite runs on its own, with its table (`npm run test:drift`, vitest.drift.config.ts).
      exclude: ['**/node_modules/**', '**/.git/**', 'src/testing/drift/**'],
      projects: [
        {
          extends: true,
          test: {
            // Pages and components: a jsdom document, the mock backend answering every call, storage cleared.
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts'],
            exclude: ['**/*.node.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Pure rules (*.node.test.ts): no document and no shared setup, so each file starts in a fraction of the time.
            name: 'node',
            environment: 'node',
            include: ['src/**/*.node.test.ts', 'tests/**/*.node.test.ts'],
          },
        },
      ],
    },
  };
});
