/**
 * How the portal names the conference's own time: London time with the offset that
 * applies on the conference dates (BST, GMT+1 for a September conference; GMT, GMT+0 in
 * winter), never a fixed "GMT". Offsets come from the time-zone module (date-fns-tz).
 */
import { t } from '@/i18n/i18n';
import { activeLocale, type Locale, SOURCE_LOCALE } from './display-locale';
import { EVENT_TIME_ZONE, offsetsOnDates, zonedToInstant } from './time-zones';

/** "GMT+1", "GMT+0", "GMT+5:30", "GMT-4" from minutes east of UTC. */
export function shortGmtOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The zone's short name at an instant as a British reader knows it ("BST", "GMT"), or null. */
function zoneAbbreviation(zone: string, at: Date): string | null {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part && /^[A-Z]{2,5}$/.test(part) ? part : null;
}

/** Every London date from `start` to `end` (inclusive), as yyyy-MM-dd. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  const day = new Date(`${start}T12:00:00Z`);
  const last = new Date(`${end}T12:00:00Z`);
  while (day <= last && dates.length < 366) {
    dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}

/**
 * "London time (BST, GMT+1)" for the given conference dates; both names when a clock
 * change falls within them ("London time (BST, GMT+1 / GMT, GMT+0)"). In another language (the attendee's, or
 * `locale`'s) the offsets alone: the short names are English ones.
 */
export function eventTimeLabel(
  dates: string[],
  zone: string = EVENT_TIME_ZONE,
  locale: Locale = activeLocale(),
): string {
  const english = locale === SOURCE_LOCALE;
  if (dates.length === 0) return english ? 'London time' : t('London time');
  const parts: string[] = [];
  for (const minutes of offsetsOnDates(zone, dates)) {
    const date = dates.find((d) => offsetsOnDates(zone, [d])[0] === minutes) ?? dates[0];
    const name = english ? zoneAbbreviation(zone, zonedToInstant(date, '12:00:00')) : null;
    const offset = english ? shortGmtOffset(minutes) : `${t('GMT')}${shortGmtOffset(minutes).slice(3)}`;
    parts.push(name ? `${name}, ${offset}` : offset);
  }
  const zones = parts.join(' / ');
  return `${english ? 'London time' : t('London time')} (${zones})`;
}
