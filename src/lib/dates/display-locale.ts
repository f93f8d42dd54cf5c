/**
 * The language the portal's dates, times and zone names are written in: the attendee's (src/i18n), through Intl's
 * locale for it (INTL_LOCALE: Arabic with Latin digits). English keeps the portal's own British English wording.
 */
import { activeLocale } from '@/i18n/i18n';
import { INTL_LOCALE, type Locale, SOURCE_LOCALE } from '@/i18n/locale-choice';

export type { Locale };
export { activeLocale, SOURCE_LOCALE };

/** Intl's locale for a language of the catalogue. */
export const intlLocale = (locale: Locale): string => INTL_LOCALE[locale];

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and options (building one costs far more than using it). */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    if (formats.size >= 200) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** A calendar day ("2025-09-08") as Intl writes it in a language: the day at noon UTC, written in UTC. */
export function intlCalendarDay(day: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** Two calendar days as a range, as Intl writes it in a language ("8–9 سبتمبر"). */
export function intlCalendarRange(
  from: string,
  to: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatRange(
    new Date(`${from}T12:00:00Z`),
    new Date(`${to}T12:00:00Z`),
  );
}

/** The zone's long name as Intl writes it in `locale` ("التوقيت العالمي المنسق" for UTC), if it knows the zone. */
export function intlZoneName(zone: string, locale: Locale): string | null {
  try {
    const format = dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' });
    return format.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}
