/**
 * The sanitiser (DOMPurify with the portal's rules, ./sanitize.ts: about 11.7 KB gzipped) is not
 * part of a page's code: SafeHtml asks for it once a server text's words have been painted, and
 * shows the text formatted when it is in. A failed download is asked again on the next call.
 */
export type Sanitize = (html: string | null | undefined) => string;

let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then(
    (module) => (loaded = module.sanitizeHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser once it has been downloaded, else null. */
export const loadedSanitizer = (): Sanitize | null => loaded;
