/**
 * All time-zone work of the portal. Policy: the server's dates and times are
 * Europe/London wall-clock values (contract §1.1); they are turned into instants
 * here and shown in the zone the attendee chose, with a (+1)/(-1) marker when the
 * day differs from the London day.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { t, tText } from '@/i18n/i18n';
import { daysBetween, readCalendarDate, TO_BE_ANNOUNCED } from './calendar-date';
import { findZoneEntry, TIME_ZONE_CATALOG } from './time-zone-catalog';
import { rememberer } from './remembered';
import { isKnownTimeZone } from './zone-check';
import { formatRange } from './range';
import { formatOffset, offsetDigits, offsetInLanguage } from './zone-offset';
import { matchesTimeZone, zoneForAlias } from './zone-search';
import { activeLocale, dateTimeFormat, intlZoneName, type Locale, SOURCE_LOCALE } from './display-locale';

export { formatOffset, isKnownTimeZone, matchesTimeZone, readCalendarDate, TO_BE_ANNOUNCED, zoneForAlias };

export const EVENT_TIME_ZONE = 'Europe/London';

/** Instants already worked out, by zone and wall-clock text: pages ask for the same few again and again. */
const instants = rememberer<number>();

/** The instant of a London (or `zone`) wall-clock date and time. */
export function zonedToInstant(date: string, time: string, zone: string = EVENT_TIME_ZONE): Date {
  const hhmmss = time.length === 5 ? `${time}:00` : time;
  const wallClock = `${date}T${hhmmss}`;
  return new Date(instants(`${zone} ${wallClock}`, () => fromZonedTime(wallClock, zone).getTime()));
}

export type ConvertedTime = {
  date: string; // YYYY-MM-DD in the target zone
  time: string; // HH:mm in the target zone
  dayShift: number; // target day minus source day
  marker: string; // '', '(+1)', '(-1)'
};

export function dayShiftMarker(shift: number): string {
  if (shift === 0) return '';
  return `(${shift > 0 ? '+' : ''}${shift})`;
}

