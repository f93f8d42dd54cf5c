/**
 * The inline scripts as the build ships them (build/inline-scripts.ts): each a classic script of one line that runs
 * in a page's global scope and does what its source does (src/boot/__tests__ test the sources themselves).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { type InlineScripts, inlineScripts } from '../inline-scripts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let scripts: InlineScripts;

beforeAll(async () => {
  scripts = await inlineScripts(root);
}, 60_000);

/** Runs `code` as a classic script in a context holding `globals` and nothing else. */
function run(code: string, globals: object) {
  const context = vm.createContext(globals);
  new vm.Script(code).runInContext(context);
  return context;
}

/** The document the head script sees: <html>'s classes. */
function page(storage: () => Pick<Storage, 'getItem'>) {
  const classes = new Set<string>();
  const globals = { document: { documentElement: { classList: { add: (name: string) => classes.add(name) } } } };
  Object.defineProperty(globals, 'localStorage', { get: storage, enumerable: true });
  return { globals, classes };
}

describe('the inline scripts as built', () => {
  it('are each one line of minified classic script, declaring nothing in the page’s global scope', () => {
    // The head script and the entry loader run on every written page; the early login, a form's checks and its
    // request, on the login page alone; the kept-page painter, a kept page's reading and building, in index.html alone.
    const longest = { head: 400, entryLoader: 400, earlyLogin: 3000, keptPage: 3000 };
    for (const [name, code] of Object.entries(scripts)) {
      expect(code, name).not.toMatch(/\n/);
      expect(code.length, `${name} is minified`).toBeLessThan(longest[name as keyof InlineScripts]);
      expect(() => new vm.Script(code), `${name} is a classic script (no import or export statement)`).not.toThrow();
      const context = run(code, {
        document: {
          documentElement: { classList: { add: () => undefined } },
          querySelector: () => null,
          addEventListener: () => undefined,
          readyState: 'complete',
        },
        localStorage: { getItem: () => null },
        PerformanceObserver: class {
          observe() {}
        },
        setTimeout: () => 0,
        window: {},
      });
      expect(Object.keys(context).sort(), name).toEqual(
        ['PerformanceObserver', 'document', 'localStorage', 'setTimeout', 'window'].sort(),
      );
    }
  });

  it('the head script marks <html> signed-in when a client is stored, and only then', () => {
    const signedIn = page(() => ({ getItem: (key: string) => (key === 'client' ? '{"id":1001}' : null) }));
    run(scripts.head, signedIn.globals);
    expect([...signedIn.classes]).toEqual(['signed-in']);
    const visitor = page(() => ({ getItem: (key: string) => (key === 'first_time' ? '0' : null) }));
    run(scripts.head, visitor.globals);
    expect([...visitor.classes]).toEqual([]);
  });

  it('the head script survives storage the browser refuses', () => {
    const refused = page(() => {
      throw new Error('SecurityError: The operation is insecure.');
    });
    expect(() => run(scripts.head, refused.globals)).not.toThrow();
    expect([...refused.classes]).toEqual([]);
  });

  it('the kept-page painter reads the stored client, paints nothing without one, and survives refused storage', () => {
    const reads: string[] = [];
    const visitor = run(scripts.keptPage, { localStorage: { getItem: (key: string) => (reads.push(key), null) } });
    expect(reads).toEqual(['client']);
    expect(Object.keys(visitor)).toEqual(['localStorage']);
    const refused = page(() => {
      throw new Error('SecurityError: The operation is insecure.');
    });
    expect(() => run(scripts.keptPage, refused.globals)).not.toThrow();
  });

  it('no inline script names a script address (index.html holds no javascript: text at all)', () => {
    for (const [name, code] of Object.entries(scripts)) expect(code, name).not.toMatch(/javascript:/i);
  });

  it('the entry loader reads the entry’s address once: on the first contentful paint, or after 3 seconds', () => {
    const start = (observing: 'paint timing' | 'no paint timing') => {
      const reads: string[] = [];
      const timers: { run: () => void; ms: number }[] = [];
      let report: (names: string[]) => void = () => undefined;
      run(scripts.entryLoader, {
        // The loader reads the address right before it imports it; the test's meta names none, so nothing is imported.
        document: { querySelector: (selector: string) => (reads.push(selector), null) },
        PerformanceObserver: class {
          constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
            report = (names) => callback({ getEntriesByName: (name) => (names.includes(name) ? [{}] : []) });
          }
          observe(options: object) {
            if (observing === 'no paint timing') throw new TypeError('no valid entry type');
            expect(options).toEqual({ type: 'paint', buffered: true });
          }
        },
        setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
      });
      return { reads, timers, report };
    };

    const painted = start('paint timing');
    expect(painted.reads).toEqual([]);
    expect(painted.timers.map((timer) => timer.ms)).toEqual([3000]);
    painted.report(['first-paint']);
    expect(painted.reads).toEqual([]);
    painted.report(['first-contentful-paint']);
    expect(painted.reads).toEqual(['meta[name="portal-entry"]']);
    painted.report(['first-contentful-paint']);
    painted.timers[0].run();
    expect(painted.reads, 'once only').toHaveLength(1);

    const background = start('paint timing');
    background.timers[0].run();
    expect(background.reads).toEqual(['meta[name="portal-entry"]']);
    background.report(['first-contentful-paint']);
    expect(background.reads, 'once only').toHaveLength(1);

    const old = start('no paint timing');
    expect(old.reads, 'at once').toEqual(['meta[name="portal-entry"]']);
    old.timers[0].run();
    expect(old.reads, 'once only').toHaveLength(1);
  });
});
