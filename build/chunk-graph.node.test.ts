import { describe, expect, it } from 'vitest';
import { manifestEntryKey, manifestKeyOf, reachable, staticClosure } from './chunk-graph.js';

/** Chunks of the bundler's manifest, as it writes them. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>;

describe('reachable', () => {
  const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['d', 'a'], d: [], e: ['a'] };
  const next = (node: string) => graph[node];

  it('holds the starts and everything they reach, each once, through cycles, in the order first met', () => {
    expect([...reachable(['a'], next)]).toEqual(['a', 'b', 'd', 'c']);
    expect([...reachable(['d', 'e'], next)]).toEqual(['d', 'e', 'a', 'b', 'c']);
    expect(reachable([], next).size).toBe(0);
  });

  it('neither keeps nor follows a node where `stop` holds', () => {
    expect([...reachable(['a'], next, (node) => node === 'b')]).toEqual(['a', 'c', 'd']);
    expect([...reachable(['a'], next, (node) => node === 'a')]).toEqual([]);
  });

  it('takes a node without successors', () => {
    expect([...reachable(['x'], () => undefined)]).toEqual(['x']);
  });
});

describe('staticClosure', () => {
  const bundle = new Map([
    ['index.js', { imports: ['runtime.js'] }],
    ['page.js', { imports: ['forms.js', 'index.js'] }],
    ['forms.js', { imports: ['index.js'] }],
    ['runtime.js', {}],
    ['lazy.js', { imports: ['page.js'] }],
  ]);

  it('is what loading the chunks downloads: they and their static imports, transitively', () => {
    expect(staticClosure(bundle, ['page.js'])).toEqual(new Set(['page.js', 'forms.js', 'index.js', 'runtime.js']));
    expect(staticClosure(bundle, ['index.js'])).toEqual(new Set(['index.js', 'runtime.js']));
    expect(staticClosure(bundle, ['runtime.js', 'forms.js'])).toEqual(new Set(['runtime.js', 'forms.js', 'index.js']));
  });

  it('reads the bundler manifest as well, and leaves out names the graph does not hold', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_shared.js', '_gone.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/page.tsx': { file: 'assets/page.js', imports: ['index.html'] },
    };
    expect(staticClosure(manifest, ['src/page.tsx'])).toEqual(new Set(['src/page.tsx', 'index.html', '_shared.js']));
    expect(staticClosure(manifest, ['nowhere', 'toString'])).toEqual(new Set());
  });
});

describe('the manifest keys', () => {
  const manifest: Manifest = {
    '_shared.js': { file: 'assets/shared.js' },
    'src/worker.ts': { file: 'assets/worker.js', isEntry: true },
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/features/auth/login-page.tsx': { file: 'assets/login-page.js', isDynamicEntry: true },
    'src/lib/api/index.ts': { file: 'assets/api.js' },
  };

  it("finds the page's entry, else the first entry, else none", () => {
    expect(manifestEntryKey(manifest)).toBe('index.html');
    const entries: Manifest = {
      'src/worker.ts': { file: 'assets/worker.js', isEntry: true },
      'src/main.ts': { file: 'assets/main.js', isEntry: true },
    };
    expect(manifestEntryKey(entries)).toBe('src/worker.ts');
    expect(manifestEntryKey({ '_shared.js': { file: 'assets/shared.js' } } as Manifest)).toBeNull();
  });

  it('finds a source module with or without its extension, or as a folder index', () => {
    expect(manifestKeyOf(manifest, 'src/features/auth/login-page')).toBe('src/features/auth/login-page.tsx');
    expect(manifestKeyOf(manifest, 'src/features/auth/login-page.tsx')).toBe('src/features/auth/login-page.tsx');
    expect(manifestKeyOf(manifest, 'src/lib/api')).toBe('src/lib/api/index.ts');
    expect(manifestKeyOf(manifest, 'src/features/auth/logout-page')).toBeNull();
    expect(manifestKeyOf(manifest, 'constructor')).toBeNull();
  });
});
