/**
 * The portal's four inline scripts, built from their sources in src/boot/ (type-checked, linted and tested as the
 * rest of the app): each module's default export, called, bundled by Vite into one classic script (IIFE) and
 * minified. The head script goes first in <head> of every page (build/plugins/security-policy.ts), the entry loader
 * on the pages written at build time (build/plugins/prerender.ts), the early login after it on the written login
 * page, the kept-page painter right after the head script in index.html alone (the document of the signed-in routes); the policy allows each by the hash of exactly this text (build/csp.ts).
 */
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export const INLINE_SCRIPT_SOURCES = {
  head: 'src/boot/head-script.ts',
  entryLoader: 'src/boot/entry-loader.ts',
  earlyLogin: 'src/boot/early-login.ts',
  keptPage: 'src/boot/kept-page.ts',
} as const;

export type InlineScripts = Record<keyof typeof INLINE_SCRIPT_SOURCES, string>;

const ENTRY = 'portal-inline-script';

/** The script that calls the default export of `file` (relative to `root`), bundled and minified. */
export async function buildInlineScript(root: string, file: string): Promise<string> {
  const source = path.resolve(root, file);
  const entry: Plugin = {
    name: 'portal-inline-script-entry',
    enforce: 'pre',
    resolveId: (id) => (path.basename(id) === ENTRY ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? `import run from ${JSON.stringify(source)};\nrun();\n` : null),
  };
  const warnings: string[] = [];
  const result = await build({
    configFile: false,
    envFile: false,
    root,
    publicDir: false,
    logLevel: 'silent',
    resolve: { alias: { '@': path.resolve(root, 'src') } },
    plugins: [entry],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: ENTRY, formats: ['iife'], name: 'portalInlineScript' },
      rolldownOptions: { onwarn: (warning) => void warnings.push(warning.message) },
    },
  });
  if (warnings.length) throw new Error(`${file}: ${warnings.join('\n')}`);
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${file}: built into ${chunks.length} chunks, not one script`);
  return chunks[0].code.trim();
}

const built = new Map<string, Promise<InlineScripts>>();

/** The inline scripts of the sources under `root`, built once per process. */
export function inlineScripts(root: string): Promise<InlineScripts> {
  let scripts = built.get(root);
  if (!scripts) {
    scripts = Promise.all([
      buildInlineScript(root, INLINE_SCRIPT_SOURCES.head),
      buildInlineScript(root, INLINE_SCRIPT_SOURCES.entryLoader),
      buildInlineScript(root, INLINE_SCRIPT_SOURCES.earlyLogin),
      buildInlineScript(root, INLINE_SCRIPT_SOURCES.keptPage),
    ]).then(([head, entryLoader, earlyLogin, keptPage]) => ({ head, entryLoader, earlyLogin, keptPage }));
    built.set(root, scripts);
  }
  return scripts;
}
