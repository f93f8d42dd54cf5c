/**
 * The portal's reading rules for server answers, in one place. A real server drifts
 * from the contract in ways that do not change meaning: numbers as numeric strings
 * ("1001"), booleans as 0/1 or "0"/"1", null or a missing key where a list or an
 * optional part is expected, `[]` where an object keyed by date is expected. These
 * helpers (on zod/mini) read such answers as the contract means them; fields no
 * schema names pass through untouched (`looseObject`). An answer fails only when a
 * field the page cannot work without is missing or unreadable.
 */
import { z } from 'zod/mini';
import type { AnswerSchema } from './client';
import { readBoolean, readNumber, readString, readText } from './read';

/** A schema reading unknown JSON into `T`. */
export type Reader<T> = z.ZodMiniType<T, unknown>;
type Out<S extends z.ZodMiniType> = z.output<S>;

const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * A reader that normalises a value and checks its type in one step: `read` gives the value as
 * the contract means it, or undefined when it cannot be read, which fails the parse as a value
 * of the wrong type. One schema per field, not a transform piped into a type (see docs/performance.md).
 */
function reader<T>(expected: 'number' | 'boolean' | 'string', read: (value: unknown) => T | undefined): Reader<T> {
  return z.transform((value: unknown, ctx): T => {
    const out = read(value);
    if (out !== undefined) return out;
    ctx.issues.push({ code: 'invalid_type', expected, input: value });
    return z.NEVER;
  });
}

/** A number, also when sent as a numeric string ("1001", "4"): ids, types, statuses, counts, limits. */
export const num = (): Reader<number> => reader('number', readNumber);

/** A boolean, also when sent as 0/1, "0"/"1" or "true"/"false". */
export const bool = (): Reader<boolean> => reader('boolean', readBoolean);

/** A string; a number in its place is read as its decimal text (a room number sent as 12). */
export const str = (): Reader<string> => reader('string', readString);

/** A list: null, a missing key or an empty object (PHP's empty array as JSON object) read as []. */
export function list<S extends z.ZodMiniType>(item: S): Reader<Out<S>[]> {
  return z.pipe(
    z.transform((value: unknown): unknown =>
      value === null || value === undefined || isEmptyObject(value) ? [] : value,
    ),
    z.array(item),
  );
}

/**
 * A long list (a conference's companies) read item by item: `exact` gives an item already in the
 * contract's shape as `item` would read it, without `item`'s per-field steps, or undefined to leave the
 * item to `item`. `exact` must never read an item differently from `item` (a property test in each
 * caller's tests checks that); it only skips work. About a tenth of the time for 2,200 companies
 * (docs/performance.md, meeting preferences).
 */
export function longList<S extends z.ZodMiniType>(
  item: S,
  exact: (value: unknown) => Out<S> | undefined,
): Reader<Out<S>[]> {
  return z.transform((value: unknown, ctx): Out<S>[] => {
    const items = value === null || value === undefined || isEmptyObject(value) ? [] : value;
    if (!Array.isArray(items)) {
      ctx.issues.push({ code: 'invalid_type', expected: 'array', input: value });
      return z.NEVER;
    }
    const out: Out<S>[] = new Array(items.length);
    for (let index = 0; index < items.length; index += 1) {
      const quick = exact(items[index]);
      if (quick !== undefined) {
        out[index] = quick;
        continue;
      }
      const read = item.safeParse(items[index]);
      if (!read.success) {
        const [first] = read.error.issues;
        ctx.issues.push({
          code: 'custom',
          message: first?.message ?? 'unreadable',
          input: items[index],
          path: [index, ...(first?.path ?? [])],
        });
        return z.NEVER;
      }
      out[index] = read.data as Out<S>;
    }
    return out;
  });
}

/** An object keyed by strings (dates, ids): null, a missing key or an empty list read as {}. */
export function dict<S extends z.ZodMiniType>(value: S): Reader<Record<string, Out<S>>> {
  return z.pipe(
    z.transform((input: unknown): unknown =>
      input === null || input === undefined || (Array.isArray(input) && input.length === 0) ? {} : input,
    ),
    z.record(z.string(), value),
  );
}

/** An optional part: null or a missing key give the documented default. */
export function withDefault<S extends z.ZodMiniType>(schema: S, fallback: Out<S>): Reader<Out<S>> {
  return z.pipe(
    z.transform((value: unknown): unknown => (value === null || value === undefined ? fallback : value)),
    schema,
  );
}

/** A nullable part: a missing key reads as null. */
export function orNull<S extends z.ZodMiniType>(schema: S): Reader<Out<S> | null> {
  return z.pipe(
    z.transform((value: unknown): unknown => (value === undefined ? null : value)),
    z.nullable(schema),
  );
}

/** An optional object: null reads as absent. */
export function optional<S extends z.ZodMiniType>(schema: S): Reader<Out<S> | undefined> {
  return z.pipe(
    z.transform((value: unknown): unknown => (value === null ? undefined : value)),
    z.optional(schema),
  );
}

/**
 * A date or date-time text of the server ("2025-09-08", "2025-09-08 09:00:00"). Null, a
 * missing key or anything that is not text reads as null (shown as "To be announced"):
 * a date never makes a whole answer unreadable.
 */
export const dateText = (): Reader<string | null> => z.transform(readText);

/** A text the page shows or sends back as it came (a number as its decimal text); anything else (an object) reads as null. */
export const textOrNull = (): Reader<string | null> =>
  z.transform((value: unknown): string | null => readString(value) ?? null);

/** A text the page only shows: null, missing or unreadable read as `fallback`. */
export const textOr = (fallback: string): Reader<string> =>
  z.transform((value: unknown): string => readString(value) ?? fallback);

/** An `{ id, name }` reference; a missing or null one reads as the empty reference. */
export const namedRef = () =>
  withDefault(z.looseObject({ id: withDefault(num(), 0), name: textOr('') }), { id: 0, name: '' });

/**
 * What a schema may declare of a contract type `T`: any subset of its fields, at any
 * depth, with number and string literal unions read as plain numbers and strings (a
 * coerced `client_type_id` is a number; the page compares it with 1 or 4).
 */
export type Reads<T> = T extends number
  ? number
  : T extends string
    ? string
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Reads<E>[]
        : T extends object
          ? { [K in keyof T]?: Reads<T[K]> }
          : T;

/**
 * The answer check the API client takes, typed as the contract's answer `T`. The schema
 * declares (and normalises) the fields the portal reads, and the compiler checks they
 * agree with `T`; every other field of the answer passes through as the server sent it.
 */
export function answerSchema<T>(schema: Reader<Reads<T>>): AnswerSchema<T> {
  return {
    safeParse(data: unknown) {
      const result = schema.safeParse(data);
      return result.success ? { success: true, data: result.data as T } : { success: false };
    },
  };
}
