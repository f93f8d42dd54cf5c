/**
 * The remembered language, read and written, and the document's `lang` and `dir` for a language, for the language
 * code loaded on demand (start-up in a language other than English, the switch).
 */
import { isLocale, LOCALE_DIRECTION, LOCALE_KEY, type Locale, SOURCE_LOCALE } from './locale-choice';

/** The remembered language; English when none is remembered, an unknown one is, or storage is refused. */
export function rememberedLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    return isLocale(stored) ? stored : SOURCE_LOCALE;
  } catch {
    return SOURCE_LOCALE;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    if (locale === SOURCE_LOCALE) localStorage.removeItem(LOCALE_KEY);
    else localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
}

/** `lang` and `dir` of the document for a language. */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = LOCALE_DIRECTION[locale];
}
