import { activeLocale } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';

/**
 * The server's text (a company's or a person's name) inside a sentence of the portal's, in its own direction: in
 * another language than English it is wrapped in a first-strong isolate (U+2068 … U+2069, as `<bdi>` does), so a
 * Latin name keeps its order inside a right-to-left sentence. English is left as it is.
 */
export function isolated(text: string): string {
  return activeLocale() === SOURCE_LOCALE || text === '' ? text : `\u2068${text}\u2069`;
}
