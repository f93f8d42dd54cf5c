/**
 * The languages of the catalogue and the key the attendee's choice is remembered under on the device. It is not
 * attendee data: the logout keeps it (src/lib/session/storage.ts clearAll). Shared by the first visit's code and the
 * head script (src/boot/head-script.ts), which applies the remembered language before the first paint; reading and
 * applying the choice after that is ./locale-storage.ts, loaded with the language code on demand.
 */
export const LOCALE_KEY = 'portal_language';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE = 'en' satisfies Locale;

/**
 * Intl's locale for each language, for dates, times and numbers (src/lib/dates): British English; Arabic with Latin
 * digits (0-9) throughout, as the times, rooms and figures the server sends.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/** Each language's writing direction. */
export const LOCALE_DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALE_DIRECTION, value);
}
