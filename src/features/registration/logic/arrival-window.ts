/**
 * The arrival/departure rules for presenters (spec B§5, B§9; contract §5.3): dates
 * within one week before the start and one week plus one day after the end, arrival
 * not after the first attending day, departure not before the last attending day.
 */
import { t } from '@/i18n/i18n';
import type { Conference, DateStr } from '@/lib/api/contract';
import { addDays, isDateStr } from '@/lib/dates/calendar-date';
import { formatDayMonthYear } from '@/lib/dates/format';
import { ARRIVAL_AFTER_FIRST_DAY, DEPARTURE_BEFORE_LAST_DAY } from '../messages';

export type DateWindow = { min: DateStr; max: DateStr };

/** start − 7 days … end + 8 days; no window while either conference date cannot be read. */
export function arrivalWindow(conference: Pick<Conference, 'start_date' | 'end_date'>): DateWindow | null {
  if (!isDateStr(conference.start_date) || !isDateStr(conference.end_date)) return null;
  return { min: addDays(conference.start_date, -7), max: addDays(conference.end_date, 8) };
}

/**
 * The message with its dates, in the attendee's language when the form is checked (the other messages of the
 * form's rules are catalogue ids, shown in the language of the moment).
 */
export function outsideWindowMessage(window: DateWindow): string {
  return t('Please choose a date between {start} and {end}.', {
    start: formatDayMonthYear(window.min),
    end: formatDayMonthYear(window.max),
  });
}

export function isWithinWindow(date: DateStr, window: DateWindow | null): boolean {
  return window === null || (date >= window.min && date <= window.max);
}

/** The first and last of the chosen days of attendance (ISO dates sort as strings). */
export function attendingBounds(days: DateStr[]): { first: DateStr; last: DateStr } | null {
  const valid = days.filter(isDateStr).sort();
  if (valid.length === 0) return null;
  return { first: valid[0], last: valid[valid.length - 1] };
}

export type TravelDates = { arrival_date: DateStr | null; departure_date: DateStr | null };

/**
 * Errors of the two dates (required-ness is checked by the form schema): the window
 * first, then the order against the chosen days.
 */
export function checkTravelDates(
  dates: TravelDates,
  attendingDays: DateStr[],
  conference: Pick<Conference, 'start_date' | 'end_date'>,
  enabled: { arrival: boolean; departure: boolean } = { arrival: true, departure: true },
): { arrival_date?: string; departure_date?: string } {
  const window = arrivalWindow(conference);
  const bounds = attendingBounds(attendingDays);
  const errors: { arrival_date?: string; departure_date?: string } = {};
  if (enabled.arrival && isDateStr(dates.arrival_date)) {
    if (window && !isWithinWindow(dates.arrival_date, window)) errors.arrival_date = outsideWindowMessage(window);
    else if (bounds && dates.arrival_date > bounds.first) errors.arrival_date = ARRIVAL_AFTER_FIRST_DAY;
  }
  if (enabled.departure && isDateStr(dates.departure_date)) {
    if (window && !isWithinWindow(dates.departure_date, window)) errors.departure_date = outsideWindowMessage(window);
    else if (bounds && dates.departure_date < bounds.last) errors.departure_date = DEPARTURE_BEFORE_LAST_DAY;
  }
  return errors;
}
