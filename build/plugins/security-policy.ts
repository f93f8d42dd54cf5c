import type { Plugin } from 'vite';
import { contentSecurityPolicy } from '../csp.js';
import { inlineScripts } from '../inline-scripts.js';

/** The file the build writes beside the site for nginx: the policy's header (deploy/nginx.conf includes it). */
export const SECURITY_HEADER_FILE = 'security-headers.conf';

/** The header form of `policy` as an nginx directive, for every answer ("always": errors too). */
export function nginxSecurityHeader(policy: string): string {
  // Inside nginx's double quotes, `"` would end the value, `$` name a variable and `\` escape.
  if (/["$\\]/.test(policy)) throw new Error(`the policy cannot be an nginx string as it is: ${policy}`);
  return [
    `# Written by the build (build/plugins/security-policy.ts, build/csp.ts): the Content-Security-Policy of the`,
    `# pages beside this file, with what only a header may carry. deploy/nginx.conf includes it; each build rewrites it.`,
    `add_header Content-Security-Policy "${policy}" always;`,
    '',
  ].join('\n');
}

/**
 * The portal's one security policy (build/csp.ts), written by the build for both places it is read: into the built
 * HTML as a <meta> policy, before anything else, with the head script right after it (the page's first script), and
 * the kept-page painter right after it (src/boot/kept-page.ts: index.html's alone, the written pages leave it out,
 * build/written-page.ts); and in its header form beside the site (`security-headers.conf`), which the server sends with every answer.
 */
export function securityPolicy(env: Record<string, string>): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-security-policy',
    apply: 'build', // the dev server's inline React refresh preamble would be refused
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: async () => {
      const scripts = await inlineScripts(root);
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env, scripts) },
          injectTo: 'head-prepend',
        },
        { tag: 'script', children: scripts.head, injectTo: 'head-prepend' },
        // Where the head script hands over: its kept page's stylesheets are asked for at once, and it is built into
        // #root as soon as #root is parsed (src/lib/offline/page-snapshot-paint.ts).
        { tag: 'script', children: scripts.keptPage, injectTo: 'head-prepend' },
      ];
    },
    async generateBundle() {
      const policy = contentSecurityPolicy(env, await inlineScripts(root), { forHeader: true });
      this.emitFile({ type: 'asset', fileName: SECURITY_HEADER_FILE, source: nginxSecurityHeader(policy) });
    },
  };
}
