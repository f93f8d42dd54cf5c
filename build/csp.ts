/**
 * The portal's Content-Security-Policy: only what the app uses. Inline styles stay allowed
 * because react-select (emotion) injects style elements at run time and a <meta> policy cannot
 * carry a nonce. Every script sink (innerHTML, DOMParser, script and worker addresses) takes only
 * a trusted value made by one of the portal's own Trusted Types policies, named in
 * src/config/trusted-types.ts. `forHeader` adds what a <meta> policy may not hold;
 * deploy/nginx.conf sends the header form of the default configuration.
 */
import { createHash } from 'node:crypto';
import { apiBaseUrlOf } from '../src/config/api-location.js';
import { readSettings } from '../src/config/settings-read.js';
import { TRUSTED_TYPE_POLICIES } from '../src/config/trusted-types.js';

/**
 * The one inline script of the portal's pages, first in <head>: it marks <html> `signed-in` when a
 * client is stored (the session's rule, spec A§4), before anything is painted, so a page written at
 * build time shows a signed-in visitor their own links and never a form meant for a visitor
 * (src/lib/session/use-session.ts). The policy allows it by its hash alone.
 */
export const HEAD_SCRIPT =
  "try{if(localStorage.getItem('client'))document.documentElement.classList.add('signed-in')}catch(e){}";

/**
 * The other inline script, on the pages written at build time only (build/plugins/prerender.ts): a written page
 * paints from its HTML, stylesheets and typeface, so its code (the entry named by `<meta name="portal-entry">`) is
 * asked for once the browser reports the first contentful paint (a frame's callbacks run before its paint is
 * presented, so they are too early), or after 3 seconds when no paint is reported (a tab opened in the
 * background): no script download competes with the first paint (docs/performance.md).
 */
export const ENTRY_LOADER =
  "(function(){var d;function go(){if(d)return;d=1;import(document.querySelector('meta[name=portal-entry]').content)}try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){go()}setTimeout(go,3000)})()";

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function contentSecurityPolicy(env: Record<string, string | undefined>, { forHeader = false } = {}): string {
  const fileHost = new URL(readSettings(env).fileHost).origin;
  const apiBase = apiBaseUrlOf(env.VITE_API_BASE_URL);
  const apiOrigin = /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : null;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The maps script (contract §11.6) is served by the API: its origin when the API is elsewhere.
    ['script-src', "'self'", hashOf(HEAD_SCRIPT), hashOf(ENTRY_LOADER), ...(apiOrigin ? [apiOrigin] : [])],
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
