/**
 * Answers nobody thought of: a fuzz case is the mock backend's demo answer of an endpoint
 * with a few mutations at random places (a field replaced by a value of another type, null,
 * removed, emptied, made very long, unusual text, an edge number, an extra field), or a
 * whole answer of another kind (not JSON, not an object, an error page). The mutations are
 * plain data, so a shrunk counterexample reads as "this field, this change".
 *
 * Places are addressed by patterns, the answer's paths with `*` for any list element or
 * any key of an object keyed by data (dates, ids); a mutation picks one element at each
 * `*` (`pick`), or every element when `pick` is null.
 */
import type { Json } from '../drift/variants';
import {
  jsonLength,
  lengthenedLength,
  LONG_LIST_LENGTH,
  LONG_TEXT_LENGTH,
  MAX_ANSWER_LENGTH,
  TooLong,
} from './answer-size';
import { oddValue } from './odd-values';

export type { Json };

export { jsonLength, LONG_LIST_LENGTH, LONG_TEXT_LENGTH, MAX_ANSWER_LENGTH } from './answer-size';
export { PWNED_FLAG } from './odd-values';

export type Op =
  | { op: 'set'; value: Json }
  | { op: 'remove' }
  | { op: 'empty' }
  | { op: 'odd'; variant: number }
  | { op: 'long'; variant: number }
  | { op: 'duplicate' }
  | { op: 'extra'; key: string; value: Json };

export type Mutation = { at: string; pick: number | null } & Op;

/** A whole answer in place of the endpoint's: its HTTP status, content type and body text. */
export type RawAnswer = { status: number; contentType: string; body: string };

export type FuzzCase = { mutations: Mutation[] } | { whole: RawAnswer };

type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects keyed by data (dates, ids: `schedule`, `slotsAttendance`) rather than by field names. */
export const isKeyedByData = (value: JsonObject) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^\d/.test(key));
};

/** Sets a key as an own property, `__proto__` included (as JSON.parse would). */
function put(target: JsonObject, key: string, value: Json) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Every place of `body` a mutation may address, as dotted patterns: "" (the answer itself),
 * "conference", "schedule.*", "schedule.*.*.room", … Shallow places first, so that a
 * shrunk case names the outermost place that still fails.
 */
export function patterns(body: Json): string[] {
  const found = new Set<string>(['']);
  const walk = (node: Json, prefix: string) => {
    const children: [string, Json][] = Array.isArray(node)
      ? node.map((item) => ['*', item])
      : isObject(node)
        ? isKeyedByData(node)
          ? Object.values(node).map((item) => ['*', item])
          : Object.entries(node)
        : [];
    for (const [key, child] of children) {
      const pattern = prefix === '' ? key : `${prefix}.${key}`;
      found.add(pattern);
      walk(child, pattern);
    }
  };
  walk(body, '');
  return [...found].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
}

const depth = (pattern: string) => (pattern === '' ? 0 : pattern.split('.').length);

/** The parent and key of every place the pattern reaches with this pick. */
function places(root: { value: Json }, pattern: string, pick: number | null): [JsonObject | Json[], string][] {
  if (pattern === '') return [[root as unknown as JsonObject, 'value']];
  const parts = pattern.split('.');
  const reached: [JsonObject | Json[], string][] = [];
  const walk = (parent: JsonObject | Json[], key: string, index: number) => {
    if (index === parts.length) {
      reached.push([parent, key]);
      return;
    }
    const node = Array.isArray(parent) ? parent[Number(key)] : parent[key];
    const part = parts[index];
    let keys: string[];
    if (part === '*') {
      const all = Array.isArray(node) ? node.map((_, i) => String(i)) : isObject(node) ? Object.keys(node) : [];
      keys = pick === null || all.length === 0 ? all : [all[pick % all.length]];
    } else keys = isObject(node) && Object.hasOwn(node, part) ? [part] : [];
    for (const next of keys) walk(node as JsonObject | Json[], next, index + 1);
  };
  walk(root as unknown as JsonObject, 'value', 0);
  return reached;
}

/**
 * A copy of a JSON value. Its texts are shared with the original (a text cannot change), so 5,000 copies
 * of an element holding a 100 kB text cost 5,000 small objects, not 500 MB of text.
 */
function clone<T extends Json>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => clone(item)) as T;
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, item] of Object.entries(value)) put(copy, key, clone(item));
  return copy as T;
}

const longTexts = new Map<number, string>();

/** A 100 kB text: words, one unbroken token, or right-to-left text with emoji (one text per kind, shared). */
export function longText(variant: number): string {
  const kind = Math.abs(variant) % 3;
  let text = longTexts.get(kind);
  if (text === undefined) {
    const unit = ['Lorem ipsum dolor sit amet ', 'x', 'مؤتمر لندن 👩🏽‍💻 '][kind];
    text = unit.repeat(Math.ceil(LONG_TEXT_LENGTH / unit.length)).slice(0, LONG_TEXT_LENGTH);
    longTexts.set(kind, text);
  }
  return text;
}

/** The next key of an object keyed by data: the day after the last date, the next id, or a numbered key. */
function nextKeys(keys: string[], count: number): string[] {
  const last = keys[keys.length - 1] ?? '';
  // A key shaped like a date that is none ("2025-13-45", an extra key) is numbered like any other.
  const start = /^\d{4}-\d{2}-\d{2}$/.test(last) ? Date.parse(`${last}T00:00:00Z`) : NaN;
  if (Number.isFinite(start)) {
    return Array.from({ length: count }, (_, i) => new Date(start + (i + 1) * 86_400_000).toISOString().slice(0, 10));
  }
  if (/^\d+$/.test(last)) return Array.from({ length: count }, (_, i) => String(Number(last) + i + 1));
  return Array.from({ length: count }, (_, i) => `key_${i}`);
}

