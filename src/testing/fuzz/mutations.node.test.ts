import { describe, expect, it } from 'vitest';
import {
  fittingAnswer,
  jsonLength,
  LONG_LIST_LENGTH,
  LONG_TEXT_LENGTH,
  MAX_ANSWER_LENGTH,
  type Json,
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
});
