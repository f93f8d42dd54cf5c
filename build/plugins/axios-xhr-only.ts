import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const inAxios = /[\\/]node_modules[\\/]axios[\\/]/;
const adapterTable = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
const fetchAdapter = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

/**
 * axios's fetch adapter left out (src/lib/api/axios-fetch-adapter.ts says why): its adapter table
 * imports `./fetch.js`, which resolves to that module instead (figure in docs/performance.md).
 *
 * The tweak leans on axios's file layout, so a build that holds axios fails when the adapter table
 * never asked for `./fetch.js` (the table moved or changed) or when axios's fetch adapter is in the
 * build all the same (another module imports it): an axios upgrade cannot quietly undo it.
 */
export function axiosXhrOnly(): Plugin {
  const replacement = fileURLToPath(new URL('../../src/lib/api/axios-fetch-adapter.ts', import.meta.url));
  let building = false;
  let redirected = false;
  return {
    name: 'portal-axios-xhr-only',
    enforce: 'pre',
    configResolved: (config) => {
      building = config.command === 'build';
    },
    buildStart: () => {
      redirected = false;
    },
    resolveId(source, importer) {
      if (source !== './fetch.js' || !importer || !adapterTable.test(importer)) return null;
      redirected = true;
      return replacement;
    },
    buildEnd(error) {
      // The dev server and the tests load axios as it is; a failed build shows its own error.
      if (!building || error) return;
      const ids = [...this.getModuleIds()];
      if (!ids.some((id) => inAxios.test(id))) return;
      if (!redirected) {
        this.error(
          'axios-xhr-only: axios is in the build, but its adapter table (axios/lib/adapters/adapters.js) never ' +
            'imported ./fetch.js: axios has changed its files. Point the plugin at where axios now imports its ' +
            'fetch adapter, or drop the tweak (build/tweaks.ts).',
        );
      }
      for (const id of ids.filter((candidate) => fetchAdapter.test(candidate))) {
        const importers = this.getModuleInfo(id)?.importers ?? [];
        this.error(
          `axios-xhr-only: axios's fetch adapter is in the build all the same, imported by ${importers.join(', ')}`,
        );
      }
    },
  };
}
