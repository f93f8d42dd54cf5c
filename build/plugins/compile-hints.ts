import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+): a script whose first line is this comment has its
 * functions compiled while it streams in, off the main thread, instead of one by one on first
 * call. Only chunks of packages whose code runs as soon as it arrives get it (figure in
 * docs/performance.md).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const RUN_ON_LOAD_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][\w-]+|react-hook-form|@hookform[\\/]resolvers|axios|zod)[\\/]/;
const runsOnLoad = (moduleIds: readonly string[]) =>
  moduleIds.every((id) => !/[\\/]node_modules[\\/]/.test(id) || RUN_ON_LOAD_PACKAGES.test(id));

export function compileHints(): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !runsOnLoad(chunk.moduleIds)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