/** A list made 5,000 long from its own elements; elements with a numeric id get new ids. */
function longList(list: Json[]): Json[] {
  if (list.length === 0) return Array.from({ length: LONG_LIST_LENGTH }, (_, i) => i + 1);
  const ids = list.map((item) => (isObject(item) && typeof item.id === 'number' ? item.id : 0));
  let nextId = Math.max(0, ...ids) + 1;
  const numbers = list.every((item) => typeof item === 'number');
  let nextNumber = numbers ? Math.max(...(list as number[])) + 1 : 0;
  const out: Json[] = [...list];
  for (let i = list.length; i < LONG_LIST_LENGTH; i++) {
    const item = clone(list[i % list.length]);
    if (isObject(item) && typeof item.id === 'number') item.id = nextId++;
    out.push(numbers ? nextNumber++ : item);
  }
  return out;
}

function longObject(node: JsonObject): JsonObject {
  const keys = Object.keys(node);
  const template = keys.length > 0 ? node[keys[keys.length - 1]] : 'value';
  const out: JsonObject = { ...node };
  for (const key of nextKeys(keys, LONG_LIST_LENGTH)) put(out, key, clone(template));
  return out;
}

function emptied(value: Json): Json {
  if (Array.isArray(value)) return [];
  if (isObject(value)) return {};
  if (typeof value === 'string') return '';
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return false;
  return '';
}

function lengthened(value: Json, variant: number): Json {
  if (Array.isArray(value)) return longList(value);
  if (isObject(value)) return longObject(value);
  return longText(variant);
}

/**
 * The demo answer with the mutations applied, in order; a place a mutation cannot reach is left alone.
 * With a `limit`, the answer's length is kept up to date with each change, and building stops (TooLong)
 * as soon as it passes the limit: long mutations with `pick` null compound (every company's list made
 * 5,000 long, then the companies themselves) into more objects than the test process can hold.
 */
export function applyMutations(body: Json, mutations: readonly Mutation[], limit = Infinity): Json {
  const root = { value: clone(body) };
  const bounded = limit !== Infinity;
  let length = bounded ? jsonLength(root.value, limit) : 0;
  /** The answer's length once one place goes from `before` to a value `after` characters long; TooLong past the limit. */
  const lengthAfter = (before: Json | undefined, after: number) => {
    const next = length + after - (before === undefined ? 0 : jsonLength(before, limit));
    if (next > limit) throw new TooLong();
    return next;
  };
  const account = (before: Json | undefined, after: number) => {
    if (bounded) length = lengthAfter(before, after);
  };
  for (const mutation of mutations) {
    for (const [parent, key] of places(root, mutation.at, mutation.pick)) {
      const current = Array.isArray(parent) ? parent[Number(key)] : parent[key];
      const write = (value: Json) => {
        account(current, bounded ? jsonLength(value, limit) : 0);
        if (Array.isArray(parent)) parent[Number(key)] = value;
        else put(parent, key, value);
      };
      // Checked before the 5,000 elements or keys are made.
      if (bounded && mutation.op === 'long') lengthAfter(current, lengthenedLength(current, limit));
      switch (mutation.op) {
        case 'set':
          write(clone(mutation.value));
          break;
        case 'remove':
          if (parent === (root as unknown)) write(null);
          else {
            account(current, 0);
            if (Array.isArray(parent)) parent.splice(Number(key), 1);
            else delete parent[key];
          }
          break;
        case 'empty':
          write(emptied(current));
          break;
        case 'odd':
          write(oddValue(current, mutation.variant));
          break;
        case 'long':
          write(lengthened(current, mutation.variant));
          break;
        case 'duplicate':
          if (Array.isArray(current)) write([...current, ...clone(current)]);
          break;
        case 'extra':
          if (Array.isArray(current)) write([...current, clone(mutation.value)]);
          else if (isObject(current)) {
            const copy = { ...current };
            put(copy, mutation.key, clone(mutation.value));
            write(copy);
          }
          break;
      }
    }
  }
  return root.value;
}

/** A JSON answer with status 200, as the server sends the demo answer. */
const jsonAnswer = (body: Json): RawAnswer => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** What the fake server sends for a case. */
export function rawAnswer(demo: Json, fuzzCase: FuzzCase): RawAnswer {
  if ('whole' in fuzzCase) return fuzzCase.whole;
  return jsonAnswer(applyMutations(demo, fuzzCase.mutations));
}

/** The case's answer, or null when it would be longer than MAX_ANSWER_LENGTH (the case is then not one to serve). */
export function fittingAnswer(demo: Json, fuzzCase: FuzzCase): RawAnswer | null {
  if ('whole' in fuzzCase) return fuzzCase.whole.body.length <= MAX_ANSWER_LENGTH ? fuzzCase.whole : null;
  try {
    const body = applyMutations(demo, fuzzCase.mutations, MAX_ANSWER_LENGTH);
    return jsonLength(body, MAX_ANSWER_LENGTH) > MAX_ANSWER_LENGTH ? null : jsonAnswer(body);
  } catch (error) {
    if (error instanceof TooLong) return null;
    throw error;
  }
}

/** The body as the portal's HTTP client reads it (JSON when it parses), for checks that depend on it. */
export function parsedBody(answer: RawAnswer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return answer.body;
  }
}
