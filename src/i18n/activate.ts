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

async function loadTranslator(locale: Exclude<Locale, 'en'>): Promise<Translate> {
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
