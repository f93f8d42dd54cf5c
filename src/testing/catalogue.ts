/**
 * The message catalogue's check in page tests: a page rendered in a pseudo-language, where every catalogue text comes
 * wrapped in ⟦ ⟧, shows no text of its own outside the catalogue. What may stay unwrapped is the server's text (in its
 * own direction: dir, <bdi> or an isolate U+2068 … U+2069), a language's own name or a date Intl wrote in the page's
 * language (lang), a proper name (translate="no") or signs and figures alone.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLocale } from '@/i18n/activate';
import { type CompiledMessage, formatSource } from '@/i18n/format-source';
import { type MessageId, type MessageValues, setActiveLocale } from '@/i18n/i18n';
import english from '@/i18n/locales/en/messages.json';

/** A catalogue text in the pseudo-language: its English formatted and wrapped in ⟦ ⟧. */
export const pseudo = (id: string, values?: MessageValues) =>
  `⟦${formatSource(compileMessage(id) as CompiledMessage, values)}⟧`;

/**
 * Makes the pseudo-language the active one, as a language other than English (`ar`, so that what depends on the
 * language, the direction and Intl's dates, is that of a right-to-left page). `usePseudoLanguage()` in a test, then
 * `resetLanguage()` in its afterEach.
 */
export function usePseudoLanguage(): void {
  setActiveLocale('ar', pseudoTranslate);
}

/**
 * The pseudo-language's translator: a catalogue text wrapped, any other text (the server's words, shown through
 * `tText`) returned as sent, as a real language's translator does (src/i18n/activate.ts).
 */
function pseudoTranslate(id: MessageId, values?: MessageValues): string {
  return Object.hasOwn(english, id) ? pseudo(id, values) : id;
}

export async function resetLanguage(): Promise<void> {
  await activateLocale('en', { remember: false });
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = 'en';
}

/** The texts and accessible names under `root` that are neither a catalogue text nor allowed as they are. */
export function untranslated(root: Element): string[] {
  const left: string[] = [];
  const EXEMPT = '[dir], [lang], [translate="no"], bdi';
  const exempt = (element: Element | null) => {
    const holder = element?.closest(EXEMPT) ?? null;
    return holder !== null && (root.contains(holder) || holder === root);
  };
  const check = (text: string, where: Element | null) => {
    // A catalogue text (one inside another's placeholder too: innermost first), or the server's text isolated in
    // its own direction (U+2068 … U+2069, as <bdi>).
    let rest = text;
    for (let before = ''; before !== rest; ) {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '').replace(/\u2068[^\u2068\u2069]*\u2069/g, '');
    }
    if (/\p{L}/u.test(rest) && !exempt(where)) left.push(rest.trim());
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, template')) continue;
    check(node.textContent ?? '', parent);
  }
  for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
    for (const element of [root, ...root.querySelectorAll(`[${attribute}]`)]) {
      if (element.hasAttribute(attribute)) check(element.getAttribute(attribute) ?? '', element);
    }
  }
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="submit"], input[type="button"]')) {
    check(input.value, input);
  }
  return left;
}

/**
 * `untranslated` for a sweetalert2 dialog or toast (`.swal2-popup`): what it says, its title, its text and the buttons
 * it shows (sweetalert2 keeps its other buttons in the popup, hidden).
 */
export function untranslatedInDialog(popup: Element): string[] {
  const shown = [...popup.querySelectorAll<HTMLElement>('.swal2-actions button')].filter(
    (button) => button.style.display !== 'none',
  );
  return [...popup.querySelectorAll('.swal2-title, .swal2-html-container'), ...shown].flatMap(untranslated);
}
