/**
 * Whether a time zone name is one the browser knows, without the time-zone library: forms that only
 * check a saved zone (the registration form's starting values) do not load date-fns-tz for it.
 */
const zoneValidity = new Map<string, boolean>();

/** Whether the browser knows `zone` as an IANA time zone ("Asia/Dubai"); a server may send anything there. */
export function isKnownTimeZone(zone: string): boolean {
  let known = zoneValidity.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: zone });
      known = zone !== '';
    } catch {
      known = false;
    }
    zoneValidity.set(zone, known);
  }
  return known;
}
