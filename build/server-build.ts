/**
 * The portal built for Node (src/app/prerender.tsx and what it imports), loaded, and asked which
 * source module each route's page is: each route's `page()` is called, and the module that
 * exports the component it returns is the page's. Nothing reads the route declarations' source
 * text, so what the router loads, what the build writes and what the budgets count agree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { AppRoute } from '../src/app/routes.js';

type ServerEntry = typeof import('../src/app/prerender.js');
type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean };
const ENTRY = 'src/app/prerender.tsx';

export type RouteModule = Pick<AppRoute, 'path' | 'access' | 'layout' | 'title' | 'prerender'> & { module: string };
export type ServerBuild = {
  entry: ServerEntry;
  routes: RouteModule[];
  /** The signed-in frame's module. */
  shellModule: string;
};

export async function serverBuild(root: string, mode: string): Promise<ServerBuild> {
  // Inside the project, so that Node finds the packages the pages import.
  const outDir = path.join(root, 'node_modules/.cache/portal-server-build', mode);
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir, emptyOutDir: true, manifest: true, copyPublicDir: false },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const load = (file: string) =>
    import(/* @vite-ignore */ pathToFileURL(path.join(outDir, file)).href) as Promise<Record<string, unknown>>;
  const entry = (await load(manifest[ENTRY].file)) as ServerEntry;
  const candidates = await Promise.all(
    Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry && chunk.src)
      .map(async (chunk) => ({ src: chunk.src!, exports: await load(chunk.file) })),
  );
  const moduleOf = async (loadComponent: () => Promise<unknown>, what: string) => {
    const component = await loadComponent();
    const found = candidates.filter(({ exports }) => Object.values(exports).includes(component));
    if (found.length !== 1) throw new Error(`${what}: ${found.length} modules export its component`);
    return found[0].src;
  };
  const routes = await Promise.all(
    entry.routes.map(async ({ path: routePath, access, layout, title, prerender, page }) => ({
      path: routePath,
      access,
      layout,
      title,
      prerender,
      module: await moduleOf(page, routePath),
    })),
  );
  return { entry, routes, shellModule: await moduleOf(entry.shellLayout, 'the signed-in frame') };
}
