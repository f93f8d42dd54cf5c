import { activeLocale, tText } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';

/**
 * A message a form shows: a catalogue id (a form rule's message) in the attendee's language, or the server's words as
 * sent, which in another language than English keep their own direction (`dir="auto"` on their element).
 */
export function shownText(message: string): { text: string; dir: 'auto' | undefined } {
  const text = tText(message);
  return { text, dir: activeLocale() !== SOURCE_LOCALE && text === message ? 'auto' : undefined };
}
