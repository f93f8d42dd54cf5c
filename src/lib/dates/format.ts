/**
 * How the portal writes calendar dates: long dates, weekday dates, press dates and the labels of
 * groups of days. The server's dates are calendar days (no time, no zone), so each is formatted
 * as the same day whatever the browser's zone; a date left out or sent unreadable reads
 * "To be announced". Names come from date-fns (English), not from hand-written tables. A calendar
 * day has no zone, so plain date-fns `format` writes it (date-fns-tz is for instants: time-zones.ts).
 * In another language than English (the attendee's, or `locale` when given) Intl writes them in that language, with
 * Latin digits (./display-locale.ts).
 */
import { format } from 'date-fns/format';
import { t } from '@/i18n/i18n';
import { readCalendarDate, TO_BE_ANNOUNCED } from './calendar-date';
import { activeLocale, intlCalendarDay, intlCalendarRange, type Locale, SOURCE_LOCALE } from './display-locale';

/** The calendar day at local noon: `format` writes the browser's local fields, which are then that day's in every zone. */
function localNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const local = new Date(2000, 0, 1, 12);
  local.setFullYear(year, month - 1, date);
  return local;
}

/** Each date-fns pattern's fields, for Intl in another language. */
const INTL_FIELDS: Record<string, Intl.DateTimeFormatOptions> = {
  'EEEE d MMMM yyyy': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  'EEEE d MMMM': { weekday: 'long', day: 'numeric', month: 'long' },
  'd MMMM yyyy': { day: 'numeric', month: 'long', year: 'numeric' },
  'd MMMM': { day: 'numeric', month: 'long' },
  d: { day: 'numeric' },
  MMMM: { month: 'long' },
};

function formatCalendarDate(date: string | null | undefined, pattern: string, locale: Locale = activeLocale()): string {
  const day = readCalendarDate(date);
  if (!day) return t(TO_BE_ANNOUNCED);
  return locale === SOURCE_LOCALE
    ? format(localNoon(day), pattern)
    : intlCalendarDay(day, locale, INTL_FIELDS[pattern]);
}

/** "Monday 8 September 2025". */
export const formatLongDate = (date: string | null | undefined, locale?: Locale): string =>
  formatCalendarDate(date, 'EEEE d MMMM yyyy', locale);

/** "Monday 8 September" (no year). */
export const formatWeekdayDate = (date: string | null | undefined, locale?: Locale): string =>
  formatCalendarDate(date, 'EEEE d MMMM', locale);

/** "12 September 2024" (no weekday). */
export const formatDayMonthYear = (date: string | null | undefined, locale?: Locale): string =>
  formatCalendarDate(date, 'd MMMM yyyy', locale);

/** "8 September" (no weekday, no year). */
export const formatDayMonth = (date: string | null | undefined, locale?: Locale): string =>
  formatCalendarDate(date, 'd MMMM', locale);

/** "18:30" from a server time ("18:30:00") or a time field's value ("18:30"); an unreadable time is "To be announced". */
export function formatClockTime(time: string | null | undefined): string {
  const match = typeof time === 'string' ? /^\s*(\d{2}):(\d{2})/.exec(time) : null;
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return t(TO_BE_ANNOUNCED);
  return `${match[1]}:${match[2]}`;
}

/**
 * The label of a group of days: "8 September" for one day, "8-9 September" for days of one month,
 * "30 September-1 October" across months (first and last day, whatever the order given). In another language, the
 * range as Intl writes it in that language.
 */
export function dayGroupLabel(dates: readonly string[], locale: Locale = activeLocale()): string {
  if (dates.length === 0) return '';
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === last) return formatDayMonth(first, locale);
  if (locale !== SOURCE_LOCALE) {
    const [from, to] = [readCalendarDate(first), readCalendarDate(last)];
    if (!from || !to) return t(TO_BE_ANNOUNCED);
    return intlCalendarRange(from, to, locale, INTL_FIELDS['d MMMM']);
  }
  const [firstDay, lastDay] = [formatCalendarDate(first, 'd', locale), formatCalendarDate(last, 'd', locale)];
  if (formatCalendarDate(first, 'MMMM', locale) === formatCalendarDate(last, 'MMMM', locale))
    return `${firstDay}-${lastDay} ${formatCalendarDate(last, 'MMMM', locale)}`;
  return `${formatDayMonth(first, locale)}-${formatDayMonth(last, locale)}`;
}
