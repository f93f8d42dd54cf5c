import { tText } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';

/**
 * A field's error: a rule's message (a catalogue text) in the attendee's language, or the server's own words (a
 * refusal placed on the field) as sent, in their own direction.
 */
export function ErrorText({ error }: { error: { type?: string | number; message?: string } }) {
  const message = error.message ?? '';
  return error.type === 'server' ? isolate(message) : tText(message);
}
