import { activeLocale } from './i18n';
import { SOURCE_LOCALE } from './locale-choice';

/**
 * The server's text (a name, a room) placed inside a catalogue text: in a language other than English it keeps its
 * own direction as a first-strong isolate (U+2068 … U+2069, as <bdi> would), so that an English company name reads
 * whole inside an Arabic sentence; English is left as it is, byte for byte.
 */
export function isolate(text: string): string {
  return activeLocale() === SOURCE_LOCALE || text === '' ? text : `\u2068${text}\u2069`;
}
