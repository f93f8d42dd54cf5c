import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { staticClosure } from '../chunk-graph.js';
import { ENTRY_LOADER } from '../csp.js';
import { serverBuild } from '../server-build.js';

const SITE_NAME = 'London One-on-One Conference';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A written page paints from its HTML and stylesheets; its code only takes it over. So the page asks for no
 * script before its first frame is painted: the entry script becomes a `portal-entry` meta read by the
 * loader (build/csp.ts), and the script preloads go (the entry starts the page's own code beside itself).
 */
function codeAfterPaint(html: string, fail: (message: string) => never): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return fail('prerender: index.html has no entry script');
  return html
    .replace(entry[0], `<meta name="portal-entry" content="${entry[1]}">\n    <script>${ENTRY_LOADER}</script>`)
    .replace(/\n?[ \t]*<link rel="(modulepreload|preload" as="script)"[^>]*>/g, '');
}

/**
 * Writes each route declared `prerender` as `<path>.html` (deploy/nginx.conf, `vite preview` and
 * most static hosts serve it for that path): the built index.html with the page rendered into
 * #root by the same components the browser takes over, its title and links to the page's own
 * stylesheets, so it paints before any script has run; its code is asked for once it has painted.
 * Every other path keeps index.html. Figures in docs/performance.md. With the bundler's manifest on,
 * it also writes `.vite/routes.json`: every route's page module.
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
        if (!template.includes('<div id="root"></div>')) this.error('prerender: index.html has no empty #root');

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
          const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="${config.base}${file}">`);
          const html = codeAfterPaint(template, (message) => this.error(message))
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${route.title} | ${SITE_NAME}`)}</title>`)
            .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${await server.renderPage(route.path)}</div>`);
          const file = path.join(outDir, `${route.path.slice(1)}.html`);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
      },
    },
  };
}
