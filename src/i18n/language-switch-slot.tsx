import { Suspense } from 'react';
import { settings } from '@/config/settings';
import { useHydrated } from '@/lib/hydration';
import { lazyComponent } from '@/lib/lazy';

/** The switch's code: loaded only where the organiser offers it, never in an English-only portal. */
const LanguageSwitch = lazyComponent(() => import('./language-switch').then((module) => module.LanguageSwitch));

/**
 * The language switch, an item of a frame's link list, where the organiser offers it (settings.languageSwitch). Its
 * code comes once the page is the browser's: a page written at build time is taken over with the item empty (a lazy
 * part still loading there would refuse the take-over's first updates, as the early login's).
 */
export function LanguageSwitchItem() {
  const hydrated = useHydrated();
  if (!settings.languageSwitch) return null;
  return (
    <li className="language-switch-item">
      {hydrated ? (
        <Suspense fallback={null}>
          <LanguageSwitch />
        </Suspense>
      ) : null}
    </li>
  );
}
