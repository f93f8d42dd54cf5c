/**
 * Every piece of HTML the server sends (conference texts, survey texts) goes through
 * here before it reaches the page. Links that open elsewhere get rel="noopener noreferrer".
 *
 * Under Trusted Types (the production policy, build/csp.ts) the result is a TrustedHTML made by the
 * portal-sanitized-html policy, which DOMPurify alone holds: it trusts DOMPurify's parse of the
 * input (an inert document) and its sanitised output, and no code outside this module can reach it.
 */
import DOMPurify, { type Config } from 'dompurify';
import { TRUSTED_TYPE_POLICIES } from '@/config/trusted-types';
import { createPolicy, refuse } from '@/lib/trusted-types';

// A browser's policy object (DOMPurify's types name the createScript every policy object has).
const sanitizedHtml = createPolicy(TRUSTED_TYPE_POLICIES.sanitizedHtml, {
  createHTML: (html) => html,
  // DOMPurify asks for script URLs only for elements it then removes (scripts, embeds).
  createScriptURL: () => refuse('a script address in server HTML'),
}) as Config['TRUSTED_TYPES_POLICY'];

let hooked = false;

function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

const serverHtmlRules: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/** Server HTML, sanitised: a TrustedHTML under Trusted Types, else a string (both go to `__html`). */
export function sanitizeHtml(html: string | null | undefined): TrustedHTML | string {
  ensureHooks();
  if (!sanitizedHtml) return html ? DOMPurify.sanitize(html, serverHtmlRules) : '';
  return DOMPurify.sanitize(html ?? '', {
    ...serverHtmlRules,
    TRUSTED_TYPES_POLICY: sanitizedHtml,
    RETURN_TRUSTED_TYPE: true,
  }) as TrustedHTML;
}

/**
 * The library's markup sanitised before, by its text: sweetalert2 builds every dialog from the same few templates,
 * and sanitising one (a parse and a walk of its tree) was a third of opening a dialog. The same text with the same
 * rules gives the same result; the oldest is dropped beyond this many.
 */
const LIBRARY_MARKUP_KEPT = 32;
const libraryMarkup = new Map<string, string>();

/**
 * Markup a library builds from strings (sweetalert2's dialogs, through the 'default' policy,
 * ./default-policy.ts): its own form controls stay; scripts, event handlers and script URLs go.
 */
export function sanitizeLibraryMarkup(html: string): string {
  const known = libraryMarkup.get(html);
  if (known !== undefined) return known;
  ensureHooks();
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ...(sanitizedHtml ? { TRUSTED_TYPES_POLICY: sanitizedHtml } : {}),
  });
  if (libraryMarkup.size >= LIBRARY_MARKUP_KEPT) libraryMarkup.delete(libraryMarkup.keys().next().value as string);
  libraryMarkup.set(html, clean);
  return clean;
}
