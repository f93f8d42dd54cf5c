/**
 * Static hosts answer a path that names a folder of the build (public/ is copied into it)
 * with that folder's index.html, or with a redirect to "folder/", before any history
 * fallback. So no route of the portal, nor any of its parent paths, may be the name of a
 * file or folder of public/: '/landing' would show the welcome frame's static page instead
 * of the landing page.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';

const publicDir = path.resolve(__dirname, '../../../public');

/** Every file and folder of public/ as a URL path ('/styles', '/styles/schedule-print.css', …). */
function publicEntries(dir = publicDir, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${base}/${entry.name}`;
    return entry.isDirectory() ? [urlPath, ...publicEntries(path.join(dir, entry.name), urlPath)] : [urlPath];
  });
}

/** '/user/gallery' → ['/user', '/user/gallery']. */
function pathAndParents(routePath: string): string[] {
  const segments = routePath.split('/').filter(Boolean);
  return segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
}

const routePaths = routes.map((route) => route.path.replace(/\/?\*$/, '')).filter(Boolean);

describe('route paths and the files of public/', () => {
  it('reads the whole route table and public/', () => {
    expect(routePaths).toContain('/landing');
    expect(routePaths).toContain('/user/gallery');
    expect(publicEntries()).toContain('/landing-frame/index.html');
  });

  it('no route and no parent of a route is a file or folder of public/', () => {
    const entries = new Set(publicEntries().map((entry) => entry.toLowerCase()));
    const clashes = routePaths.flatMap((routePath) =>
      pathAndParents(routePath)
        .filter((candidate) => entries.has(candidate.toLowerCase()))
        .map((candidate) => `${routePath} (public${candidate})`),
    );
    expect(clashes).toEqual([]);
  });
});
