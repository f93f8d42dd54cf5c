/**
 * A conference's days in one phrase, for the signed-in frame: written with the browser's own
 * Intl (no date library), so the frame's code stays small. Calendar days have no zone: each is
 * read and written as that day at noon UTC.
 */
import { readCalendarDate } from './calendar-date';

const parts = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

const dayMonthYear = (day: string) => parts(day, { day: 'numeric', month: 'long', year: 'numeric' });
const dayMonth = (day: string) => parts(day, { day: 'numeric', month: 'long' });

/**
 * The days from `start` to `end`: "8–11 September 2025", "30 September–1 October 2025",
 * "8 September 2025" for one day; "" when neither date is readable.
 */
export function formatDateSpan(start: string | null | undefined, end: string | null | undefined): string {
  const first = readCalendarDate(start);
  const last = readCalendarDate(end) ?? first;
  if (!first || !last) return '';
  const [from, to] = first <= last ? [first, last] : [last, first];
  if (from === to) return dayMonthYear(from);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}–${dayMonthYear(to)}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `${dayMonth(from)}–${dayMonthYear(to)}`;
  return `${dayMonthYear(from)}–${dayMonthYear(to)}`;
}
