/**
 * The head script, first in <head> of every page: it marks <html> `signed-in` when a client is stored
 * (the session's rule, spec A§4), before anything is painted, so that a page written at build time shows a
 * signed-in visitor their own links and never a form meant for a visitor (src/lib/session/use-session.ts;
 * the session keeps the class in step from then on, src/lib/session/session.ts). Storage the browser refuses
 * (it throws when site data is blocked) reads as no client.
 *
 * The build inlines it, minified, and allows it by its hash alone (build/inline-scripts.ts, build/csp.ts):
 * it may import only what adds no code of its own at load.
 */
import { CLIENT_KEY } from '@/lib/session/storage-keys';

export default function markSignedIn(): void {
  try {
    if (localStorage.getItem(CLIENT_KEY)) document.documentElement.classList.add('signed-in');
  } catch {
    // Storage refused: a visitor as far as the first paint is concerned.
  }
}