/**
 * One formatter per zone for wall-clock dates and times: a page shows every time of a schedule in the
 * zone chosen, and building a formatter costs far more than using one (docs/performance.md,
 * Interactions). Zones are few (the catalog's and the server's), so the memory stays small.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (wallClockFormats.size >= 1_000) wallClockFormats.clear();
    wallClockFormats.set(zone, format);
  }
  return format;
}

/** The wall-clock date (yyyy-MM-dd) and time (HH:mm) of an instant in a zone. */
export function wallClockAt(at: Date, zone: string): { date: string; time: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallClockFormat(zone).formatToParts(at)) parts[part.type] = part.value;
  // Years before 1000 and after 9999 are written as date-fns writes them: four digits at least.
  const year = (parts.year ?? '').padStart(4, '0');
  return { date: `${year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Converts a wall-clock date and time from one zone to another, with the day-shift marker. */
export function convertTime(
  date: string,
  time: string,
  toZone: string,
  fromZone: string = EVENT_TIME_ZONE,
): ConvertedTime {
  const target = wallClockAt(zonedToInstant(date, time, fromZone), toZone);
  const dayShift = daysBetween(date, target.date);
  return { date: target.date, time: target.time, dayShift, marker: dayShiftMarker(dayShift) };
}

/** Whether a server date and time can be read as a wall-clock instant (in London by default). */
export function isReadableTime(date: string, time: string, zone: string = EVENT_TIME_ZONE): boolean {
  return !Number.isNaN(zonedToInstant(date, time, zone).getTime());
}

/** "HH:mm" with the marker appended when the day changes, e.g. "01:30 (+1)". */
export function formatConvertedTime(
  date: string,
  time: string,
  toZone: string,
  fromZone: string = EVENT_TIME_ZONE,
): string {
  const text = convertedTexts(`${fromZone} ${toZone} ${date} ${time}`, () => {
    // A date or time the server sent unreadable is shown as sent rather than breaking the page.
    if (!isReadableTime(date, time, fromZone)) return time.slice(0, 5);
    // A zone the browser does not know shows London time rather than breaking the page.
    const c = convertTime(date, time, isKnownTimeZone(toZone) ? toZone : EVENT_TIME_ZONE, fromZone);
    return c.marker ? `${c.time} ${c.marker}` : c.time;
  });
  // Nothing readable at all: "To be announced" in the attendee's language (not kept: the language may change).
  return text || t(TO_BE_ANNOUNCED);
}

/** Times already written, by zones and wall-clock text: a schedule shows the same times on every render. */
const convertedTexts = rememberer<string>({ maxKeyLength: 120 });

/** The wall-clock date and time of an instant in a zone (London by default), as the server writes them: "2025-08-20 10:00:00". */
export function zonedDateTime(instant: Date, zone: string = EVENT_TIME_ZONE): string {
  return formatInTimeZone(instant, zone, 'yyyy-MM-dd HH:mm:ss');
}

/** The calendar date of an instant in a zone (London by default): "2025-08-20". */
export function zonedDate(instant: Date, zone: string = EVENT_TIME_ZONE): string {
  return formatInTimeZone(instant, zone, 'yyyy-MM-dd');
}

/** A time on its day, for Intl in another language than English. */
const TIME_ON_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** "09:42 on Wednesday 20 August": an instant's time and day in a zone (in the attendee's language, or `locale`'s). */
export function formatTimeOnDay(instant: Date, zone: string, locale: Locale = activeLocale()): string {
  if (locale === SOURCE_LOCALE) return formatInTimeZone(instant, zone, "HH:mm 'on' EEEE d MMMM");
  return dateTimeFormat(locale, { ...TIME_ON_DAY, timeZone: zone }).format(instant);
}

/** "09:42 on Wednesday 20 August (Dubai time)": when an answer on screen was read, in the attendee's language. */
export function formatTimeWithZone(instant: Date, zone: string): string {
  return t('{time} ({city} time)', { time: formatTimeOnDay(instant, zone), city: zoneCity(zone) });
}

/** "(GMT+04:00)" for a zone at an instant (offsets change with daylight saving), in the attendee's language. */
export function gmtOffset(zone: string, at: Date, locale: Locale = activeLocale()): string {
  const offset = formatInTimeZone(at, zone, 'xxx');
  return offsetInLanguage([offset === 'Z' ? '+00:00' : offset], locale);
}

/** The browser's own zone, or the event's when it cannot be read. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || EVENT_TIME_ZONE;
  } catch {
    return EVENT_TIME_ZONE;
  }
}

/** Minutes east of UTC for a zone at an instant (Dubai +240, New York in September -240). */
export function offsetMinutes(zone: string, at: Date): number {
  // The zone's wall clock at that instant, read as if it were UTC, minus the instant (the zone's formatter, above).
  const { date, time } = wallClockAt(at, zone);
  const wallClock = Date.parse(`${date}T${time}:00Z`);
  const instant = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wallClock - instant) / 60_000);
}

/**
 * The zone's offsets on the given London dates (noon of each), without repeats, in date order.
 * One value for the conference week in most zones; two when a clock change falls inside it.
 */
export function offsetsOnDates(zone: string, dates: string[]): number[] {
  const found: number[] = [];
  for (const date of dates) {
    const minutes = offsetMinutes(zone, zonedToInstant(date, '12:00:00'));
    if (!found.includes(minutes)) found.push(minutes);
  }
  return found;
}

/**
 * "(GMT+04:00)" on the given dates, or "(GMT+01:00 / GMT+00:00)" when a clock change falls between them (in the
 * attendee's language, or `locale`'s).
 */
export function gmtOffsetOnDates(zone: string, dates: string[], locale: Locale = activeLocale()): string {
  const offsets = offsetsOnDates(zone, dates);
  if (offsets.length === 0) return gmtOffset(zone, new Date(), locale);
  return offsetInLanguage(offsets.map(offsetDigits), locale);
}

/**
 * The city a zone is known by: the catalog's city (in the attendee's language, or `locale`'s), else the last part of
 * the IANA code.
 */
export function zoneCity(zone: string, locale: Locale = activeLocale()): string {
  const entry = findZoneEntry(zone);
  if (entry) return locale === SOURCE_LOCALE ? entry.city : tText(entry.city);
  // A zone the catalogue does not name (UTC, a device's own zone): Intl's name for it in another language.
  const named = locale === SOURCE_LOCALE ? null : intlZoneName(zone, locale);
  if (named) return named;
  const last = zone.split('/').pop() ?? zone;
  return last.replace(/_/g, ' ');
}

/**
 * "(GMT+04:00) Dubai" with the offset valid on the given dates, the city in the attendee's language (or `locale`'s:
 * an export written in English passes 'en').
 */
export function zoneLabel(zone: string, dates: string[], locale: Locale = activeLocale()): string {
  return `${gmtOffsetOnDates(zone, dates, locale)} ${zoneCity(zone, locale)}`;
}

/** Zones as the server lists them, `{ code, label: "(GMT+04:00) Dubai" }`, labelled with their offset on the given dates. */
export function zoneList(
  codes: readonly string[],
  dates: string[],
  locale: Locale = activeLocale(),
): { code: string; label: string }[] {
  return codes.map((code) => ({ code, label: zoneLabel(code, dates, locale) }));
}

export type TimeZoneOption = {
  value: string;
  label: string;
  city: string;
  /** Offset on the first date, for sorting. */
  offset: number;
  /** Words the search matches besides the label: the code, the aliases and the city's English name. */
  keywords: string[];
};

/**
 * The selector's options: every catalog zone plus `extra` zones (e.g. the attendee's own
 * zone from the server), labelled with their offset on the conference dates, west to east, the cities in the
 * attendee's language.
 */
export function timeZoneOptions(dates: string[], extra: string[] = []): TimeZoneOption[] {
  // The same dates give the same list: it is built once per page visit rather than once per menu (every
  // zone's offsets on every date), once per language.
  const locale = activeLocale();
  return optionLists(`${locale} ${dates.join(',')} ${extra.join(',')}`, () => {
    const codes = [...TIME_ZONE_CATALOG.map((e) => e.code)];
    for (const code of extra) if (code && !codes.includes(code) && isKnownTimeZone(code)) codes.push(code);
    const options = codes.map((code) => buildOption(code, dates, locale));
    return options.sort((a, b) => a.offset - b.offset || a.city.localeCompare(b.city, locale));
  });
}

/** The option lists built, by dates and extra zones (a few per tab). */
const optionLists = rememberer<TimeZoneOption[]>({ capacity: 20, maxKeyLength: 400 });

/** One zone as the selector shows it (equal to its entry in timeZoneOptions), or null for an unknown zone. */
export function timeZoneOption(code: string, dates: string[]): TimeZoneOption | null {
  return code && isKnownTimeZone(code) ? buildOption(code, dates, activeLocale()) : null;
}

function buildOption(code: string, dates: string[], locale: Locale): TimeZoneOption {
  const entry = findZoneEntry(code);
  const firstDate = dates[0];
  const at = firstDate ? zonedToInstant(firstDate, '12:00:00') : new Date();
  return {
    value: code,
    label: zoneLabel(code, dates, locale),
    city: zoneCity(code, locale),
    offset: offsetMinutes(code, at),
    keywords: [
      code,
      code.replace(/_/g, ' '),
      ...(entry?.aliases ?? []),
      ...(entry && locale !== SOURCE_LOCALE ? [entry.city] : []),
    ],
  };
}

/**
 * The zone a schedule opens in: the attendee's remembered choice, else their zone
 * from the server, else the event's; anything this browser cannot use is skipped.
 */
export function resolveTimeZone(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) if (candidate && isKnownTimeZone(candidate)) return candidate;
  return EVENT_TIME_ZONE;
}

/** "09:30–10:20" in the zone, each end with its day marker, e.g. "23:30–00:20 (+1)" (./range.ts). */
export function formatTimeRange(date: string, start: string, end: string, zone: string): string {
  return formatRange(formatConvertedTime(date, start, zone), formatConvertedTime(date, end, zone));
}

/** Whether two zones show different clock times on the given dates. */
export function zonesDiffer(a: string, b: string, dates: string[]): boolean {
  if (a === b) return false;
  const left = offsetsOnDates(a, dates);
  const right = offsetsOnDates(b, dates);
  return left.length !== right.length || left.some((m, i) => m !== right[i]);
}
