import { readdirSync, readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  compileCatalogue,
  messageCatalogue,
  quotedForms,
  readCatalogue,
  sourceMessagesIn,
} from './message-catalogue.js';

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

describe("the portal's English messages with placeholders", () => {
  it('are each written whole, in quotes, in a source file of the portal (else English would show the message as it is)', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/(__tests__|\.test\.)/.test(file),
    );
    const code = files.map((file) => readFileSync(`src/${file}`, 'utf8')).join('\n');
    const withPlaceholders = new Map(
      Object.entries(compileCatalogue(readCatalogue('en'))).filter(
        (entry): entry is [string, ReturnType<typeof compileMessage>] => typeof entry[1] !== 'string',
      ),
    );
    const found = sourceMessagesIn(code, withPlaceholders);
    expect([...withPlaceholders.keys()].filter((id) => !Object.hasOwn(found, id))).toEqual([]);
  });
});
