/**
 * A conference's days in one phrase, for the signed-in frame: written with the browser's own
 * Intl (no date library), so the frame's code stays small. Calendar days have no zone: each is
 * read and written as that day at noon UTC.
 */
import { activeLocale } from '@/i18n/i18n';
import { INTL_LOCALE } from '@/i18n/locale-choice';
import { readCalendarDate } from './calendar-date';

const parts = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

const dayMonthYear = (day: string) => parts(day, { day: 'numeric', month: 'long', year: 'numeric' });
const dayMonth = (day: string) => parts(day, { day: 'numeric', month: 'long' });

/**
 * The days from `start` to `end`: "8–11 September 2025", "30 September–1 October 2025",
 * "8 September 2025" for one day; "" when neither date is readable. In another language than British English
 * (`locale`, Intl's: src/i18n/locale-choice.ts INTL_LOCALE; the attendee's language's when none is given) the range
 * as Intl writes it in that language.
 */
export function formatDateSpan(
  start: string | null | undefined,
  end: string | null | undefined,
  locale = INTL_LOCALE[activeLocale()],
): string {
  const first = readCalendarDate(start);
  const last = readCalendarDate(end) ?? first;
  if (!first || !last) return '';
  const [from, to] = first <= last ? [first, last] : [last, first];
  if (locale !== 'en-GB') {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return format.formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
  }
  if (from === to) return dayMonthYear(from);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}–${dayMonthYear(to)}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `${dayMonth(from)}–${dayMonthYear(to)}`;
  return `${dayMonthYear(from)}–${dayMonthYear(to)}`;
}
