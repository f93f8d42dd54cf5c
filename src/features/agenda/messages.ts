/**
 * The texts of the whole agenda, the Meeting Schedule page's second view: ids of the message catalogue
 * (src/i18n/locales), shown through `t()` in the attendee's language. The calendar file keeps them in English.
 */
import type { MessageId } from '@/i18n/i18n';

/** The page's title until the schedule names it (the schedule page's own title, spec A§2 menu item). */
export const AGENDA_TITLE: MessageId = 'Meeting Schedule';

/** The titles of the agenda's own entries: shown in the attendee's language, in English in the calendar file. */
export const TOUR_TITLE: MessageId = 'Guided tour';
export const ARRIVAL: MessageId = 'Arrival';
export const DEPARTURE: MessageId = 'Departure';
/** The calendar file's description of the tour (English, as the file). */
export const TOUR_DESCRIPTION = 'Your guided tour booking (Tour Booking page of the attendee portal).';
/** The description of the arrival and departure: on the page, and in English in the calendar file. */
export const TRAVEL_DESCRIPTION: MessageId = 'As given in your registration details.';
/** An arrival or departure given with a date and no time. */
export const NO_TIME_GIVEN: MessageId = 'Time not given';

export const VIEW_LABELS = { list: 'List', day: 'Day' } as const satisfies Record<string, MessageId>;

export const LOADING: MessageId = 'Loading your agenda…';
export const LOAD_FAILED: MessageId = 'We could not load your agenda.';
export const TOUR_FAILED: MessageId = 'We could not load your tour booking.';
export const NOTHING_YET: MessageId = 'Nothing is on your agenda yet.';

export const NOW: MessageId = 'Now';
export const NEXT: MessageId = 'Next';

/** The calendar file's name and its title in calendars that show one. */
export const ICS_FILE = 'my-agenda.ics';
export const ICS_BUTTON: MessageId = 'Download calendar (.ics)';
