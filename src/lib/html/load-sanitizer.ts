/**
 * The sanitiser (DOMPurify with the portal's rules, ./sanitize.ts) is not part of a page's code:
 * SafeHtml asks for it once a server text's words have been painted, and shows the text
 * formatted when it is in; the alerts load it with sweetalert2, whose markup it checks
 * (./default-policy.ts).
 */
import { loadOnce } from '@/lib/lazy';

type SanitizerModule = typeof import('./sanitize');
export type Sanitize = SanitizerModule['sanitizeHtml'];

let loaded: SanitizerModule | null = null;

export const loadSanitizer = loadOnce(() =>
  import('./sanitize').then((module) => {
    loaded = module;
    return module.sanitizeHtml;
  }),
);

/** The sanitiser once it has been downloaded, else null. */
export const loadedSanitizer = (): Sanitize | null => loaded?.sanitizeHtml ?? null;

/** The library-markup sanitiser once the sanitiser has been downloaded, else null. */
export const loadedMarkupSanitizer = (): SanitizerModule['sanitizeLibraryMarkup'] | null =>
  loaded?.sanitizeLibraryMarkup ?? null;
