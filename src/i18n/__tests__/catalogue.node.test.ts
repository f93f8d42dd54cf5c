import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  catalogueLocales,
  compileCatalogue,
  englishRegistration,
  readCatalogue,
} from '../../../build/plugins/message-catalogue';
import { formatEnglish, registerEnglish } from '../english';
import { type CompiledMessage, formatSource } from '../format-source';

/**
 * The message catalogue (src/i18n/locales): English is the source, its ids are its texts (the spec's wording); every
 * other language has exactly its ids, and each of its messages keeps every placeholder the English one has.
 */
const english = readCatalogue('en');
const others = catalogueLocales().filter((locale) => locale !== 'en');

/** The placeholder names of an ICU message (plural, select and number arguments included). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      if (token[2] && typeof token[2] === 'object') for (const branch of Object.values(token[2])) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** The ids a catalogue lacks and has too many, against English. */
function keyDifferences(catalogue: Record<string, string>) {
  return {
    missing: Object.keys(english).filter((id) => !Object.hasOwn(catalogue, id)),
    extra: Object.keys(catalogue).filter((id) => !Object.hasOwn(english, id)),
  };
}

/** The ids whose message lacks a placeholder the English one has. */
function lostPlaceholders(catalogue: Record<string, string>, source: Record<string, string> = english): string[] {
  return Object.keys(source).filter((id) => {
    const have = new Set(placeholders(catalogue[id] ?? ''));
    return placeholders(source[id]).some((name) => !have.has(name));
  });
}

describe('the message catalogue', () => {
  it('holds English and Arabic', () => {
    expect(catalogueLocales()).toEqual(['ar', 'en']);
  });

  it('has English as its ids: each English message is its id, and a plain one compiles to itself', () => {
    const compiled = compileCatalogue(english);
    for (const [id, message] of Object.entries(english)) {
      expect(message, id).toBe(id);
      if (placeholders(id).length === 0) expect(compiled[id], id).toBe(id);
    }
  });

  it.each(others)('%s has every English id and no other', (locale) => {
    expect(keyDifferences(readCatalogue(locale))).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s keeps every placeholder of the English messages, and none is left empty', (locale) => {
    const catalogue = readCatalogue(locale);
    expect(lostPlaceholders(catalogue)).toEqual([]);
    expect(Object.entries(catalogue).filter(([, message]) => !message.trim())).toEqual([]);
    expect(() => compileCatalogue(catalogue)).not.toThrow();
  });

  it('finds a missing id, an extra one and a lost placeholder (the checks can fail)', () => {
    const [first, ...rest] = Object.keys(english);
    const lacking = Object.fromEntries(rest.map((id) => [id, english[id]]));
    expect(keyDifferences({ ...lacking, 'Not in English': 'x' })).toEqual({
      missing: [first],
      extra: ['Not in English'],
    });
    const id = '{count, plural, one {# meeting} other {# meetings}} on {day}';
    expect(placeholders(id)).toEqual(['count', 'day']);
    expect(lostPlaceholders({ [id]: '{count, plural, other {# اجتماعات}}' }, { [id]: id })).toEqual([id]);
    expect(lostPlaceholders({ [id]: '{count, plural, other {# اجتماعات}} في {day}' }, { [id]: id })).toEqual([]);
  });

  it('refuses a date or time placeholder: dates and times come written by src/lib/dates', () => {
    expect(() => compileCatalogue({ 'On {day, date}': 'On {day, date}' })).toThrow(/src\/lib\/dates/);
  });
});

describe('English messages with placeholders, compiled into the modules that write them', () => {
  const compiled = new Map(
    Object.entries(
      compileCatalogue({
        'Hello {name}': 'Hello {name}',
        '{count, plural, one {# day} other {# days}}': '{count, plural, one {# day} other {# days}}',
      }),
    ).filter((entry): entry is [string, Exclude<(typeof entry)[1], string>] => typeof entry[1] !== 'string'),
  );

  it('registers only the messages a module writes, however its literal is quoted', () => {
    const code = [
      `const a = t("Hello {name}", { name });`,
      "const b = t('{count, plural, one {# day} other {# days}}', { count });",
      `const c = 'Hello';`,
    ].join('\n');
    const registration = englishRegistration(code, compiled) ?? '';
    expect(registration).toContain('__registerEnglish(');
    expect(registration).toContain('"Hello {name}"');
    expect(registration).toContain('"{count, plural, one {# day} other {# days}}"');
    expect(englishRegistration('const b = `Hello {name}`;', compiled)).toContain('"Hello {name}"');
    expect(englishRegistration("const c = 'Hello', d = 'Hello {other}';", compiled)).toBeNull();
  });

  it('formats what was registered, and a message nobody registered by its placeholders’ names', () => {
    registerEnglish(
      {
        '{n, plural, one {# company} other {# companies}}': compileMessage(
          '{n, plural, one {# company} other {# companies}}',
        ) as CompiledMessage,
      },
      formatSource,
    );
    expect(formatEnglish('{n, plural, one {# company} other {# companies}}', { n: 1 })).toBe('1 company');
    expect(formatEnglish('{n, plural, one {# company} other {# companies}}', { n: 2200 })).toBe('2,200 companies');
    expect(formatEnglish('Data is incompelete: {fields}', { fields: 'Email' })).toBe('Data is incompelete: Email');
    expect(formatEnglish('Plain text')).toBe('Plain text');
  });

  it('every English message with placeholders is written somewhere in the portal’s code, so that it is registered', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { transformWithOxc } = await import('vite');
    const root = new URL('../../', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(ts|tsx)$/.test(file) && !/(__tests__|\.test\.|^testing\/|^i18n\/|\.d\.ts$)/.test(file),
    );
    const withPlaceholders = new Map(
      Object.entries(compileCatalogue(english)).filter(
        (entry): entry is [string, Exclude<(typeof entry)[1], string>] => typeof entry[1] !== 'string',
      ),
    );
    const registered = new Set<string>();
    for (const file of files) {
      const source = readFileSync(new URL(file, root), 'utf8');
      if (!source.includes('{')) continue;
      // The module as the build hands it to the plugin: its types and JSX compiled.
      const { code } = await transformWithOxc(source, file, { jsx: { runtime: 'automatic' } });
      const registration = englishRegistration(code, withPlaceholders);
      for (const id of withPlaceholders.keys()) if (registration?.includes(JSON.stringify(id))) registered.add(id);
    }
    expect([...withPlaceholders.keys()].filter((id) => !registered.has(id))).toEqual([]);
  });
});
