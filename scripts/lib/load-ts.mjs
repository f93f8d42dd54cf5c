/**
 * Loads a TypeScript module of the project (with its `@/` imports) into a plain node script,
 * through Vite's module runner: a Vite server in middleware mode, no HTTP port, no extra
 * dependency. Used by the scripts that serve the mock backend (tests/support/mock-api-server.ts).
 *
 *   const { module, close } = await loadTs('tests/support/mock-api-server.ts');
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The module at `file` (relative to the project root) and a function that stops the loader. */
export async function loadTs(file) {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    resolve: { alias: { '@': path.join(root, 'src') } },
    // No WebSocket server: a loader serves no page, and two loaders at once would ask for the same port.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = await vite.ssrLoadModule(path.join(root, file));
    return { module, close: () => vite.close() };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
