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

/** The module that keeps the English messages the code registers (src/i18n/i18n.ts), which is never given any. */
const TRANSLATOR = fileURLToPath(new URL('../../src/i18n/i18n.ts', import.meta.url));

/** A text as it is written in a source file: between single quotes, double quotes or backticks. */
export function quotedForms(text: string): string[] {
  const escaped = text.replace(/\\/g, '\\\\');
  return [
    `'${escaped.replace(/'/g, "\\'")}'`,
    JSON.stringify(text),
    `\`${escaped.replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``,
  ];
}

/**
 * The English messages with placeholders that a source file writes (as a catalogue id in quotes, wherever it is:
 * a `t()` call, a constant), compiled: the build gives them to that file's own module, so that they come with the
 * code that shows them (a page's chunk), not with the entry.
 */
export function sourceMessagesIn(code: string, source: ReadonlyMap<string, Compiled>): Record<string, Compiled> {
  const found: Record<string, Compiled> = {};
  for (const [id, compiled] of source) {
    if (quotedForms(id).some((form) => code.includes(form))) found[id] = compiled;
  }
  return found;
}

/**
 * `import { messages } from 'virtual:message-catalogue/<locale>'`: a language's catalogue, compiled; a language
 * other than English is loaded by `import()`, a chunk of its own that only a visit in that language loads.
 * English, the source, is its ids: a plain message is its id, and a message with placeholders is compiled into the
 * module that writes its id (`sourceMessagesIn`), which registers it with the formatter
 * (src/i18n/format-source.ts) as it loads: neither weighs on a visit whose code shows no such message, and a page's
 * messages load with the page. The English module itself holds none.
 */
export function messageCatalogue(dir = LOCALES_DIR): Plugin[] {
  let source: Map<string, Compiled> | null = null;
  const englishWithPlaceholders = () => {
    if (!source) {
      const compiled = compileCatalogue(readCatalogue(SOURCE, dir));
      source = new Map(
        Object.entries(compiled).filter((entry): entry is [string, Compiled] => typeof entry[1] !== 'string'),
      );
    }
    return source;
  };
  return [
    {
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
        if (locale === SOURCE) return 'export const messages = {};\nexport const format = undefined;\n';
        return `export const messages = ${JSON.stringify(compileCatalogue(readCatalogue(locale, dir)))};\n`;
      },
      watchChange(id) {
        if (id === join(dir, SOURCE, 'messages.json')) source = null;
      },
    },
    {
      // On the source as written (before TypeScript is compiled, which may write a text's quotes or characters
      // otherwise).
      name: 'portal-message-catalogue-source',
      enforce: 'pre',
      transform(code, id) {
        const file = id.split('?')[0];
        if (id.startsWith('\0') || file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
        if (file === TRANSLATOR || file === FORMATTER) return null;
        const found = sourceMessagesIn(code, englishWithPlaceholders());
        if (Object.keys(found).length === 0) return null;
        this.addWatchFile(join(dir, SOURCE, 'messages.json'));
        // Appended: the code above keeps its place (no source map to change).
        const registration = [
          '',
          `import { registerSourceMessages as __registerSourceMessages } from ${JSON.stringify(TRANSLATOR)};`,
          `import { formatSource as __formatSource } from ${JSON.stringify(FORMATTER)};`,
          `__registerSourceMessages(${JSON.stringify(found)}, __formatSource);`,
          '',
        ].join('\n');
        return { code: code + registration, map: null };
      },
    },
  ];
}
