/**
 * Whether a time zone name is one the browser knows, without the time-zone library: forms that only
 * check a saved zone (the registration form's starting values) do not load date-fns-tz for it.
 */
import { rememberer } from './remembered';

const zoneValidity = rememberer<boolean>();

/**
 * Whether the browser knows `zone` as an IANA time zone ("Asia/Dubai"); a server may send anything there, even
 * what is no text (`["Asia/Dubai"]` would pass as a zone to the browser, which turns it into text).
 */
export function isKnownTimeZone(zone: unknown): boolean {
  if (typeof zone !== 'string' || zone === '') return false;
  return zoneValidity(zone, () => {
    try {
      // Creating a formatter is slow, hence the remembered answers.
      new Intl.DateTimeFormat('en-GB', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });
}
