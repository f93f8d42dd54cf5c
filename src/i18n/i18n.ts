/**
 * The portal's one message catalogue at run time. A message's id is its English text, the spec's wording verbatim
 * (src/i18n/locales/en/messages.json lists every one; `MessageId` holds the code to them): English is the source,
 * inline in the code that shows it, so an English visit loads no catalogue file and no i18n library. `t(id, values)`
 * gives the text in the attendee's language. Another language comes in chunks of its own when chosen: its catalogue
 * (ICU MessageFormat, compiled at build time by build/plugins/message-catalogue.ts) and Lingui's runtime
 * (@lingui/core, no macros), which formats it, plurals included (Arabic's six forms).
 */
import { useSyncExternalStore } from 'react';
import type { CompiledMessage, MessageValues } from './format-source';
import { type Locale, SOURCE_LOCALE } from './locale-choice';
import type englishCatalogue from './locales/en/messages.json';

export type { MessageValues };
/** Every text of the catalogue, by its English wording (every other language has the same ids, a node test checks). */
export type MessageId = keyof typeof englishCatalogue;

type Translate = (id: MessageId, values?: MessageValues) => string;

/** The active language's translator; none while English is (./activate.ts sets it). */
let translate: Translate | null = null;
let active: Locale = SOURCE_LOCALE;
const listeners = new Set<() => void>();

/**
 * English's messages with placeholders, compiled, as the modules that name them register them: the build adds the
 * registration to each such module (build/plugins/message-catalogue.ts), so a message comes in its code's chunk.
 */
const english = new Map<string, CompiledMessage>();
/** Their formatter (./format-source.ts), registered with them: no first visit carries it while its code has none. */
let format: ((message: CompiledMessage, values?: MessageValues) => string) | null = null;

export function registerEnglish(
  messages: Record<string, CompiledMessage>,
  formatter: (message: CompiledMessage, values?: MessageValues) => string,
): void {
  for (const [id, message] of Object.entries(messages)) english.set(id, message);
  format = formatter;
}

/**
 * The text of `id` in the active language, its placeholders filled from `values`. In English a plain text is its id;
 * a message with placeholders comes compiled by the build, with its formatter, in the code that names it
 * (registerEnglish).
 */
export function t(id: MessageId, values?: MessageValues): string {
  if (translate) return translate(id, values);
  const compiled = english.get(id);
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
