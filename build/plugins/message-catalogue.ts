import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogue's folder: one `messages.json` (ICU MessageFormat) per language. */
const LOCALES_DIR = fileURLToPath(new URL('../../src/i18n/locales', import.meta.url));
const PREFIX = 'virtual:message-catalogue/';
const RESOLVED = '\0message-catalogue:';
/** The source language: its ids are its texts. */
const SOURCE = 'en';
const FORMATTER = fileURLToPath(new URL('../../src/i18n/format-source.ts', import.meta.url));
const I18N = fileURLToPath(new URL('../../src/i18n/i18n.ts', import.meta.url));
const SOURCE_DIR = fileURLToPath(new URL('../../src/', import.meta.url));

type Compiled = ReturnType<typeof compileMessage>;

/** The languages the catalogue holds (its folder's sub-folders). */
export function catalogueLocales(dir = LOCALES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readCatalogue(locale: string, dir = LOCALES_DIR): Record<string, string> {
  return JSON.parse(readFileSync(join(dir, locale, 'messages.json'), 'utf8')) as Record<string, string>;
}

/**
 * A catalogue compiled for Lingui's runtime: each ICU message parsed once here, at build time, so the browser
 * gets no message parser. A message that is one plain text stays a string (the runtime returns it as it is).
 */
export function compileCatalogue(source: Record<string, string>): Record<string, Compiled | string> {
  const out: Record<string, Compiled | string> = {};
  for (const [id, message] of Object.entries(source)) {
    const compiled = compileMessage(message);
    if (/"(date|time)"/.test(JSON.stringify(compiled)) && /\{\s*\w+\s*,\s*(date|time)\b/.test(message)) {
      throw new Error(`"${id}": a date or time placeholder; pass the text src/lib/dates formats instead`);
    }
    out[id] =
      Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled;
  }
  return out;
}

/**
 * The English messages with placeholders that a module's code names (each id written as a string literal in it),
 * compiled: `registerEnglish(...)` is added to that module, so that each message comes with the code that shows it,
 * in that code's chunk, and not in every page's first visit. Null when the module names none.
 */
export function englishMessagesOf(
  code: string,
  withPlaceholders: ReadonlyMap<string, Compiled>,
): Record<string, Compiled> | null {
  const named: Record<string, Compiled> = {};
  let found = false;
  for (const [id, compiled] of withPlaceholders) {
    const escaped = id.replace(/\\/g, '\\\\');
    const single = `'${escaped.replace(/'/g, "\\'")}'`;
    const template = `\`${escaped.replace(/`/g, '\\`')}\``;
    if (code.includes(JSON.stringify(id)) || code.includes(single) || code.includes(template)) {
      named[id] = compiled;
      found = true;
    }
  }
  return found ? named : null;
}

/**
 * `import { messages } from 'virtual:message-catalogue/<locale>'`: a language's catalogue, compiled; a language
 * other than English is loaded by `import()`, a chunk of its own that only a visit in that language loads.
 * English, the source, is its ids: its module holds only the messages with placeholders (compiled) and, when there
 * is one, the formatter (`format`, src/i18n/format-source.ts). The portal itself does not load it: each of its
 * modules brings the English messages it names (`transform`, englishMessagesOf), so no first visit carries another
 * page's.
 */
export function messageCatalogue(dir = LOCALES_DIR): Plugin {
  let english: Map<string, Compiled> | null = null;
  const englishWithPlaceholders = () => {
    english ??= new Map(
      Object.entries(compileCatalogue(readCatalogue(SOURCE, dir))).filter(
        (entry): entry is [string, Compiled] => typeof entry[1] !== 'string',
      ),
    );
    return english;
  };
  return {
    name: 'portal-message-catalogue',
    // The source as written (before TypeScript and JSX are compiled), where each id is the literal its author wrote.
    enforce: 'pre',
    watchChange(id) {
      if (id.endsWith('messages.json')) english = null;
    },
    /**
     * English's messages with placeholders, registered by the modules that name them (englishMessagesOf) with their
     * formatter: the first visit carries only those of the code it runs, and the formatter only when that code has
     * one. A plain text needs nothing: its id is its English.
     */
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(SOURCE_DIR) || !/\.tsx?$/.test(file) || file === I18N || file === FORMATTER) return null;
      this.addWatchFile(join(dir, SOURCE, 'messages.json'));
      const named = englishMessagesOf(code, englishWithPlaceholders());
      if (!named) return null;
      return {
        code: [
          code,
          `import { registerEnglish as __registerEnglish } from ${JSON.stringify(I18N)};`,
          `import { formatSource as __formatSource } from ${JSON.stringify(FORMATTER)};`,
          `__registerEnglish(${JSON.stringify(named)}, __formatSource);`,
          '',
        ].join('\n'),
        map: null,
      };
    },
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const locale = id.slice(PREFIX.length);
      if (!catalogueLocales(dir).includes(locale)) throw new Error(`No catalogue for the language "${locale}"`);
      return RESOLVED + locale;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const locale = id.slice(RESOLVED.length);
      this.addWatchFile(join(dir, locale, 'messages.json'));
      const compiled = compileCatalogue(readCatalogue(locale, dir));
      if (locale !== SOURCE) return `export const messages = ${JSON.stringify(compiled)};\n`;
      const withPlaceholders = Object.fromEntries(Object.entries(compiled).filter(([, m]) => typeof m !== 'string'));
      if (Object.keys(withPlaceholders).length === 0)
        return 'export const messages = {};\nexport const format = undefined;\n';
      return [
        `import { formatSource } from ${JSON.stringify(FORMATTER)};`,
        `export const messages = ${JSON.stringify(withPlaceholders)};`,
        'export const format = formatSource;',
        '',
      ].join('\n');
    },
  };
}
