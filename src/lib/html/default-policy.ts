/**
 * The 'default' Trusted Types policy. The browser asks it about a plain string given to a script
 * sink, which the portal's own code never does (it uses its named policies); two libraries do, and
 * get exactly what they need; every other string is refused (a violation, and the sink throws):
 * - sweetalert2 builds its dialogs from its own markup strings through DOMParser (its
 *   setInnerHtml) and cannot be handed TrustedHTML: that markup passes through the sanitiser,
 *   which src/lib/alerts loads with sweetalert2;
 * - msw (demo builds) registers its worker by a string URL: exactly that URL passes.
 */
import { MOCK_SERVICE_WORKER_URL, TRUSTED_TYPE_POLICIES } from '@/config/trusted-types';
import { createPolicy } from '@/lib/trusted-types';
import { loadedMarkupSanitizer } from './load-sanitizer';

let installed = false;

/** Creates the policy once, before any library may need it (start-up, before the mock backend starts). */
export function installDefaultPolicy(): void {
  if (installed) return;
  installed = true;
  createPolicy(TRUSTED_TYPE_POLICIES.fallback, {
    createHTML: (html, _type, sink) => {
      if (sink !== 'DOMParser parseFromString') return null;
      const sanitize = loadedMarkupSanitizer();
      return sanitize ? sanitize(html) : null;
    },
    createScriptURL: (url, _type, sink) =>
      import.meta.env.VITE_API_MOCKING === 'on' &&
      sink === 'ServiceWorkerContainer register' &&
      url === MOCK_SERVICE_WORKER_URL
        ? url
        : null,
  });
}
