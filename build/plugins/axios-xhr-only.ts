import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * axios's fetch adapter left out (src/lib/api/axios-fetch-adapter.ts says why): its adapter table
 * imports `./fetch.js`, which resolves to that module instead (figure in docs/performance.md).
 */
export function axiosXhrOnly(): Plugin {
  const table = /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
  const replacement = fileURLToPath(new URL('../../src/lib/api/axios-fetch-adapter.ts', import.meta.url));
  return {
    name: 'portal-axios-xhr-only',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './fetch.js' && importer && table.test(importer) ? replacement : null),
  };
}
