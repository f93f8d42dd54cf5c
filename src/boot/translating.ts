/**
 * A page written at build time is English (src/app/prerender.tsx). For a visitor who chose another language, the head
 * script marks <html> with TRANSLATING_CLASS before the first paint (src/boot/head-script.ts): ./translating.css keeps
 * #root's written English unpainted until the portal's code has rendered the page in that language (src/main.tsx), so
 * no English flashes before it. A kept page (src/lib/offline/page-snapshot-paint.ts) was saved as the attendee saw it
 * and is painted as it is. Should the code never render (it did not arrive), the stylesheet shows the written page
 * after a few seconds all the same. An English visit is never marked: its first paint is unchanged.
 *
 * Imported by the head script and the entry loader (inlined in every page): no import, nothing run at load.
 */
export const TRANSLATING_CLASS = 'translating';

/** Shows the page again: rendered in the visitor's language, or English after all (the language did not load). */
export function showTranslatedPage(root: HTMLElement = document.documentElement): void {
  root.classList.remove(TRANSLATING_CLASS);
}
