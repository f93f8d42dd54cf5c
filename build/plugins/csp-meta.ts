import type { Plugin } from 'vite';
import { contentSecurityPolicy, HEAD_SCRIPT } from '../csp.js';

/** Writes the policy into the built HTML, before anything else, and the head script right after it. */
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
      { tag: 'script', children: HEAD_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
