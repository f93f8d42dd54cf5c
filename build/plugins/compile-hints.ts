import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+): a script whose first line is this comment has its
 * functions compiled while it streams in, off the main thread, instead of one by one on first
 * call. Only chunks of packages whose code runs as soon as it arrives get it (figure in
 * docs/performance.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The packages whose code runs as soon as it arrives; `@scope/*` stands for every package of the scope.
 * (react-router-dom only re-exports react-router: no chunk holds a module of its own.)
 */
export const RUN_ON_LOAD_PACKAGES: readonly string[] = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack/*',
  'react-hook-form',
  '@hookform/resolvers',
  'axios',
  'zod',
];

/** The package a module belongs to (its last node_modules folder), or null for the portal's own code. */
export function packageOf(id: string): string | null {
  const found = /^.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
  return found ? found[1].replace('\\', '/') : null;
}

const listed = (name: string, packages: readonly string[]) =>
  packages.some((entry) => (entry.endsWith('/*') ? name.startsWith(entry.slice(0, -1)) : name === entry));

/** Packages of a chunk's modules: those listed as run on load, and the others. */
function packagesOf(chunk: Pick<Rolldown.OutputChunk, 'moduleIds'>, packages: readonly string[]) {
  const names = [...new Set(chunk.moduleIds.map(packageOf).filter((name) => name !== null))];
  return {
    onLoad: names.filter((name) => listed(name, packages)),
    others: names.filter((name) => !listed(name, packages)),
  };
}

export type HintedChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'moduleIds' | 'code'>;

/**
 * What keeps the hints from having their effect, in a bundle as written: the entry, or a chunk
 * holding a run-on-load package, that does not start with the hint (because it also holds another
 * package, or another plugin wrote before it); a listed package no chunk holds (the list is out of
 * date, as after a package was renamed).
 */
export function compileHintProblems(
  chunks: readonly HintedChunk[],
  packages: readonly string[] = RUN_ON_LOAD_PACKAGES,
): string[] {
  const problems: string[] = [];
  for (const chunk of chunks) {
    const { onLoad, others } = packagesOf(chunk, packages);
    if (chunk.code.startsWith(`${COMPILE_HINT}\n`) || (!chunk.isEntry && onLoad.length === 0)) continue;
    const what = chunk.isEntry ? 'the entry' : `holding ${onLoad.join(', ')}`;
    const why = others.length > 0 ? `: it also holds ${others.join(', ')}, not listed as run on load` : '';
    problems.push(`${chunk.fileName} (${what}) does not start with the compile hint${why}`);
  }
  for (const entry of packages) {
    if (!chunks.some((chunk) => packagesOf(chunk, [entry]).onLoad.length > 0))
      problems.push(`no chunk holds ${entry}: the list of run-on-load packages is out of date`);
  }
  return problems;
}

/**
 * Writes the hint first in every chunk made only of the portal's code and run-on-load packages,
 * and fails the build when, once written, the entry or a chunk holding a run-on-load package lacks it.
 */
export function compileHints(packages: readonly string[] = RUN_ON_LOAD_PACKAGES): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || packagesOf(chunk, packages).others.length > 0) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const problems = compileHintProblems(chunks, packages);
      if (problems.length > 0) this.error(`compile hints: ${problems.join('; ')}`);
    },
  };
}
