import type { Plugin } from 'vite';
import { contentSecurityPolicy } from '../csp.js';

/** Writes the policy into the built HTML, before any script or stylesheet. */
export function cspMeta(env: Record<string, string>): Plugin {
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
