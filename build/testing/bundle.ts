import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type PluginOption, type Rolldown } from 'vite';

/** Files by their path in a project, written into a temporary folder. */
export type Files = Record<string, string>;

/** A temporary project holding `files`; `remove` deletes it. */
export function project(files: Files): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-build-test-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Bundles `entry` (a path from `root`) with `plugins` as the portal's build does: the output's
 * chunks. In memory, or written into `outDir` (which runs the plugins' writeBundle hooks). For tests
 * of the build's plugins on small projects.
 */
export async function bundle(
  root: string,
  entry: string,
  plugins: PluginOption[],
  { outDir }: { outDir?: string } = {},
): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    root,
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: outDir !== undefined,
      outDir,
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { input: path.join(root, entry) },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output.filter((item) => item.type === 'chunk') : []));
}
