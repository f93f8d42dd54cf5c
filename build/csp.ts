/**
 * The portal's Content-Security-Policy: only what the app uses. Inline styles stay allowed
 * because react-select (emotion) and sweetalert2 inject style elements at run time and a
 * <meta> policy cannot carry a nonce. `forHeader` adds what a <meta> policy may not hold;
 * deploy/nginx.conf sends the header form of the default configuration.
 */
import { apiBaseUrlOf } from '../src/config/api-location.js';
import { readSettings } from '../src/config/settings-read.js';

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
