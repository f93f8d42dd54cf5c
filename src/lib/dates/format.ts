/**
 * How the portal writes calendar dates: long dates, weekday dates, press dates and the labels of
 * groups of days. The server's dates are calendar days (no time, no zone), so each is formatted
 * as the same day whatever the browser's zone; a date left out or sent unreadable reads
 * "To be announced". Names come from date-fns (English), not from hand-written tables. A calendar
 * day has no zone, so plain date-fns `format` writes it (date-fns-tz is for instants: time-zones.ts).
 */
import { format } from 'date-fns/format';
import { readCalendarDate, TO_BE_ANNOUNCED } from './calendar-date';

/** The calendar day at local noon: `format` writes the browser's local fields, which are then that day's in every zone. */
function localNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const local = new Date(2000, 0, 1, 12);
  local.setFullYear(year, month - 1, date);
  return local;
}

function formatCalendarDate(date: string | null | undefined, pattern: string): string {
  const day = readCalendarDate(date);
  return day ? format(localNoon(day), pattern) : TO_BE_ANNOUNCED;
}

/** "Monday 8 September 2025". */
export const formatLongDate = (date: string | null | undefined): string => formatCalendarDate(date, 'EEEE d MMMM yyyy');

/** "Monday 8 September" (no year). */
export const formatWeekdayDate = (date: string | null | undefined): string => formatCalendarDate(date, 'EEEE d MMMM');

/** "12 September 2024" (no weekday). */
export const formatDayMonthYear = (date: string | null | undefined): string => formatCalendarDate(date, 'd MMMM yyyy');

/** "8 September" (no weekday, no year). */
export const formatDayMonth = (date: string | null | undefined): string => formatCalendarDate(date, 'd MMMM');

/** "18:30" from a server time ("18:30:00") or a time field's value ("18:30"); an unreadable time is "To be announced". */
export function formatClockTime(time: string | null | undefined): string {
  const match = typeof time === 'string' ? /^\s*(\d{2}):(\d{2})/.exec(time) : null;
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return TO_BE_ANNOUNCED;
  return `${match[1]}:${match[2]}`;
}

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
  if (formatCalendarDate(first, 'MMMM') === formatCalendarDate(last, 'MMMM'))
    return `${firstDay}-${lastDay} ${formatCalendarDate(last, 'MMMM')}`;
  return `${formatDayMonth(first)}-${formatDayMonth(last)}`;
}
