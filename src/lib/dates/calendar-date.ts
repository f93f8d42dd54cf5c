/**
 * Reading the server's date texts without a date library (small enough for every page):
 * a date left out or sent unreadable is shown as "To be announced", never a crash. Also the
 * calendar-day arithmetic of the portal and its mock backend: days are counted in UTC, where
 * every day has 24 hours, so a clock change never shifts a date.
 */
import type { MessageId } from '@/i18n/i18n';

/** What a date the server left out or sent unreadable is shown as (a catalogue id: the formatters give it translated). */
export const TO_BE_ANNOUNCED = 'To be announced' satisfies MessageId;

/** The calendar date of a server date or date-time text ("2025-09-08", "2025-09-08 09:00:00"), or null when unreadable. */
export function readCalendarDate(date: string | null | undefined): string | null {
  const match = typeof date === 'string' ? /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  if (!match) return null;
  const [, y, m, d] = match;
  const instant = new Date(`${y}-${m}-${d}T12:00:00Z`);
  // Rejects impossible dates such as 0000-00-00 or 2025-02-30.
  return Number.isNaN(instant.getTime()) || instant.getUTCDate() !== Number(d) || Number(y) < 1
    ? null
    : `${y}-${m}-${d}`;
}

const DAY_MS = 86_400_000;

/** A "YYYY-MM-DD" text that names a day (the contract's DateStr). */
export function isDateStr(value: unknown): value is string {
  return (
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  );
}

/** The calendar date `days` days after `date` (before it when negative): addDays('2025-09-08', -7) is '2025-09-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `later` is after `earlier` (negative when before): daysBetween('2025-09-08', '2025-09-11') is 3. */
export function daysBetween(earlier: string, later: string): number {
  return Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);
}
