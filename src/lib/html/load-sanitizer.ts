/**
 * The sanitiser (DOMPurify with the portal's rules, ./sanitize.ts) is not part of a page's code:
 * SafeHtml asks for it once a server text's words have been painted, and shows the text
 * formatted when it is in.
 */
import { loadOnce } from '@/lib/lazy';

export type Sanitize = (html: string | null | undefined) => string;

let loaded: Sanitize | null = null;

export const loadSanitizer = loadOnce(() => import('./sanitize').then((module) => (loaded = module.sanitizeHtml)));

/** The sanitiser once it has been downloaded, else null. */
export const loadedSanitizer = (): Sanitize | null => loaded;
