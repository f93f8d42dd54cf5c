/** The texts of the tour booking page; the spec's own ones are copied verbatim. Each is a catalogue text, shown through t(). */
import type { MessageId } from '@/i18n/i18n';
import { SOMETHING_WENT_WRONG_EXCLAMATION } from '@/lib/messages';

/** The toast after a booking, and the one failure text of loading or booking. */
export const TOUR_MESSAGES = {
  success: 'Booked Successfully !',
  failure: SOMETHING_WENT_WRONG_EXCLAMATION,
} as const satisfies Record<string, MessageId>;

/** Why the Book Tour button is disabled, said next to it (none while loading or sending). */
export const TOUR_BLOCK_HINTS = {
  'no-selection': 'Choose a tour slot to book.',
  'already-booked': 'You have already booked this tour. Choose another slot to change your booking.',
  loading: null,
} as const satisfies Record<string, MessageId | null>;
