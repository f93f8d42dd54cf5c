import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { messageCatalogue, quotedForms, sourceMessagesIn } from './message-catalogue.js';

/**
 * English messages with placeholders come with the module that writes their id (a page's chunk), not with the entry:
 * the build finds the ids a source file writes and registers them, compiled, in that file's module.
 */
const source = new Map([
  [
    '{count, plural, one {{count} request} other {{count} requests}}',
    compileMessage('{count, plural, one {{count} request} other {{count} requests}}'),
  ],
  ["Remove {company} from {owner}'s list?", compileMessage("Remove {company} from {owner}'s list?")],
]);
const [requests, remove] = [...source.keys()];

describe('the English messages a source file writes', () => {
  it('are found between single quotes, double quotes or backticks, as written', () => {
    expect(quotedForms("a 'b' {c}")).toEqual(["'a \\'b\\' {c}'", '"a \'b\' {c}"', "`a 'b' {c}`"]);
    expect(Object.keys(sourceMessagesIn(`t('${requests}', { count })`, source))).toEqual([requests]);
    expect(Object.keys(sourceMessagesIn(`const m = { remove: "${remove}" };`, source))).toEqual([remove]);
    expect(Object.keys(sourceMessagesIn(`t(\`${requests}\`)`, source))).toEqual([requests]);
    expect(sourceMessagesIn(`t('${requests}')`, source)[requests]).toEqual(source.get(requests));
  });

  it('are not found in a file that does not write them whole', () => {
    expect(sourceMessagesIn("t('{count, plural, one {{count} request}')", source)).toEqual({});
    expect(sourceMessagesIn(`// ${remove}`, source)).toEqual({});
  });

  it('are registered by the module that writes them, and the English catalogue module holds none', async () => {
    const [catalogue, sourcePlugin] = messageCatalogue();
    const load = catalogue.load as (id: string) => string | null;
    expect(load.call({ addWatchFile: () => undefined }, '\0message-catalogue:en')).toBe(
      'export const messages = {};\nexport const format = undefined;\n',
    );
    const transform = sourcePlugin.transform as (code: string, id: string) => { code: string } | null;
    const context = { addWatchFile: () => undefined };
    const page =
      "import { t } from '@/i18n/i18n';\nexport const text = t('Showing {shown} of {total} companies', v);\n";
    const out = transform.call(context, page, '/portal/src/features/x/page.tsx');
    expect(out?.code.startsWith(page)).toBe(true);
    expect(out?.code).toContain('__registerSourceMessages({"Showing {shown} of {total} companies":');
    expect(transform.call(context, "export const text = t('Submit');\n", '/portal/src/features/x/page.tsx')).toBeNull();
    expect(transform.call(context, page, '/portal/node_modules/x/index.js')).toBeNull();
  });
});
