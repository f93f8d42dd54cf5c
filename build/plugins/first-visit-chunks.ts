import type { Plugin } from 'vite';
import { reachable } from '../chunk-graph.js';

type FirstVisitOptions = {
  /** Lazily loaded frames, by chunk name: each frame's static imports beyond `core` make one chunk. */
  frames: Record<string, string>;
  /** Modules (source files, or packages by name) that join `core` although the entry does not import them. */
  core?: readonly string[];
  /** Further chunks, by name, each of the named modules with what they import beyond `core`. */
  groups?: Record<string, readonly string[]>;
};

/**
 * What the first visit of any page loads, as one file per part instead of the many small shared
 * chunks the bundler emits by itself (each its own request, gzip stream and task):
 *
 * - `core`: every module the entry imports statically (React, the router, react-query, the HTTP
 *   client, the session, the layouts), and the modules named in `core`;
 * - each chunk named in `groups`: the named modules with their static imports beyond `core`;
 * - beside each lazily loaded `frame` (the signed-in frame), one chunk of every module it imports
 *   statically beyond `core`.
 *
 * The groups are worked out from the module graph once the build has read it, so a moved file
 * stays where its imports put it; a named module or frame the graph does not hold (renamed,
 * moved, no longer used) fails the build, and so does a module outside its group's chunk once the
 * bundle is made (a bundler that no longer reads `output.codeSplitting.groups`). Figures in
 * docs/performance.md.
 */
export function firstVisitChunks({ frames, core = [], groups = {} }: FirstVisitOptions): Plugin {
  const groupOf = new Map<string, string>();
  const names = ['core', ...Object.keys(groups), ...Object.keys(frames)];
  return {
    name: 'portal-first-visit-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: names.map((name) => ({ name, test: (id: string) => groupOf.get(id) === name })),
            },
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      // Each module placed in a group is in that group's chunk (core's is the entry's): the bundler applied the groups.
      const misplaced: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const group = groupOf.get(id);
          if (group !== undefined && !(group === 'core' ? chunk.isEntry : chunk.name === group))
            misplaced.push(`${id} (${group}) in ${chunk.fileName}`);
        }
      }
      if (misplaced.length > 0) {
        this.error(
          `first-visit chunks: ${misplaced.length} modules are not in their group's chunk (did the bundler ` +
            `ignore output.codeSplitting.groups?): ${misplaced.slice(0, 5).join('; ')}`,
        );
      }
    },
    buildEnd() {
      groupOf.clear();
      // A module goes with the first group that reaches it: the walk stops at modules already placed.
      const closure = (start: string, group: string) => {
        const found = reachable(
          [start],
          (id) => this.getModuleInfo(id)?.importedIds,
          (id) => groupOf.has(id),
        );
        for (const id of found) groupOf.set(id, group);
      };
      const ids = [...this.getModuleIds()];
      const normalised = ids.map((id) => [id, id.replace(/\\/g, '/')] as const);
      /** A source file by its path from the project's root, or a package's modules by the package's name. */
      const modulesNamed = (name: string, what: string) => {
        const found = name.startsWith('src/')
          ? normalised.filter(([, id]) => id.endsWith(`/${name}`))
          : normalised.filter(([, id]) => id.includes(`/node_modules/${name}/`));
        if (found.length === 0) this.error(`first-visit chunks: no module ${name} (${what}) in the build`);
        return found.map(([id]) => id);
      };
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) closure(id, 'core');
      for (const name of core) for (const id of modulesNamed(name, 'core')) closure(id, 'core');
      for (const [group, members] of Object.entries(groups)) {
        for (const name of members) for (const id of modulesNamed(name, group)) closure(id, group);
      }
      for (const [name, file] of Object.entries(frames)) {
        const [frame] = modulesNamed(file, `frame ${name}`);
        for (const imported of this.getModuleInfo(frame)?.importedIds ?? []) closure(imported, name);
      }
    },
  };
}
