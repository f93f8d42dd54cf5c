/**
 * How the portal writes calendar dates: long dates, weekday dates, press dates and the labels of
 * groups of days. The server's dates are calendar days (no time, no zone), so each is formatted
 * as the same day whatever the browser's zone; a date left out or sent unreadable reads
 * "To be announced". Names come from date-fns (English), not from hand-written tables.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { readCalendarDate, TO_BE_ANNOUNCED } from './calendar-date';

/** A calendar day's noon in UTC: the same day in every zone the formatter could use. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`);

function formatCalendarDate(date: string | null | undefined, pattern: string): string {
  const day = readCalendarDate(date);
  return day ? formatInTimeZone(dayInstant(day), 'UTC', pattern) : TO_BE_ANNOUNCED;
}

/** "Monday 8 September 2025". */
export const formatLongDate = (date: string | null | undefined): string => formatCalendarDate(date, 'EEEE d MMMM yyyy');

/** "Monday 8 September" (no year). */
export const formatWeekdayDate = (date: string | null | undefined): string => formatCalendarDate(date, 'EEEE d MMMM');

/** "12 September 2024" (no weekday). */
export const formatDayMonthYear = (date: string | null | undefined): string => formatCalendarDate(date, 'd MMMM yyyy');

/** "8 September" (no weekday, no year). */
export const formatDayMonth = (date: string | null | undefined): string => formatCalendarDate(date, 'd MMMM');

/**
 * The label of a group of days: "8 September" for one day, "8-9 September" for days of one month,
 * "30 September-1 October" across months (first and last day, whatever the order given).
 */
export function dayGroupLabel(dates: readonly string[]): string {
  if (dates.length === 0) return '';
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === last) return formatDayMonth(first);
  const [firstDay, lastDay] = [formatCalendarDate(first, 'd'), formatCalendarDate(last, 'd')];
  if (formatCalendarDate(first, 'MMMM') === formatCalendarDate(last, 'MMMM')) return `${firstDay}-${lastDay} ${formatCalendarDate(last, 'MMMM')}`;
  return `${formatDayMonth(first)}-${formatDayMonth(last)}`;
}
