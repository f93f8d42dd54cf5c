import { activeLocale } from './i18n';
import { type Locale, SOURCE_LOCALE } from './locale-choice';

/**
 * The server's text (a company's or a person's name, a room, the scheduling address) placed inside a catalogue text,
 * an accessible name or a dialog's plain text: in a language other than English (the active one unless given) it
 * keeps its own direction as a first-strong isolate (U+2068 … U+2069, as <bdi> would), so that an English company
 * name reads whole inside an Arabic sentence; English is left as it is, byte for byte.
 */
export function isolate(text: string, locale: Locale = activeLocale()): string {
  return locale === SOURCE_LOCALE || text === '' ? text : `\u2068${text}\u2069`;
}

/** A list of the server's names: "A, B, C" in English; otherwise each name isolated, with the language's comma. */
export function isolateList(names: readonly string[], locale: Locale = activeLocale()): string {
  if (locale === SOURCE_LOCALE) return names.join(', ');
  return names.map((name) => isolate(name, locale)).join(locale === 'ar' ? '، ' : ', ');
}
