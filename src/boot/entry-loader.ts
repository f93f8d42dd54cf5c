/**
 * The entry loader, on the pages written at build time only (build/plugins/prerender.ts): such a page paints from
 * its HTML, stylesheets and typeface, so its code (the entry named by `<meta name="portal-entry">`) is asked for
 * once the browser reports the first contentful paint (a frame's callbacks run before its paint is presented, so
 * they are too early), or after 3 seconds when no paint is reported (a tab opened in the background): no script
 * download competes with the first paint (docs/performance.md). The entry is asked for once.
 *
 * A visitor in another language than English (the head script set <html lang> from the remembered choice) sees nothing
 * painted until the code has rendered the page in it (./translating.ts): no paint is coming, so the entry is asked for
 * at once.
 *
 * The build inlines it, minified, and allows it by its hash alone (build/inline-scripts.ts, build/csp.ts).
 */

/** The name of the meta element whose content is the entry's address. */
export const ENTRY_META_NAME = 'portal-entry';

/** How long a page waits for its first contentful paint to be reported before it asks for its code anyway. */
export const ENTRY_FALLBACK_MS = 3000;

/** Asks for the page's entry with `load` (the browser's import(); a test's own) once painted, or after 3 s. */
export default function loadEntryOncePainted(
  load: (address: string) => unknown = (address) => import(/* @vite-ignore */ address),
): void {
  let asked = false;
  const askOnce = () => {
    if (asked) return;
    asked = true;
    const entry = document.querySelector<HTMLMetaElement>(`meta[name="${ENTRY_META_NAME}"]`)?.content;
    if (entry) void load(entry);
  };
  // The pages are written in English ('en', src/i18n/locale-choice.ts SOURCE_LOCALE: no import here, the build's own
  // code loads this module in Node).
  const language = document.documentElement?.lang;
  if (language && language !== 'en') {
    askOnce();
    return;
  }
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) askOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: nothing to wait for.
    askOnce();
  }
  setTimeout(askOnce, ENTRY_FALLBACK_MS);
}
