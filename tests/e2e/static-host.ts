/**
 * A small static file server that behaves like the common static hosts (Apache, GitHub Pages,
 * S3 website hosting, `serve`): a path naming a folder is redirected to "folder/" and answered
 * with that folder's index.html, a file is answered as it is, and only a path that is neither
 * falls back to the app's /index.html. Used to check that no route of the portal is shadowed
 * by a folder of the build.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function statOf(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/**
 * Starts serving `dir` on 127.0.0.1:`port`; resolves to the http.Server (close it when done).
 * `missing(pathname)` answers 404 for files a newer deployment would have removed.
 */
export function serveStaticFolder(
  dir: string,
  port: number,
  { missing = () => false }: { missing?: (pathname: string) => boolean } = {},
): Promise<Server> {
  const root = path.resolve(dir);
  const send = (res: ServerResponse, file: string) => {
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (missing(url.pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const stat = statOf(file);
    if (stat?.isDirectory()) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = path.join(file, 'index.html');
      if (statOf(index)?.isFile()) {
        send(res, index);
        return;
      }
    } else if (stat?.isFile()) {
      send(res, file);
      return;
    }
    send(res, path.join(root, 'index.html')); // history fallback for the app's routes
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Stops `server`, dropping the connections the browser keeps open. */
export async function closeServer(server: Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
