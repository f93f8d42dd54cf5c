import type { Plugin } from 'vite';
import { apiBaseUrlOf, mapsScriptUrl } from '../../src/config/api-location.js';

/**
 * Names the maps script (contract §11.6), which start-up waits for, as a preload in the HTML, so
 * its download starts beside the entry's (figure in docs/performance.md). Not in builds with the
 * mock backend, which answers it only once the app has started the mock worker.
 */
export function mapsScriptPreload(env: Record<string, string>): Plugin {
  return {
    name: 'portal-maps-script-preload',
    apply: 'build',
    transformIndexHtml: () =>
      env.VITE_API_MOCKING === 'on'
        ? []
        : [
            {
              tag: 'link',
              attrs: { rel: 'preload', as: 'script', href: mapsScriptUrl(apiBaseUrlOf(env.VITE_API_BASE_URL)) },
              injectTo: 'head',
            },
          ],
  };
}
