/**
 * The language of the first render: the remembered one when the organiser offers the switch (settings.languageSwitch),
 * otherwise English whatever the device remembers (the head script may have set `lang`/`dir` from an earlier choice:
 * they are set back). Only a language other than English loads anything (./activate.ts); one that cannot be loaded
 * leaves the page in English.
 */
import { settings } from '@/config/settings';
import { SOURCE_LOCALE } from './locale-choice';
import { applyDocumentLocale, rememberedLocale } from './locale-storage';

export async function startLanguage(): Promise<void> {
  const locale = settings.languageSwitch ? rememberedLocale() : SOURCE_LOCALE;
  if (locale !== SOURCE_LOCALE) {
    try {
      const { activateLocale } = await import('./activate');
      await activateLocale(locale, { remember: false });
      return;
    } catch {
      // The catalogue did not arrive (offline, a replaced deployment): English.
    }
  }
  applyDocumentLocale(SOURCE_LOCALE);
}
