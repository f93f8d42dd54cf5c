import { Suspense } from 'react';
import { settings } from '@/config/settings';
import { lazyComponent } from '@/lib/lazy';

/** The switch's code and texts: loaded only where the organiser offers it, never in an English-only portal. */
const LanguageSwitch = lazyComponent(() => import('./language-switch').then((module) => module.LanguageSwitch));

/** The language switch, an item of a frame's link list, where the organiser offers it (settings.languageSwitch). */
export function LanguageSwitchItem() {
  if (!settings.languageSwitch) return null;
  return (
    <li>
      <Suspense fallback={null}>
        <LanguageSwitch />
      </Suspense>
    </li>
  );
}
