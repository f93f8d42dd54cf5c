/**
 * The reading rules of `schema.ts` as plain functions, for the few answers checked
 * without a schema library (the first-visit pages keep zod out of the entry chunk).
 */

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A numeric string ("1001") as its number; anything else unchanged. */
export function toNumber(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
}

/** 0/1, "0"/"1" and "true"/"false" as booleans; anything else unchanged. */
export function toBoolean(value: unknown): unknown {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
}

/** A number (also from a numeric string), else undefined. */
export function readNumber(value: unknown): number | undefined {
  const read = toNumber(value);
  return typeof read === 'number' && Number.isFinite(read) ? read : undefined;
}

/** A boolean (also from 0/1, "0"/"1" or "true"/"false"), else undefined. */
export function readBoolean(value: unknown): boolean | undefined {
  const read = toBoolean(value);
  return typeof read === 'boolean' ? read : undefined;
}

/** A string; a number as its decimal text (a room number sent as 12); else undefined. */
export function readString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** A non-empty text, else null (a date the server left out or sent unreadable). */
export function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Visible ASCII without spaces, as an Authorization header carries it; longer than 4,096 characters no server takes. */
const BEARER_TOKEN = /^[\x21-\x7e]{1,4096}$/;

/** A token the portal can send back as `Authorization: Bearer …`; any other value from an answer is not a token. */
export function isBearerToken(value: unknown): value is string {
  return typeof value === 'string' && BEARER_TOKEN.test(value);
}
