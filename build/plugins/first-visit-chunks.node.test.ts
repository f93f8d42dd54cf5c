import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { bundle, project } from '../testing/bundle.js';
import { firstVisitChunks } from './first-visit-chunks.js';

const removals: Array<() => void> = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
});

/** An app: the entry with its own import, a lazy frame, a lazy page using a form package, an action loaded on use. */
function app() {
  const pkg = (name: string) => ({
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, type: 'module', main: 'index.js' }),
    [`node_modules/${name}/index.js`]: `export default ${JSON.stringify(name)};\n`,
  });
  const made = project({
    'src/main.js':
      "import session from './session.js';\nimport('./frame.js');\nimport('./page.js');\nconsole.log(session);\n",
    'src/session.js': "export default 'session';\n",
    'src/frame.js': "import menu from './menu.js';\nimport session from './session.js';\nconsole.log(menu, session);\n",
    'src/menu.js': "export default 'menu';\n",
    'src/page.js':
      "import form from 'form-lib';\nimport alert from './alert.js';\nimport('./export.js');\nconsole.log(form, alert);\n",
    'src/alert.js': "export default 'alert';\n",
    'src/export.js': "console.log('export');\n",
    ...pkg('form-lib'),
  });
  removals.push(made.remove);
  return made.dir;
}

const options = {
  frames: { shell: 'src/frame.js' },
  core: ['src/alert.js'],
  groups: { forms: ['form-lib'] },
};
const chunkOf = (chunks: Array<{ name: string; moduleIds: string[] }>, file: string) =>
  chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(file)))?.name;

describe('first-visit chunks', () => {
  it('puts the entry and what it imports in one chunk, beside one per group and one per frame', async () => {
    const chunks = await bundle(app(), 'src/main.js', [firstVisitChunks(options)]);
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(chunkOf(chunks, 'src/session.js')).toBe(entry.name);
    expect(chunkOf(chunks, 'src/alert.js')).toBe(entry.name);
    expect(chunkOf(chunks, 'node_modules/form-lib/index.js')).toBe('forms');
    expect(chunkOf(chunks, 'src/menu.js')).toBe('shell');
    expect(chunkOf(chunks, 'src/export.js')).toBe('export');
  });

  it('fails a build that holds no module named as a frame, in core or in a group', async () => {
    const dir = app();
    await expect(
      bundle(dir, 'src/main.js', [firstVisitChunks({ ...options, frames: { shell: 'src/shell-layout.js' } })]),
    ).rejects.toThrow('first-visit chunks: no module src/shell-layout.js (frame shell) in the build');
    await expect(
      bundle(dir, 'src/main.js', [firstVisitChunks({ ...options, core: ['src/form-alert.js'] })]),
    ).rejects.toThrow('first-visit chunks: no module src/form-alert.js (core) in the build');
    await expect(
      bundle(dir, 'src/main.js', [firstVisitChunks({ ...options, groups: { forms: ['react-hook-form'] } })]),
    ).rejects.toThrow('first-visit chunks: no module react-hook-form (forms) in the build');
  });

  it('fails a build whose bundler did not apply the groups', async () => {
    const ignoreGroups: Plugin = {
      name: 'ignore-groups',
      outputOptions: (output) => ({ ...output, codeSplitting: undefined }),
    };
    await expect(bundle(app(), 'src/main.js', [firstVisitChunks(options), ignoreGroups])).rejects.toThrow(
      /first-visit chunks: \d+ modules are not in their group's chunk .*src\/(session|alert|menu)\.js/,
    );
  });
});
