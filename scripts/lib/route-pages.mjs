/**
 * Which page module each path of the portal renders, read from the sources without running them:
 * the paths from src/config/paths.ts and the route table's `[paths.x]: page(() => import('<module>'), …)`
 * (src/app/route-table.tsx). Used by the bundle benchmark and by the build's per-route pages
 * (vite.config.ts), so both agree on what a route's first visit loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** paths.ts → { 'paths.user.dashboard': '/user/dashboard', ... }, read with a regex, never imported. */
export function readPaths(root) {
  const source = readFileSync(path.join(root, 'src/config/paths.ts'), 'utf8');
  const start = source.search(/export\s+const\s+paths\s*=\s*\{/);
  if (start < 0) throw new Error('src/config/paths.ts: no `export const paths = {`');
  const map = {};
  const stack = ['paths'];
  for (const line of source.slice(source.indexOf('{', start) + 1).split('\n')) {
    const open = line.match(/^\s*(\w+)\s*:\s*\{\s*$/);
    const leaf = line.match(/^\s*(\w+)\s*:\s*(['"`])([^'"`]*)\2\s*,?\s*$/);
    if (open) stack.push(open[1]);
    else if (leaf) map[[...stack, leaf[1]].join('.')] = leaf[3];
    else if (/^\s*\}/.test(line)) {
      stack.pop();
      if (stack.length === 0) break;
    }
  }
  return map;
}

/** '@/x' → 'src/x', './x' → relative to the route table; without extension. */
function resolveModule(root, specifier, fromDir) {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(fromDir, specifier)).split(path.sep).join('/');
  return specifier;
}

/** { '/user/dashboard': 'src/features/dashboard/routes/dashboard-page', '*': 'src/app/not-found-page', ... } */
export function readPageModules(root) {
  const pathsMap = readPaths(root);
  const file = path.join(root, 'src/app/route-table.tsx');
  const source = readFileSync(file, 'utf8');
  const modules = {};
  for (const match of source.matchAll(
    /\[\s*(paths(?:\.\w+)+|notFoundEntry\.path)\s*\]\s*:\s*page\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)/g,
  )) {
    const ref = match[1];
    const route = ref === 'notFoundEntry.path' ? '*' : pathsMap[ref];
    if (route === undefined) throw new Error(`route-table.tsx: ${ref} is not in src/config/paths.ts`);
    modules[route] = resolveModule(root, match[3], path.dirname(file));
  }
  return modules;
}

/**
 * Every entry of the route list with its page module and whether it shows in the logged-in shell
 * (whose lazy chunk a first visit of such a page also downloads).
 */
export function routePages(root, entries) {
  const modules = readPageModules(root);
  const routes = entries.map((entry) => {
    if (!modules[entry.path]) throw new Error(`route-table.tsx: no page for ${entry.path}`);
    return { route: entry.path, module: modules[entry.path], inShell: entry.layout === 'shell' };
  });
  if (routes.length === 0) throw new Error('route-list.ts: no route');
  return routes;
}

/** The logged-in shell's module, a lazy chunk of its own that every page of the shell needs. */
export const SHELL_MODULE = 'src/app/shell/shell-layout';
