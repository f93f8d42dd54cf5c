/**
 * Choosing a language: its catalogue and Lingui's runtime loaded once (chunks of their own, never on an English
 * visit), the language made active, `lang` and `dir` set on the document and, when asked, the choice remembered.
 * Loaded by the language switch and, for a remembered language other than English, at start-up (./start.ts).
 */
import { type MessageId, type MessageValues, setActiveLocale } from './i18n';
import { INTL_LOCALE, type Locale } from './locale-choice';
import { applyDocumentLocale, rememberLocale } from './locale-storage';

type Translate = (id: MessageId, values?: MessageValues) => string;

const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Record<string, unknown> }>> = {
  ar: () => import('virtual:message-catalogue/ar'),
};

const translators = new Map<Locale, Translate>();

/**
 * The typeface a language's own script is drawn in (src/styles/global.css), asked for beside its catalogue so that
 * the page is usually drawn in it from its first frame (the face is `font-display: optional`). English needs none.
 */
const SCRIPT_FACE: Record<Exclude<Locale, 'en'>, { family: string; sample: string }> = {
  ar: { family: 'Noto Sans Arabic Variable', sample: 'ع' },
};

function startTypeface(locale: Exclude<Locale, 'en'>): void {
  const { family, sample } = SCRIPT_FACE[locale];
  // A face the browser cannot fetch leaves the system's: the page is drawn either way.
  document.fonts?.load(`16px "${family}"`, sample).catch(() => undefined);
}

async function loadTranslator(locale: Exclude<Locale, 'en'>): Promise<Translate> {
  startTypeface(locale);
  const [{ setupI18n }, catalogue] = await Promise.all([import('@lingui/core'), CATALOGUES[locale]()]);
  const i18n = setupI18n({
    locale: INTL_LOCALE[locale],
    messages: { [INTL_LOCALE[locale]]: catalogue.messages as Parameters<typeof i18n.load>[1] },
  });
  const messages = catalogue.messages;
  // A plain text is returned as it is, and a text not in the catalogue (the server's own words) as sent: Lingui
  // formats only the messages with placeholders (it would warn of an uncompiled message for the others).
  return (id, values) => {
    const message = messages[id];
    if (message === undefined) return id;
    return typeof message === 'string' ? message : i18n._(id, values);
  };
}

export async function activateLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  let translator: Translate | null = null;
  if (locale !== 'en') {
    translator = translators.get(locale) ?? (await loadTranslator(locale));
    translators.set(locale, translator);
  }
  setActiveLocale(locale, translator);
  applyDocumentLocale(locale);
  if (remember) rememberLocale(locale);
}
