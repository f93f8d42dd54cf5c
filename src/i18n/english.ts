/**
 * English messages with placeholders, compiled, as the code that shows them brings them: the build adds to every
 * module that writes such a message (its id as a string literal) a call that registers it here with its compiled
 * form and the formatter (build/plugins/message-catalogue.ts, `englishRegistration`). A page thus carries the English
 * messages of its own chunks, and the formatter only once one of them is loaded: the entry pays for neither.
 */
import type { CompiledMessage, MessageValues } from './format-source';

type Format = (message: CompiledMessage, values?: MessageValues) => string;

const compiled = new Map<string, CompiledMessage>();
let formatter: Format | null = null;

/** Called by the build's registration at the top of a module (never by hand). */
export function registerEnglish(messages: Record<string, CompiledMessage>, format: Format): void {
  formatter = format;
  for (const [id, message] of Object.entries(messages)) compiled.set(id, message);
}

/**
 * `id` in English with its placeholders filled: the id itself when it has none or no module registered it (the
 * placeholders then filled by name, as a last resort for an id that reached `t` without its module's literal).
 */
export function formatEnglish(id: string, values?: MessageValues): string {
  const message = compiled.get(id);
  if (message !== undefined && formatter) return formatter(message, values);
  if (!values) return id;
  return id.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
