import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { contentSecurityPolicy, HEAD_SCRIPT } from '../csp.js';

/** The welcome frame of '/' (spec A§2: a static page in a full-screen frame), copied from public/ as it is. */
export const LANDING_FRAME = 'landing-frame/index.html';

/** What the frame's source links in development: the portal's stylesheet and its typeface, by their source paths. */
const DEV_LINKS =
  /[ \t]*<link rel="preload" href="\/src\/styles\/fonts\/inter-portal\.woff2"[^>]*>\n[ \t]*<link rel="stylesheet" href="\/src\/styles\/global\.css"[^>]*>/;

/**
 * The built welcome frame: the portal's own stylesheets and typeface preload (those of the built index.html, which
 * the page around the frame has already loaded, so the frame asks for nothing new) in place of the source paths the
 * development server serves, and the portal's Content-Security-Policy at the top of its head, before any script. Its one inline script must
 * be the portal's head script (build/csp.ts), which the policy allows by its hash: anything else fails the build.
 */
export function landingFrameHtml(
  source: string,
  builtIndex: string,
  policy: string,
  fail: (message: string) => never,
): string {
  const links = [
    ...builtIndex.matchAll(/<link rel="(?:stylesheet|preload)"[^>]*href="[^"]+\.(?:css|woff2)"[^>]*>/g),
  ].map((match) => match[0]);
  if (!links.some((link) => link.includes('rel="stylesheet"'))) fail('landing frame: index.html links no stylesheet');
  if (!DEV_LINKS.test(source)) fail(`landing frame: ${LANDING_FRAME} lacks the portal's stylesheet links`);
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  for (const [tag, body] of scripts) {
    if (body !== HEAD_SCRIPT || tag.includes(' src=')) {
      fail(`landing frame: ${LANDING_FRAME} has a script other than the portal's head script (build/csp.ts)`);
    }
  }
  const charset = /<meta charset="[^"]+" \/>/.exec(source);
  if (!charset) fail(`landing frame: ${LANDING_FRAME} has no charset declaration`);
  // The policy right after the character set (which stays within the file's first bytes), before the script.
  return source
    .replace(charset[0], `${charset[0]}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`)
    .replace(DEV_LINKS, links.map((link) => `    ${link}`).join('\n'));
}

/** Writes the built welcome frame (see landingFrameHtml) before the service worker's precache list is made. */
export function landingFrame(env: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-landing-frame',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return; // a server-side build: no pages
      const file = path.resolve(config.root, config.build.outDir, LANDING_FRAME);
      const html = landingFrameHtml(readFileSync(file, 'utf8'), String(index.source), contentSecurityPolicy(env), (m) =>
        this.error(m),
      );
      writeFileSync(file, html);
    },
  };
}
