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
 * `import { messages } from 'virtual:message-catalogue/<locale>'`: a language's catalogue, compiled; a language
 * other than English is loaded by `import()`, a chunk of its own that only a visit in that language loads.
 * English, the source, is its ids: its module holds only the messages with placeholders (compiled) and, when there
 * is one, the formatter (`format`, src/i18n/format-source.ts), so neither weighs on a visit while no code needs them.
 */
export function messageCatalogue(dir = LOCALES_DIR): Plugin {
  return {
    name: 'portal-message-catalogue',
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
