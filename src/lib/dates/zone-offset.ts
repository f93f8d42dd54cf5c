/**
 * A zone's offset as the portal writes it, "(GMT+04:00)": in English as always, from the catalogue in another
 * language (GMT's own name in it). Re-exported by ./time-zones.ts.
 */
import { t } from '@/i18n/i18n';
import { activeLocale, type Locale, SOURCE_LOCALE } from './display-locale';

/**
 * "(GMT+04:00)", or "(GMT+01:00 / GMT+00:00)" for two: as written in English, from the catalogue in another language
 * (GMT's own name in it).
 */
export function offsetInLanguage(offsets: string[], locale: Locale): string {
  if (locale === SOURCE_LOCALE) return `(${offsets.map((offset) => `GMT${offset}`).join(' / ')})`;
  const gmt = t('GMT');
  return `(${offsets.map((offset) => `${gmt}${offset}`).join(' / ')})`;
}

/** "+05:30" from minutes east of UTC. */
export function offsetDigits(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** "(GMT+05:30)" from minutes east of UTC, in the attendee's language (or `locale`'s). */
export function formatOffset(minutes: number, locale: Locale = activeLocale()): string {
  return offsetInLanguage([offsetDigits(minutes)], locale);
}
