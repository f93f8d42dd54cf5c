/**
 * The source module of every route's page and of the signed-in frame, found by running the route
 * declarations (src/app/routes.ts): a server-side build of them is loaded in Node, each route's
 * `page()` is called, and the module that exports the component it returns is the page's. Nothing
 * reads the declarations' source text, so what the router loads and what the build tools count
 * cannot disagree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { AppRoute } from '../src/app/routes.js';

export type RouteModule = Pick<AppRoute, 'path' | 'access' | 'layout' | 'title'> & { module: string };
export type RouteModules = { routes: RouteModule[]; shellModule: string };

type ManifestChunk = { file: string; src?: string; dynamicImports?: string[] };
const ROUTES = 'src/app/routes.ts';

export async function routeModules(root: string, mode = 'production'): Promise<RouteModules> {
  // Inside the project, so that Node finds the packages the pages import.
  const outDir = path.join(root, 'node_modules/.cache/portal-route-modules', mode);
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { ssr: ROUTES, outDir, emptyOutDir: true, manifest: true, copyPublicDir: false },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const load = (file: string) =>
    import(/* @vite-ignore */ pathToFileURL(path.join(outDir, file)).href) as Promise<Record<string, unknown>>;
  const declarations = (await load(manifest[ROUTES].file)) as typeof import('../src/app/routes');
  const candidates = await Promise.all(
    (manifest[ROUTES].dynamicImports ?? []).map(async (key) => ({ key, exports: await load(manifest[key].file) })),
  );
  const moduleOf = async (loadComponent: () => Promise<unknown>, what: string) => {
    const component = await loadComponent();
    const found = candidates.filter(({ exports }) => Object.values(exports).includes(component));
    if (found.length !== 1) throw new Error(`${what}: ${found.length} modules export its component`);
    return manifest[found[0].key].src ?? found[0].key;
  };
  const routes = await Promise.all(
    declarations.routes.map(async ({ path: routePath, access, layout, title, page }) => ({
      path: routePath,
      access,
      layout,
      title,
      module: await moduleOf(page, routePath),
    })),
  );
  return { routes, shellModule: await moduleOf(declarations.shellLayout, 'the signed-in frame') };
}
