import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../i18n';
import { isolate, isolateList } from '../isolate';

/** The server's words inside a catalogue text: in their own direction in Arabic, untouched in English. */
afterEach(() => setActiveLocale('en', null));

describe('isolate', () => {
  it('leaves English byte for byte, and isolates the server’s text in another language', () => {
    expect(isolate('Nile Delta Bank', 'en')).toBe('Nile Delta Bank');
    expect(isolate('Nile Delta Bank', 'ar')).toBe('\u2068Nile Delta Bank\u2069');
    expect(isolate('', 'ar')).toBe('');
  });

  it('follows the active language unless one is given', () => {
    expect(isolate('Room 4')).toBe('Room 4');
    setActiveLocale('ar', (id) => id);
    expect(isolate('Room 4')).toBe('\u2068Room 4\u2069');
    expect(isolate('Room 4', 'en')).toBe('Room 4');
  });
});

describe('isolateList', () => {
  it('joins the names with the language’s comma, each one isolated in another language', () => {
    const names = ['Alpha Capital Partners', 'Falcon Gulf Capital'];
    expect(isolateList(names, 'en')).toBe('Alpha Capital Partners, Falcon Gulf Capital');
    expect(isolateList(names, 'ar')).toBe('\u2068Alpha Capital Partners\u2069، \u2068Falcon Gulf Capital\u2069');
    expect(isolateList([], 'ar')).toBe('');
  });
});
