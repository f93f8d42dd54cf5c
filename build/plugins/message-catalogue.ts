import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

/** The catalogue's folder: one `messages.json` (ICU MessageFormat) per language. */
const LOCALES_DIR = fileURLToPath(new URL('../../src/i18n/locales', import.meta.url));
const PREFIX = 'virtual:message-catalogue/';
const RESOLVED = '\0message-catalogue:';
/** The source language: its ids are its texts. */
const SOURCE = 'en';
const FORMATTER = fileURLToPath(new URL('../../src/i18n/format-source.ts', import.meta.url));
const ENGLISH = fileURLToPath(new URL('../../src/i18n/english.ts', import.meta.url));
/**
 * The portal's own code, where the English messages are written (its tests too, which may write a message whose
 * module they do not load), but not the registry and formatter themselves.
 */
const SOURCE_FILE = /\/src\/(?!i18n\/(english|format-source)\.ts)[^?]*\.(ts|tsx|js|jsx)(\?|$)/;
/** Every string the code writes as a literal ('…', "…", or `…` without a substitution), as its value. */
function stringLiterals(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const item = node as {
      type?: string;
      value?: unknown;
      expressions?: unknown[];
      quasis?: { value: { cooked?: string } }[];
    };
    if (item.type === 'Literal' && typeof item.value === 'string') found.push(item.value);
    else if (item.type === 'TemplateLiteral' && item.expressions?.length === 0)
      found.push(item.quasis?.[0]?.value.cooked ?? '');
    for (const [key, child] of Object.entries(item))
      if (key !== 'type' && child && typeof child === 'object') visit(child);
  };
  visit(parseAst(code));
  return found;
}

/**
 * The registration the build adds at the top of a module of the portal (`code`, JavaScript: the module once its types
 * and JSX are compiled) that writes English messages with placeholders (their ids as string literals): their compiled
 * forms and the formatter, given to src/i18n/english.ts. Null when the module writes none.
 */
export function englishRegistration(code: string, withPlaceholders: ReadonlyMap<string, Compiled>): string | null {
  if (!code.includes('{')) return null;
  const found: Record<string, Compiled> = {};
  for (const value of stringLiterals(code)) {
    const compiled = value.includes('{') ? withPlaceholders.get(value) : undefined;
    if (compiled !== undefined) found[value] = compiled;
  }
  if (Object.keys(found).length === 0) return null;
  return [
    `import { registerEnglish as __registerEnglish } from ${JSON.stringify(ENGLISH)};`,
    `import { formatSource as __formatSource } from ${JSON.stringify(FORMATTER)};`,
    `__registerEnglish(${JSON.stringify(found)}, __formatSource);`,
    '',
  ].join('\n');
}

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
 * English, the source, is its ids and needs no catalogue: its messages with placeholders are compiled into the modules
 * that write them (`englishRegistration`), so that a page carries only its own and the entry none.
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
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const locale = id.slice(PREFIX.length);
      if (locale === SOURCE) throw new Error('English needs no catalogue module: its ids are its texts');
      if (!catalogueLocales(dir).includes(locale)) throw new Error(`No catalogue for the language "${locale}"`);
      return RESOLVED + locale;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const locale = id.slice(RESOLVED.length);
      this.addWatchFile(join(dir, locale, 'messages.json'));
      return `export const messages = ${JSON.stringify(compileCatalogue(readCatalogue(locale, dir)))};\n`;
    },
    watchChange(id) {
      if (id === join(dir, SOURCE, 'messages.json')) english = null;
    },
    transform(code, id) {
      if (!SOURCE_FILE.test(id) || id.includes('/node_modules/')) return null;
      const registration = englishRegistration(code, englishWithPlaceholders());
      if (!registration) return null;
      const out = new MagicString(code);
      out.prepend(registration);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
