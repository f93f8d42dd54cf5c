import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { staticClosure } from '../chunk-graph.js';
import { apiBaseUrlOf } from '../../src/config/api-location.js';
import { paths } from '../../src/config/paths.js';
import { pageTitle } from '../../src/config/site.js';
import { inlineScripts } from '../inline-scripts.js';
import { serverBuild } from '../server-build.js';
import { writtenPage } from '../written-page.js';

/**
 * Writes each route declared `prerender` as `<path>.html` (deploy/nginx.conf, `vite preview` and
 * most static hosts serve it for that path): the built index.html with the page rendered into
 * #root by the same components the browser takes over, its title and links to the page's own
 * stylesheets, so it paints before any script has run; its code is asked for once it has painted
 * (build/written-page.ts); the login page's form works before (src/boot/early-login.ts). Every other path keeps index.html. Figures in docs/performance.md. With
 * the bundler's manifest on, it also writes `.vite/routes.json`: every route's page module.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, Rolldown.OutputChunk>();
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Nothing was written: the build failed, and its own error is the one to show.
        if (chunks.size === 0) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const relative = (id: string) => path.relative(config.root, id).split(path.sep).join('/');
        const chunkOf = new Map<string, Rolldown.OutputChunk>();
        for (const chunk of chunks.values()) {
          if (chunk.facadeModuleId) chunkOf.set(relative(chunk.facadeModuleId), chunk);
        }
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) this.error('prerender: no entry chunk');
        const inEntry = staticClosure(chunks, [entry.fileName]);
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const { entryLoader, earlyLogin, keptPage } = await inlineScripts(config.root);
        // The API the early login sends to, as the app finds it (src/config/env.ts); none with the mock backend.
        const api = config.env.VITE_API_MOCKING === 'on' ? null : apiBaseUrlOf(config.env.VITE_API_BASE_URL);

        const { entry: server, routes, shellModule } = await serverBuild(config.root, config.mode);
        // Beside the bundler's manifest, when a build asks for one (the bundle budgets read both).
        if (config.build.manifest) {
          writeFileSync(path.join(outDir, '.vite/routes.json'), JSON.stringify({ routes, shellModule }, null, 2));
        }
        for (const route of routes.filter((r) => r.prerender)) {
          const page = chunkOf.get(route.module);
          if (!page) this.error(`prerender: no chunk for ${route.module} (${route.path})`);
          const files = [...staticClosure(chunks, [page.fileName])].filter((file) => !inEntry.has(file));
          const styles = [
            ...new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])])),
          ];
          const html = writtenPage(template, {
            title: pageTitle(route.title),
            stylesheets: styles.map((file) => `${config.base}${file}`),
            entryLoader,
            keptPage,
            ...(route.path === paths.auth.login ? { earlyLogin: { script: earlyLogin, api } } : {}),
            body: await server.renderPage(route.path),
          });
          const file = path.join(outDir, `${route.path.slice(1)}.html`);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
      },
    },
  };
}
