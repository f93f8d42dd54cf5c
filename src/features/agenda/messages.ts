/** The texts of the whole agenda, the Meeting Schedule page's second view. */

/** The page's title until the schedule names it (the schedule page's own title, spec A§2 menu item). */
export const AGENDA_TITLE = 'Meeting Schedule';

export const TOUR_TITLE = 'Guided tour';
export const TOUR_DESCRIPTION = 'Your guided tour booking (Tour Booking page of the attendee portal).';
export const ARRIVAL = 'Arrival';
export const DEPARTURE = 'Departure';
export const TRAVEL_DESCRIPTION = 'As given in your registration details.';
/** An arrival or departure given with a date and no time. */
export const NO_TIME_GIVEN = 'Time not given';

export const VIEW_LABELS = { list: 'List', day: 'Day' } as const;

export const LOADING = 'Loading your agenda…';
export const LOAD_FAILED = 'We could not load your agenda.';
export const TOUR_FAILED = 'We could not load your tour booking.';
export const NOTHING_YET = 'Nothing is on your agenda yet.';

export const NOW = 'Now';
export const NEXT = 'Next';

/** The calendar file's name and its title in calendars that show one. */
export const ICS_FILE = 'my-agenda.ics';
export const ICS_BUTTON = 'Download calendar (.ics)';
