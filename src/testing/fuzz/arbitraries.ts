/**
 * The fast-check arbitraries of the fuzz suite: mutations of an endpoint's demo answer
 * (mutations.ts) and whole answers of another kind.
 */
import fc from 'fast-check';
import { PWNED_FLAG, patterns, type FuzzCase, type Json, type Mutation, type Op, type RawAnswer } from './mutations';
import { edgeNumbers, unusualTexts } from './odd-values';

const set = `window.${PWNED_FLAG}=1`;

/** Values of every JSON type, to put where another type is expected. */
export const otherTypes: readonly Json[] = [
  true,
  false,
  0,
  1,
  'text',
  'true',
  '1',
  [],
  {},
  [null],
  ['a', 'b'],
  [[]],
  { id: 1 },
  { id: 1, name: 'x' },
];

/** Keys a server might add, some of them names every JavaScript object already has. */
export const extraKeys: readonly string[] = [
  'x_server_extra',
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'then',
  'length',
  '',
  '0',
  '2025-13-45',
  'status',
  'message',
];

const textArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...unusualTexts) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

const valueArb: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: textArb },
  { weight: 2, arbitrary: fc.constantFrom(...edgeNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(...otherTypes) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> },
);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Op>({ op: 'set', value: null }) },
  { weight: 2, arbitrary: fc.constant<Op>({ op: 'remove' }) },
  { weight: 6, arbitrary: valueArb.map((value): Op => ({ op: 'set', value })) },
  { weight: 2, arbitrary: fc.constant<Op>({ op: 'empty' }) },
  { weight: 8, arbitrary: fc.nat({ max: 1000 }).map((variant): Op => ({ op: 'odd', variant })) },
  { weight: 1, arbitrary: fc.nat({ max: 2 }).map((variant): Op => ({ op: 'long', variant })) },
  { weight: 1, arbitrary: fc.constant<Op>({ op: 'duplicate' }) },
  {
    weight: 2,
    arbitrary: fc
      .record({ key: fc.constantFrom(...extraKeys), value: valueArb })
      .map(({ key, value }): Op => ({ op: 'extra', key, value })),
  },
);

const json = (status: number, body: unknown): RawAnswer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** Whole answers that are not the endpoint's: not JSON, not an object, empty, an error page. */
export const wholeAnswers: readonly RawAnswer[] = [
  {
    status: 200,
    contentType: 'text/html',
    body: `<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><script>${set}</script></body></html>`,
  },
  { status: 200, contentType: 'application/json', body: '{"status":200,"companies":[' },
  { status: 200, contentType: 'application/json', body: '' },
  { status: 200, contentType: 'text/plain', body: 'OK' },
  json(200, []),
  json(200, [{}]),
  json(200, 0),
  json(200, 42),
  json(200, 'ok'),
  json(200, null),
  json(200, true),
  json(200, {}),
  json(200, { status: 200 }),
  json(200, { status: '200' }),
  json(200, { status: 'OK' }),
  json(200, { status: 500, message: `<img src=x onerror="${set}">` }),
  json(200, { status: 422, message: 'The given data was invalid.', errors: { field: [`<b>${set}</b>`] } }),
  json(422, { status: 422, message: '', errors: [{ name: 'x', message: '' }] }),
  json(403, { status: 403, message: 'This action is unauthorized.' }),
  json(404, { status: 404, message: 'Not found.' }),
  json(429, { status: 429, message: 'Too Many Attempts.' }),
  { status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' },
  { status: 503, contentType: 'text/plain', body: '' },
];

/**
 * Fuzz cases of an endpoint whose demo answer is `demo`: mostly one to four mutations of it,
 * sometimes a whole answer of another kind or any JSON at all.
 */
export function fuzzCases(demo: Json): fc.Arbitrary<FuzzCase> {
  const mutationArb: fc.Arbitrary<Mutation> = fc
    .record({
      at: fc.constantFrom(...patterns(demo)),
      pick: fc.option(fc.nat({ max: 10_000 }), { nil: null, freq: 3 }),
      op: opArb,
    })
    .map(({ at, pick, op }) => ({ at, pick, ...op }));
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ mutations: fc.array(mutationArb, { minLength: 1, maxLength: 4 }) }) },
    { weight: 1, arbitrary: fc.record({ whole: fc.constantFrom(...wholeAnswers) }) },
    { weight: 1, arbitrary: fc.record({ whole: fc.jsonValue({ maxDepth: 3 }).map((value) => json(200, value)) }) },
  );
}
