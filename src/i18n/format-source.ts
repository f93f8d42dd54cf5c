/**
 * English, the catalogue's source language, formatted without Lingui's runtime: an English visit carries no i18n
 * library (Lingui comes with another language's catalogue, src/i18n/i18n.ts). The build compiles every message to
 * Lingui's form (build/plugins/message-catalogue.ts): a plain text is a string; otherwise a list of texts and
 * placeholders, `[name]` or `[name, type, format]` for plural, selectordinal, select and number (dates and times come
 * formatted from src/lib/dates: the build refuses a `date` or `time` placeholder). The output equals Lingui's for
 * every English message and for each kind of placeholder (src/i18n/__tests__/format-source.node.test.ts).
 */
export type CompiledToken = string | [string, string?, unknown?];
export type CompiledMessage = string | CompiledToken[];
export type MessageValues = Record<string, string | number>;
type Cases = Record<string, CompiledMessage> & { offset?: number };

/**
 * Intl's plural rules and number formats, made once per language and kind: making one costs far more than using it,
 * and a page with a count in every row formats hundreds of messages in one render.
 */
const intlObjects = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function once<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = intlObjects.get(key) as T | undefined;
  if (!made) {
    made = make();
    intlObjects.set(key, made);
  }
  return made;
}

const pluralRule = (locale: string, type: 'cardinal' | 'ordinal') =>
  once(`plural ${locale} ${type}`, () => new Intl.PluralRules(locale, { type }));
const numberFormat = (locale: string, style?: 'percent') =>
  once(`number ${locale} ${style ?? ''}`, () => new Intl.NumberFormat(locale, { style }));

/** A compiled message with its placeholders filled; `#` in a plural is the number in `locale`'s digits. */
export function formatSource(message: CompiledMessage, values: MessageValues = {}, locale = 'en-GB'): string {
  const run = (tokens: CompiledMessage, hash?: string): string => {
    if (typeof tokens === 'string') return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && hash !== undefined ? hash : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...cases } = format as Cases;
        const n = Number(value);
        const rule = pluralRule(locale, type === 'plural' ? 'cardinal' : 'ordinal').select(n - offset);
        out += run(cases[n] ?? cases[rule] ?? cases.other, numberFormat(locale).format(n - offset));
      } else if (type === 'select') {
        const cases = format as Cases;
        out += run((Object.hasOwn(cases, value) ? cases[value] : undefined) ?? cases.other, hash);
      } else if (type === 'number') {
        out += numberFormat(locale, format as 'percent' | undefined).format(Number(value));
      } else if (value != null) {
        out += value;
      }
    }
    return out;
  };
  return run(message);
}
