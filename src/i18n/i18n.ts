/**
 * The portal's one message catalogue at run time. A message's id is its English text, the spec's wording verbatim
 * (src/i18n/locales/en/messages.json lists every one; `MessageId` holds the code to them): English is the source,
 * inline in the code that shows it, so an English visit loads no catalogue file and no i18n library. `t(id, values)`
 * gives the text in the attendee's language. Another language comes in chunks of its own when chosen: its catalogue
 * (ICU MessageFormat, compiled at build time by build/plugins/message-catalogue.ts) and Lingui's runtime
 * (@lingui/core, no macros), which formats it, plurals included (Arabic's six forms). An English message with
 * placeholders comes compiled with the module that writes its id (a page's chunk), which registers it as it loads
 * (`registerSourceMessages`, added by the build), with the formatter.
 */
import { useSyncExternalStore } from 'react';
import { format as catalogueFormat, messages as catalogueMessages } from 'virtual:message-catalogue/en';
import type { CompiledMessage, MessageValues } from './format-source';
import { type Locale, SOURCE_LOCALE } from './locale-choice';
import type englishCatalogue from './locales/en/messages.json';

export type { MessageValues };
/** Every text of the catalogue, by its English wording (every other language has the same ids, a node test checks). */
export type MessageId = keyof typeof englishCatalogue;

type Translate = (id: MessageId, values?: MessageValues) => string;

/** The active language's translator; none while English is (./activate.ts sets it). */
let translate: Translate | null = null;
/** The English messages with placeholders registered so far, and their formatter (none before the first). */
const withPlaceholders: Record<string, CompiledMessage> = { ...catalogueMessages };
let format = catalogueFormat;

/**
 * The English messages with placeholders a module writes, compiled by the build (build/plugins/message-catalogue.ts
 * adds the call to that module): from then on `t()` formats them.
 */
export function registerSourceMessages(
  messages: Record<string, CompiledMessage>,
  formatter: (message: CompiledMessage, values?: MessageValues) => string,
): void {
  Object.assign(withPlaceholders, messages);
  format = formatter;
}
let active: Locale = SOURCE_LOCALE;
const listeners = new Set<() => void>();

/**
 * The text of `id` in the active language, its placeholders filled from `values`. In English a plain text is its id;
 * a message with placeholders comes compiled by the build with the formatter (both only when the code has one).
 */
export function t(id: MessageId, values?: MessageValues): string {
  if (translate) return translate(id, values);
  const compiled = withPlaceholders[id];
  return compiled && format ? format(compiled, values) : id;
}

/**
 * A text that is either a catalogue id held as a plain string (a rule's message carried through a form library, a
 * constant chosen at run time) or the server's own words: in the attendee's language when it is in the catalogue,
 * as it is otherwise (the server's texts are never translated).
 */
export function tText(text: string, values?: MessageValues): string {
  return t(text as MessageId, values);
}

export function activeLocale(): Locale {
  return active;
}

/** Makes a loaded language the active one (./activate.ts) and renders the components that show texts again. */
export function setActiveLocale(locale: Locale, translator: Translate | null): void {
  active = locale;
  translate = translator;
  for (const listener of [...listeners]) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The active language; a component that calls it renders again when the language changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, () => SOURCE_LOCALE);
}

/** `t`, in a component that renders again when the language changes. */
export function useT(): typeof t {
  useLocale();
  return t;
}
