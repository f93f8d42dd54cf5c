/** A faster filter for the long select boxes (countries): given as `filterOption` where a list is long. */
import { createFilter } from 'react-select';

const reactSelectFilter = createFilter<unknown>();
/** Per option (its label and value): the typed text, trimmed and in lower case, it last failed to match. */
const failedFor = new Map<string, string>();

/**
 * react-select's own filter (case and accents ignored, the label or the value matched anywhere), asked only when its
 * answer can change: an option that did not match a text matches no longer text starting with it (react-select
 * compares the typed text, lower-cased and stripped of accents letter by letter, with the option's), so while the
 * attendee types on, only the options still shown are compared again. Each comparison strips the accents of the
 * option's whole text: for every option on every key, that was most of a key's work in a long list.
 */
export function filterOption(option: Parameters<typeof reactSelectFilter>[0], rawInput: string): boolean {
  const typed = rawInput.trim().toLowerCase();
  const key = `${option.label}\u0000${option.value}`;
  const failed = failedFor.get(key);
  if (failed !== undefined && typed.startsWith(failed)) return false;
  const matches = reactSelectFilter(option, rawInput);
  if (!matches) failedFor.set(key, typed);
  return matches;
}
