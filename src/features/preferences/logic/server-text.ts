/**
 * The server's words (company names, people, rooms, the scheduling address) inside a sentence of the catalogue: in
 * another language than English each one keeps its own direction, as a first-strong isolate (U+2068 … U+2069, what
 * <bdi> does for an element); English shows them exactly as before.
 */
import { SOURCE_LOCALE, type Locale } from '@/i18n/locale-choice';

export function serverWords(text: string, locale: Locale): string {
  return locale === SOURCE_LOCALE ? text : `\u2068${text}\u2069`;
}

/** A list of the server's names: "A, B, C" in English; each name isolated, with the language's comma, otherwise. */
export function serverList(names: readonly string[], locale: Locale): string {
  if (locale === SOURCE_LOCALE) return names.join(', ');
  return names.map((name) => serverWords(name, locale)).join(locale === 'ar' ? '، ' : ', ');
}
