import { describe, expect, it } from 'vitest';
import {
  applyMutations,
  fittingAnswer,
  jsonLength,
  LONG_LIST_LENGTH,
  LONG_TEXT_LENGTH,
  MAX_ANSWER_LENGTH,
  type Json,
  type Mutation,
} from './mutations';

const demo: Json = {
  status: 200,
  message: 'OK',
  cancellation_url: 'https://portal.example/cancel?cancelation_token=abc',
};

describe('fuzz answers', () => {
  it('counts an answer as its JSON text, and stops counting past the limit', () => {
    const value: Json = { a: [1, 'xy', null, true], b: { c: 'é' } };
    expect(jsonLength(value, Infinity)).toBe(JSON.stringify(value).length);
    expect(jsonLength({ a: 'x'.repeat(1_000), b: 'y'.repeat(1_000) }, 10)).toBeLessThan(1_100);
  });

  it('serves a very long text and a very long list', () => {
    const longText = fittingAnswer(demo, {
      mutations: [{ at: 'cancellation_url', pick: null, op: 'long', variant: 1 }],
    });
    expect(longText?.body.length).toBeGreaterThan(LONG_TEXT_LENGTH);
    const longObject = fittingAnswer(demo, { mutations: [{ at: '', pick: null, op: 'long', variant: 0 }] });
    expect(Object.keys(JSON.parse(longObject?.body ?? '{}') as object).length).toBeGreaterThan(LONG_LIST_LENGTH);
  });

  it('passes over a case whose long mutations compound past what one answer can be (5,000 copies of 100 kB)', () => {
    const compounded = fittingAnswer(demo, {
      mutations: [
        { at: 'cancellation_url', pick: null, op: 'long', variant: 1 },
        { at: '', pick: null, op: 'long', variant: 0 },
      ],
    });
    expect(compounded).toBeNull();
    expect(
      fittingAnswer(demo, {
        whole: { status: 200, contentType: 'text/plain', body: 'x'.repeat(MAX_ANSWER_LENGTH + 1) },
      }),
    ).toBeNull();
  });

  it('passes over a case that would build millions of objects before it is measured, without building them', () => {
    // Every company's uploads made 5,000 long, then the companies: 25 million uploads (case 1,320 of the
    // companies endpoint at seed 20250908, which took the test process past 4 GB while it was built).
    const companies: Json = {
      companies: [1, 2, 3].map((id) => ({ id, name: `Company ${id}`, uploads: [{ id: 1, name: 'deck.pdf' }] })),
    };
    const compounded = fittingAnswer(companies, {
      mutations: [
        { at: 'companies.*.uploads', pick: null, op: 'long', variant: 1 },
        { at: 'companies', pick: 1339, op: 'long', variant: 0 },
      ],
    });
    expect(compounded).toBeNull();
    const once = fittingAnswer(companies, {
      mutations: [{ at: 'companies.*.uploads', pick: null, op: 'long', variant: 1 }],
    });
    expect(
      (JSON.parse(once?.body ?? '{}') as { companies: { uploads: unknown[] }[] }).companies[2].uploads,
    ).toHaveLength(LONG_LIST_LENGTH);
  });

  it('counts a removed place out of the answer, so a case that grows and then shrinks is measured as it goes', () => {
    const mutations: Mutation[] = [
      { at: 'cancellation_url', pick: null, op: 'long', variant: 0 },
      { at: 'cancellation_url', pick: null, op: 'remove' },
      { at: 'message', pick: null, op: 'long', variant: 2 },
    ];
    // Never longer than one 100 kB text plus the rest, so within a limit of 1.5 times that.
    expect(applyMutations(demo, mutations, 1.5 * LONG_TEXT_LENGTH)).toEqual({
      status: 200,
      message: expect.stringMatching(/^مؤتمر/),
    });
    expect(() => applyMutations(demo, [mutations[0], mutations[2]], 1.5 * LONG_TEXT_LENGTH)).toThrow();
  });

  it('lengthens an object whose last key looks like a date but is none (the extra key "2025-13-45")', () => {
    const answer = fittingAnswer(demo, {
      mutations: [
        { at: '', pick: null, op: 'extra', key: '2025-13-45', value: 'x' },
        { at: '', pick: null, op: 'long', variant: 0 },
      ],
    });
    const keys = Object.keys(JSON.parse(answer?.body ?? '{}') as object);
    expect(keys).toHaveLength(4 + LONG_LIST_LENGTH);
    expect(keys).toContain('key_0');
  });
});
