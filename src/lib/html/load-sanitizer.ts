/**
 * The sanitiser (DOMPurify with the portal's rules, ./sanitize.ts: about 11.7 KB gzipped) comes
 * beside a page's data rather than with its code. Every server text arrives in an API answer, so
 * the sanitiser downloads while that request is on its way, and the page's first render does not
 * wait for it. A failed download is asked again on the next call.
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
