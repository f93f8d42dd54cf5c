import { settings } from '@/config/settings';
import { LanguageSwitch } from './language-switch';

/**
 * The language switch, an item of a frame's link list, where the organiser offers it (settings.languageSwitch). It is
 * part of the page as written at build time, so that taking a written page over moves nothing (the switch is a few
 * hundred bytes; a language's catalogue and Lingui's runtime come only when it is chosen: ./activate.ts).
 */
export function LanguageSwitchItem() {
  if (!settings.languageSwitch) return null;
  return (
    <li className="language-switch-item">
      <LanguageSwitch />
    </li>
  );
}
