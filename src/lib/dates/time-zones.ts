/**
 * All time-zone work of the portal. Policy: the server's dates and times are
 * Europe/London wall-clock values (contract §1.1); they are turned into instants
 * here and shown in the zone the attendee chose, with a (+1)/(-1) marker when the
 * day differs from the London day.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

export const EVENT_TIME_ZONE = 'Europe/London';

/** The instant of a London (or `zone`) wall-clock date and time. */
export function zonedToInstant(date: string, time: string, zone: string = EVENT_TIME_ZONE): Date {
  const hhmmss = time.length === 5 ? `${time}:00` : time;
  return fromZonedTime(`${date}T${hhmmss}`, zone);
}

export type ConvertedTime = {
  date: string; // YYYY-MM-DD in the target zone
  time: string; // HH:mm in the target zone
  dayShift: number; // target day minus source day
  marker: string; // '', '(+1)', '(-1)'
};

function dayDiff(a: string, b: string): number {
  return Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);
}

export function dayShiftMarker(shift: number): string {
  if (shift === 0) return '';
  return `(${shift > 0 ? '+' : ''}${shift})`;
}

/** Converts a wall-clock date and time from one zone to another, with the day-shift marker. */
export function convertTime(date: string, time: string, toZone: string, fromZone: string = EVENT_TIME_ZONE): ConvertedTime {
  const instant = zonedToInstant(date, time, fromZone);
  const targetDate = formatInTimeZone(instant, toZone, 'yyyy-MM-dd');
  const targetTime = formatInTimeZone(instant, toZone, 'HH:mm');
  const dayShift = dayDiff(targetDate, date);
  return { date: targetDate, time: targetTime, dayShift, marker: dayShiftMarker(dayShift) };
}

/** "HH:mm" with the marker appended when the day changes, e.g. "01:30 (+1)". */
export function formatConvertedTime(date: string, time: string, toZone: string, fromZone: string = EVENT_TIME_ZONE): string {
  const c = convertTime(date, time, toZone, fromZone);
  return c.marker ? `${c.time} ${c.marker}` : c.time;
}

/** "(GMT+04:00)" for a zone at an instant (offsets change with daylight saving). */
export function gmtOffset(zone: string, at: Date): string {
  const offset = formatInTimeZone(at, zone, 'xxx');
  return `(GMT${offset === 'Z' ? '+00:00' : offset})`;
}

/** Whether a string is a time zone this browser knows. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone, or the event's when it cannot be read. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || EVENT_TIME_ZONE;
  } catch {
    return EVENT_TIME_ZONE;
  }
}
