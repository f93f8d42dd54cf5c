import { activeLocale } from '@/i18n/i18n';
import { type Locale, SOURCE_LOCALE } from '@/i18n/locale-choice';

/**
 * The server's words (a colleague's name) inside a catalogue text, an accessible name or a dialog's plain text, in
 * their own direction: set apart by a first-strong isolate (U+2068 … U+2069, as <bdi> does) in a language other
 * than English (the active one unless given); in English as sent.
 */
export const isolated = (text: string, locale: Locale = activeLocale()): string =>
  locale === SOURCE_LOCALE ? text : `\u2068${text}\u2069`;
