import { afterEach, describe, expect, it } from 'vitest';
import { bundle, project } from '../testing/bundle.js';
import { COMPILE_HINT, compileHintProblems, compileHints, type HintedChunk, packageOf } from './compile-hints.js';

const removals: Array<() => void> = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
});

const module = (name: string) => `/portal/node_modules/${name}/index.js`;
const chunk = (fileName: string, moduleIds: string[], hinted: boolean, isEntry = false): HintedChunk => ({
  fileName,
  isEntry,
  moduleIds,
  code: `${hinted ? `${COMPILE_HINT}\n` : ''}export {};`,
});

describe('packageOf', () => {
  it('names the package of a module, scoped or not, by its last node_modules folder', () => {
    expect(packageOf('/portal/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom');
    expect(packageOf('C:\\portal\\node_modules\\@tanstack\\query-core\\build\\index.js')).toBe('@tanstack/query-core');
    expect(packageOf('/portal/node_modules/a/node_modules/scheduler/index.js')).toBe('scheduler');
    expect(packageOf('/portal/src/app/main.tsx')).toBeNull();
  });
});

describe('the compile hints check', () => {
  const packages = ['react', '@tanstack/*'];

  it('passes a bundle whose entry and run-on-load chunks start with the hint', () => {
    const chunks = [
      chunk('index.js', ['/portal/src/main.tsx', module('react'), module('@tanstack/query-core')], true, true),
      chunk('xlsx.js', [module('xlsx')], false),
      chunk('page.js', ['/portal/src/page.tsx'], true),
    ];
    expect(compileHintProblems(chunks, packages)).toEqual([]);
  });

  it('fails an entry without the hint', () => {
    const chunks = [
      chunk('index.js', ['/portal/src/main.tsx', module('react'), module('@tanstack/query-core')], false, true),
    ];
    expect(compileHintProblems(chunks, packages)).toEqual([
      'index.js (the entry) does not start with the compile hint',
    ]);
  });

  it('fails a chunk holding a run-on-load package beside another package, which keeps it from the hint', () => {
    const chunks = [
      chunk('index.js', ['/portal/src/main.tsx', module('@tanstack/react-query')], true, true),
      chunk('vendor.js', [module('react'), module('cookie')], false),
    ];
    expect(compileHintProblems(chunks, packages)).toEqual([
      'vendor.js (holding react) does not start with the compile hint: it also holds cookie, not listed as run on load',
    ]);
  });

  it('fails a list naming a package that no chunk holds (renamed, or gone from the portal)', () => {
    const chunks = [chunk('index.js', ['/portal/src/main.tsx', module('react')], true, true)];
    expect(compileHintProblems(chunks, packages)).toEqual([
      'no chunk holds @tanstack/*: the list of run-on-load packages is out of date',
    ]);
  });

  it('in a build: hints the chunks of the portal and the listed packages, and fails an entry holding another', async () => {
    const made = project({
      'entry.js': "import react from 'react';\nimport('./lazy.js');\nconsole.log(react);\n",
      'lazy.js': "import pad from 'left-pad';\nconsole.log(pad);\n",
      'mixed.js': "import react from 'react';\nimport pad from 'left-pad';\nconsole.log(react, pad);\n",
      'node_modules/react/package.json': JSON.stringify({ name: 'react', type: 'module', main: 'index.js' }),
      'node_modules/react/index.js': "export default 'react';\n",
      'node_modules/left-pad/package.json': JSON.stringify({ name: 'left-pad', type: 'module', main: 'index.js' }),
      'node_modules/left-pad/index.js': "export default 'left-pad';\n",
    });
    removals.push(made.remove);
    const chunks = await bundle(made.dir, 'entry.js', [compileHints(['react'])]);
    const entry = chunks.find((item) => item.isEntry)!;
    const lazy = chunks.find((item) => !item.isEntry)!;
    expect(entry.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(lazy.code.startsWith(COMPILE_HINT)).toBe(false);
    expect(compileHintProblems(chunks, ['react'])).toEqual([]);

    // Written out, the plugin checks what it wrote.
    await expect(bundle(made.dir, 'mixed.js', [compileHints(['react'])], { outDir: 'dist' })).rejects.toThrow(
      /compile hints: assets\/mixed-[\w-]+\.js \(the entry\) does not start with the compile hint: it also holds left-pad/,
    );
    await expect(bundle(made.dir, 'entry.js', [compileHints(['react'])], { outDir: 'dist' })).resolves.toHaveLength(2);
  });
});
