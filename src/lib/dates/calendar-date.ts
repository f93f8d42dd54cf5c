/**
 * Reading the server's date texts without a date library (small enough for every page):
 * a date left out or sent unreadable is shown as "To be announced", never a crash.
 */

/** What a date the server left out or sent unreadable is shown as. */
export const TO_BE_ANNOUNCED = 'To be announced';

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
