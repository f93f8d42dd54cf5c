import type { Plugin } from 'vite';

/**
 * What the first visit of any page loads, as one file per part instead of the many small shared
 * chunks the bundler emits by itself (each its own request, gzip stream and task):
 *
 * - `core`: every module the entry imports statically (React, the router, react-query, the HTTP
 *   client, the session, the layouts);
 * - beside each lazily loaded `frame` (the signed-in frame), one chunk of every module it imports
 *   statically beyond `core`.
 *
 * The groups are worked out from the module graph once the build has read it, so a renamed or
 * moved file stays where its imports put it. A frame the graph does not hold fails the build.
 * Figures in docs/performance.md.
 */
export function firstVisitChunks({ frames }: { frames: Record<string, string> }): Plugin {
  const groupOf = new Map<string, string>();
  return {
    name: 'portal-first-visit-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'core', test: (id: string) => groupOf.get(id) === 'core' },
                ...Object.keys(frames).map((name) => ({ name, test: (id: string) => groupOf.get(id) === name })),
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      groupOf.clear();
      const closure = (start: string, group: string) => {
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (groupOf.has(id)) continue;
          groupOf.set(id, group);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const ids = [...this.getModuleIds()];
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) closure(id, 'core');
      for (const [name, file] of Object.entries(frames)) {
        const frame = ids.find((id) => id.replace(/\\/g, '/').endsWith(file));
        if (!frame) this.error(`first-visit chunks: no module ${file} in the build`);
        for (const imported of this.getModuleInfo(frame)?.importedIds ?? []) closure(imported, name);
      }
    },
  };
}
