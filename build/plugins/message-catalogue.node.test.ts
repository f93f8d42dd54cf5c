import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { englishMessagesOf } from './message-catalogue';

/** The English messages with placeholders a module names come with that module (its chunk), and no others. */
describe('englishMessagesOf', () => {
  const count = '{count, plural, one {# meeting} other {# meetings}}';
  const quoted = "{name}'s agenda";
  const compiled = new Map(
    [count, quoted, 'in {minutes} min'].map(
      (id) => [id, compileMessage(id)] as [string, ReturnType<typeof compileMessage>],
    ),
  );

  it('finds the ids a module writes, in single, double or back quotes', () => {
    expect(Object.keys(englishMessagesOf(`t('${count}', { count })`, compiled) ?? {})).toEqual([count]);
    expect(Object.keys(englishMessagesOf(`const a = "${quoted}";`, compiled) ?? {})).toEqual([quoted]);
    expect(Object.keys(englishMessagesOf("const b = '{name}\\'s agenda';", compiled) ?? {})).toEqual([quoted]);
    expect(Object.keys(englishMessagesOf('t(`in {minutes} min`)', compiled) ?? {})).toEqual(['in {minutes} min']);
    expect(englishMessagesOf(`t('${count}')`, compiled)?.[count]).toEqual(compileMessage(count));
  });

  it('finds none in a module that does not write them (a part of an id is not the id)', () => {
    expect(englishMessagesOf("t('in {minutes} min later')", compiled)).toBeNull();
    expect(englishMessagesOf('const x = 1;', compiled)).toBeNull();
  });
});
