/**
 * Walks over the build's graphs: the module graph while the bundle is made (a module and the
 * modules it imports), and the chunk graph of the output (a chunk and the chunks it imports
 * statically), whether read from the bundle or from the bundler's manifest. The first-visit
 * chunks, the written pages and the two bundle benchmarks all walk through here.
 */

/**
 * Every node reachable from `starts` through `next`, the starts included, each once (cycles end).
 * A node for which `stop` holds is neither kept nor followed.
 */
export function reachable<T>(
  starts: Iterable<T>,
  next: (node: T) => Iterable<T> | undefined,
  stop: (node: T) => boolean = () => false,
): Set<T> {
  const seen = new Set<T>();
  const stack = [...starts].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as T;
    if (seen.has(node) || stop(node)) continue;
    seen.add(node);
    stack.push(...[...(next(node) ?? [])].reverse());
  }
  return seen;
}

/** A chunk as the bundle or the bundler's manifest describes it: the names of the chunks it imports statically. */
export type ChunkNode = { readonly imports?: readonly string[] };

/** Chunks by name: output file names (the bundle) or manifest keys (the bundler's manifest). */
export type ChunkGraph = ReadonlyMap<string, ChunkNode> | Readonly<Record<string, ChunkNode>>;

const lookup = (graph: ChunkGraph) =>
  graph instanceof Map
    ? (name: string) => graph.get(name)
    : (name: string) => (Object.hasOwn(graph, name) ? (graph as Readonly<Record<string, ChunkNode>>)[name] : undefined);

/**
 * What loading the chunks `starts` downloads before they run: those chunks and every chunk they
 * import statically, transitively (never what they import dynamically). A name the graph does not
 * hold is left out.
 */
export function staticClosure(graph: ChunkGraph, starts: Iterable<string>): Set<string> {
  const chunkNamed = lookup(graph);
  return reachable(
    starts,
    (name) => chunkNamed(name)?.imports,
    (name) => chunkNamed(name) === undefined,
  );
}

/** The bundler's manifest key of a source module, given as a path from the root with or without its extension. */
export function manifestKeyOf(manifest: Readonly<Record<string, unknown>>, module: string): string | null {
  const candidates = [module, ...['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((ext) => module + ext)];
  return candidates.find((key) => Object.hasOwn(manifest, key)) ?? null;
}

/** The manifest key of the page's entry chunk (index.html's), else of the first entry the manifest lists. */
export function manifestEntryKey(manifest: Readonly<Record<string, { readonly isEntry?: boolean }>>): string | null {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  return entries.find((key) => key.endsWith('index.html')) ?? entries[0] ?? null;
}
