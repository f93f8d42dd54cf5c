import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { ClientTypeId } from '../contract';
import {
  answerSchema,
  bool,
  dateText,
  dict,
  list,
  namedRef,
  num,
  optional,
  orNull,
  str,
  textOr,
  withDefault,
} from '../schema';

const read = <T>(schema: z.ZodMiniType<T, unknown>, value: unknown) => schema.safeParse(value);

describe('num', () => {
  it('reads numbers and numeric strings as numbers', () => {
    expect(read(num(), 1001)).toMatchObject({ success: true, data: 1001 });
    expect(read(num(), '1001')).toMatchObject({ success: true, data: 1001 });
    expect(read(num(), ' 4 ')).toMatchObject({ success: true, data: 4 });
    expect(read(num(), '-2.5')).toMatchObject({ success: true, data: -2.5 });
  });
  it('refuses text that is not a number, empty text and null', () => {
    for (const value of ['abc', '', '12px', null, undefined, true]) expect(read(num(), value).success).toBe(false);
  });
});

describe('bool', () => {
  it('reads true/false, 0/1, "0"/"1" and "true"/"false"', () => {
    for (const value of [true, 1, '1', 'true'])
      expect(read(bool(), value)).toMatchObject({ success: true, data: true });
    for (const value of [false, 0, '0', 'false'])
      expect(read(bool(), value)).toMatchObject({ success: true, data: false });
  });
  it('refuses other values', () => {
    for (const value of [2, 'yes', null, undefined]) expect(read(bool(), value).success).toBe(false);
  });
});

describe('str', () => {
  it('reads a number as its text and refuses null', () => {
    expect(read(str(), 12)).toMatchObject({ success: true, data: '12' });
    expect(read(str(), 'A1')).toMatchObject({ success: true, data: 'A1' });
    expect(read(str(), null).success).toBe(false);
  });
});

describe('list', () => {
  it('reads null, a missing key and an empty object as an empty list', () => {
    const schema = z.looseObject({ ids: list(num()) });
    expect(read(schema, { ids: null })).toMatchObject({ success: true, data: { ids: [] } });
    expect(read(schema, {})).toMatchObject({ success: true, data: { ids: [] } });
    expect(read(schema, { ids: {} })).toMatchObject({ success: true, data: { ids: [] } });
  });
  it('reads its items with their own rules', () => {
    expect(read(list(num()), ['1', 2])).toMatchObject({ success: true, data: [1, 2] });
    expect(read(list(num()), ['x']).success).toBe(false);
    expect(read(list(num()), 'text').success).toBe(false);
  });
});

describe('dict', () => {
  it('reads null, missing and an empty list as an empty object', () => {
    for (const value of [null, undefined, []])
      expect(read(dict(num()), value)).toMatchObject({ success: true, data: {} });
    expect(read(dict(num()), { a: '3' })).toMatchObject({ success: true, data: { a: 3 } });
    expect(read(dict(num()), [1]).success).toBe(false);
  });
});

describe('withDefault, orNull, optional', () => {
  it('gives the default for null or a missing key, and reads a present value', () => {
    const schema = z.looseObject({ limit: withDefault(num(), 5) });
    expect(read(schema, {})).toMatchObject({ success: true, data: { limit: 5 } });
    expect(read(schema, { limit: null })).toMatchObject({ success: true, data: { limit: 5 } });
    expect(read(schema, { limit: '7' })).toMatchObject({ success: true, data: { limit: 7 } });
    expect(read(schema, { limit: 'x' }).success).toBe(false);
  });
  it('orNull reads a missing key as null', () => {
    const schema = z.looseObject({ room: orNull(str()) });
    expect(read(schema, {})).toEqual({ success: true, data: { room: null } });
    expect(read(schema, { room: 'A1' })).toMatchObject({ data: { room: 'A1' } });
  });
  it('optional reads null as absent', () => {
    const schema = z.looseObject({ part: optional(z.looseObject({ id: num() })) });
    const parsed = read(schema, { part: null });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.part).toBeUndefined();
    expect(read(schema, { part: { id: '2' } })).toMatchObject({ data: { part: { id: 2 } } });
  });
});

describe('dateText, textOr, namedRef', () => {
  it('reads a date text and turns null, missing, empty or non-text into null', () => {
    expect(read(dateText(), '2025-09-08')).toMatchObject({ data: '2025-09-08' });
    for (const value of [null, undefined, '', '  ', 20250908, {}])
      expect(read(dateText(), value)).toEqual({ success: true, data: null });
  });
  it('textOr gives the fallback for anything that is not text', () => {
    expect(read(textOr('—'), null)).toMatchObject({ data: '—' });
    expect(read(textOr('—'), 5)).toMatchObject({ data: '5' });
  });
  it('namedRef reads a missing reference as the empty one', () => {
    expect(read(namedRef(), null)).toMatchObject({ data: { id: 0, name: '' } });
    expect(read(namedRef(), { id: '784', name: 'UAE' })).toMatchObject({ data: { id: 784, name: 'UAE' } });
  });
});

describe('answerSchema', () => {
  type Answer = { client: { id: number; client_type_id: ClientTypeId; name: string } };
  const schema = answerSchema<Answer>(z.looseObject({ client: z.looseObject({ id: num(), client_type_id: num() }) }));

  it('returns the normalised answer and keeps undocumented fields', () => {
    const parsed = schema.safeParse({ client: { id: '1001', client_type_id: '4', name: 'A', extra: 1 }, more: true });
    expect(parsed).toEqual({
      success: true,
      data: { client: { id: 1001, client_type_id: 4, name: 'A', extra: 1 }, more: true },
    });
  });
  it('fails when a declared field is unreadable', () => {
    expect(schema.safeParse({ client: { id: 'abc', client_type_id: 1 } })).toEqual({ success: false });
    expect(schema.safeParse(null)).toEqual({ success: false });
  });
});
