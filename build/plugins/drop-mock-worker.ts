import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A build with the mock backend off ships no mock service worker (Vite copies all of public/). */
export function dropMockWorker(env: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: 'portal-drop-mock-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      if (env.VITE_API_MOCKING !== 'on') rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
