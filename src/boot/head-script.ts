/**
 * The head script, first in <head> of every page: it sets the document's language and direction, and marks <html> `signed-in` when a client is stored
 * (the session's rule, spec A§4), before anything is painted, so that a page written at build time shows a
 * signed-in visitor their own links and never a form meant for a visitor (src/lib/session/use-session.ts;
 * the session keeps the class in step from then on, src/lib/session/session.ts). Storage the browser refuses
 * (it throws when site data is blocked) reads as no client.
 *
 * The build inlines it, minified, and allows it by its hash alone (build/inline-scripts.ts, build/csp.ts):
 * it may import only what adds no code of its own at load.
 */
import { isLocale, LOCALE_DIRECTION, LOCALE_KEY } from '@/i18n/locale-choice';
import { CLIENT_KEY } from '@/lib/session/storage-keys';
import { TRANSLATING_CLASS } from './translating';

export default function markSignedIn(): void {
  const root = document.documentElement;
  try {
    // The remembered language's `lang` and `dir` (src/i18n/locale-choice.ts), before the first paint: a right-to-left
    // page is laid out right to left from its first frame. English, the pages' own, needs nothing; the app sets them
    // back where the switch is not offered (src/i18n/start.ts). A page written in English is kept unpainted until
    // the app has rendered it in that language (./translating.ts).
    const language = localStorage.getItem(LOCALE_KEY);
    if (isLocale(language) && language !== 'en') {
      root.lang = language;
      root.dir = LOCALE_DIRECTION[language];
      root.classList.add(TRANSLATING_CLASS);
    }
    if (localStorage.getItem(CLIENT_KEY)) root.classList.add('signed-in');
  } catch {
    // Storage refused: a visitor, in English, as far as the first paint is concerned.
  }
}
