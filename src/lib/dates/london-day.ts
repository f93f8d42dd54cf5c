/**
 * Today's date in London, without the time-zone library: pages that only compare a date with a
 * London calendar day (a cut-off) need not load date-fns-tz for it.
 */
/** The conference's zone (equal to EVENT_TIME_ZONE in ./time-zones, which this module does not load). */
const EVENT_TIME_ZONE = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar date of an instant: "2025-08-20". */
export function londonDate(instant: Date): string {
  const parts = londonParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
