/**
 * The portal's Content-Security-Policy: only what the app uses. Inline styles stay allowed
 * because react-select (emotion) injects style elements at run time and a <meta> policy cannot
 * carry a nonce. Every script sink (innerHTML, DOMParser, script and worker addresses) takes only
 * a trusted value made by one of the portal's own Trusted Types policies, named in
 * src/config/trusted-types.ts. Scripts are files of the site, and the four inline scripts
 * (build/inline-scripts.ts) allowed by their hashes. `forHeader` adds what a <meta> policy may not
 * hold: the build writes that form for the server (build/plugins/security-policy.ts), which
 * deploy/nginx.conf includes.
 */
import { createHash } from 'node:crypto';
import { apiBaseUrlOf } from '../src/config/api-location.js';
import { readSettings } from '../src/config/settings-read.js';
import { TRUSTED_TYPE_POLICIES } from '../src/config/trusted-types.js';
import type { InlineScripts } from './inline-scripts.js';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function contentSecurityPolicy(
  env: Record<string, string | undefined>,
  scripts: InlineScripts,
  { forHeader = false } = {},
): string {
  const fileHost = new URL(readSettings(env).fileHost).origin;
  const apiBase = apiBaseUrlOf(env.VITE_API_BASE_URL);
  const apiOrigin = /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : null;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The maps script (contract §11.6) is served by the API: its origin when the API is elsewhere.
    [
      'script-src',
      "'self'",
      hashOf(scripts.head),
      hashOf(scripts.entryLoader),
      hashOf(scripts.earlyLogin),
      hashOf(scripts.keptPage),
      ...(apiOrigin ? [apiOrigin] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the images a server text may carry inline (editors embed pasted pictures as data URLs; the
    // sanitiser keeps them), the file host for the Photo Gallery's images.
    ['img-src', "'self'", 'data:', fileHost],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(apiOrigin ? [apiOrigin] : [])],
    ['frame-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...Object.values(TRUSTED_TYPE_POLICIES)],
  ];
  if (forHeader) directives.push(['frame-ancestors', "'self'"]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}
