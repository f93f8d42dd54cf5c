import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../build/plugins/message-catalogue';
import { type CompiledMessage, formatSource } from '../format-source';

/** English, formatted without Lingui (an English visit carries no i18n library), writes what Lingui writes. */
const lingui = (message: string, values: Record<string, string | number>) => {
  const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': { id: compileMessage(message) } } });
  return i18n._('id', values);
};
const ours = (message: string, values: Record<string, string | number>) =>
  formatSource(compileMessage(message) as CompiledMessage, values);

const SAMPLES: [string, Record<string, string | number>][] = [
  ['Hello {name}', { name: 'Layla' }],
  ['{count, plural, one {# new meeting} other {# new meetings}}', { count: 1 }],
  ['{count, plural, one {# new meeting} other {# new meetings}}', { count: 1234 }],
  ['{count, plural, =0 {No meeting} one {One meeting} other {# meetings}}', { count: 0 }],
  ['{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}', { count: 3 }],
  ['{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { place: 22 }],
  ['{role, select, investor {Investor} other {Presenting company}}', { role: 'presenter' }],
  ['{share, number, percent} of {total, number}', { share: 0.25, total: 12500 }],
  ["Can't join anymore? Cancel your application", {}],
];

describe('English formatted without Lingui', () => {
  it.each(SAMPLES)('writes %s as Lingui does', (message, values) => {
    expect(ours(message, values)).toBe(lingui(message, values));
  });

  it('writes every English message of the catalogue as Lingui does', () => {
    for (const message of Object.keys(readCatalogue('en')))
      expect(ours(message, {}), message).toBe(lingui(message, {}));
  });

  it("takes a select's other case for a value named like an object's property", () => {
    // Lingui 5's runtime answers Object's constructor here; the other case is what ICU means.
    expect(ours('{role, select, investor {Investor} other {Presenting company}}', { role: 'constructor' })).toBe(
      'Presenting company',
    );
  });

  it('fills a plural with the number in the digits of its language', () => {
    expect(
      formatSource(compileMessage('{n, plural, other {# meetings}}') as CompiledMessage, { n: 3 }, 'ar-u-nu-latn'),
    ).toBe('3 meetings');
    expect(ours('{n, plural, one {# meeting} other {# meetings}}', { n: 2 })).toBe('2 meetings');
  });
});
