import { activateLocale } from './activate';
import { t, useLocale } from './i18n';
import { LOCALES, type Locale } from './locale-choice';

/** Each language by its own name, the same on every page whatever its language: not a text to translate. */
const OWN_NAME: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/**
 * The language switch (English / العربية) of the public header and the signed-in frame: one button per language,
 * the chosen one pressed; each says its name in its own language (`lang`), so a screen reader reads it as such.
 * Offered only when the organiser turns it on (./language-switch-slot.tsx).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  return (
    <div className="language-switch" role="group" aria-label={t('Language')}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          className="language-switch__option"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => {
            if (option !== locale) void activateLocale(option);
          }}
        >
          {OWN_NAME[option]}
        </button>
      ))}
    </div>
  );
}
