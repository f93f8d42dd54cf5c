import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { bundle, type Files, project } from '../testing/bundle.js';
import { axiosXhrOnly } from './axios-xhr-only.js';

const portal = fileURLToPath(new URL('../..', import.meta.url));
const projects: Array<() => void> = [];
afterEach(() => {
  for (const remove of projects.splice(0)) remove();
});

/** A project with an entry using a package named axios laid out as `files` say. */
function withAxios(files: Files) {
  const made = project({
    'entry.js': "import axios from 'axios';\nconsole.log(axios);\n",
    'node_modules/axios/package.json': JSON.stringify({ name: 'axios', type: 'module', main: 'index.js' }),
    ...files,
  });
  projects.push(made.remove);
  return made.dir;
}

const code = (chunks: Array<{ code: string }>) => chunks.map((chunk) => chunk.code).join('\n');

describe('axios-xhr-only', () => {
  it("leaves the installed axios's fetch adapter out of a build", async () => {
    // An entry inside the portal's folder, so that it finds the installed axios.
    const chunks = await bundle(portal, 'build/testing/axios-entry.ts', [axiosXhrOnly()]);
    const moduleIds = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(moduleIds.some((id) => /node_modules\/axios\/lib\/adapters\/xhr\.js$/.test(id))).toBe(true);
    expect(moduleIds.some((id) => /node_modules\/axios\/lib\/adapters\/fetch\.js$/.test(id))).toBe(false);
    expect(moduleIds.some((id) => id.endsWith('src/lib/api/axios-fetch-adapter.ts'))).toBe(true);
    // Texts only the fetch adapter carries.
    expect(code(chunks)).not.toContain('about:client');
  });

  it('fails a build whose axios no longer imports ./fetch.js from its adapter table', async () => {
    const dir = withAxios({
      'node_modules/axios/index.js': "import * as fetch from './lib/adapters/fetch/index.js';\nexport default fetch;\n",
      'node_modules/axios/lib/adapters/fetch/index.js': "export const getFetch = () => 'about:client';\n",
    });
    await expect(bundle(dir, 'entry.js', [axiosXhrOnly()])).rejects.toThrow(
      /axios-xhr-only: axios is in the build, but its adapter table .* never imported \.\/fetch\.js/,
    );
  });

  it('fails a build where another module of axios imports the fetch adapter', async () => {
    const dir = withAxios({
      'node_modules/axios/index.js':
        "import adapters from './lib/adapters/adapters.js';\nimport * as fetch from './lib/adapters/fetch.js';\nexport default [adapters, fetch];\n",
      'node_modules/axios/lib/adapters/adapters.js': "import * as fetch from './fetch.js';\nexport default fetch;\n",
      'node_modules/axios/lib/adapters/fetch.js': "export const getFetch = () => 'about:client';\n",
    });
    await expect(bundle(dir, 'entry.js', [axiosXhrOnly()])).rejects.toThrow(
      /axios-xhr-only: axios's fetch adapter is in the build all the same, imported by .*axios[\\/]index\.js/,
    );
  });

  it('lets a build without axios be', async () => {
    const made = project({ 'entry.js': "console.log('no axios');\n" });
    projects.push(made.remove);
    expect(code(await bundle(made.dir, 'entry.js', [axiosXhrOnly()]))).toContain('no axios');
  });
});
