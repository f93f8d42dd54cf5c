/**
 * Drifted variants of an API answer: the shapes a real server commonly sends in place of
 * the contract's (a PHP/MySQL back end above all). Each variant is derived from the mock
 * backend's own answer, so the suite follows the demo data instead of copying it.
 *
 * Paths address fields with dots; `*` stands for every element of a list or every key
 * of an object ("schedule.*.*.room" = the room of every slot of every day).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type DriftKind =
  | 'numbers as strings'
  | 'booleans as 0/1'
  | 'optional set to null'
  | 'optional removed'
  | 'unknown fields'
  | 'empty lists'
  | 'needed field removed';

export type Variant = { kind: DriftKind; label: string; body: Json };

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const clone = <T extends Json>(value: T): T => structuredClone(value);

/** Rebuilds a value bottom-up, `fn` seeing every value after its children were rebuilt. */
function mapDeep(value: Json, fn: (value: Json) => Json): Json {
  if (Array.isArray(value)) return fn(value.map((item) => mapDeep(item, fn)));
  if (isObject(value))
    return fn(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapDeep(item, fn)])));
  return fn(value);
}

/** Applies `edit` to the parent object and key of every field the path reaches. */
function editAt(
  root: Json,
  path: string,
  edit: (parent: { [key: string]: Json } | Json[], key: string) => void,
): number {
  const parts = path.split('.');
  let reached = 0;
  const walk = (node: Json, index: number) => {
    const part = parts[index];
    const last = index === parts.length - 1;
    const keys =
      part === '*'
        ? Array.isArray(node)
          ? node.map((_, i) => String(i))
          : isObject(node)
            ? Object.keys(node)
            : []
        : [part];
    for (const key of keys) {
      if (Array.isArray(node)) {
        const i = Number(key);
        if (!Number.isInteger(i) || i >= node.length) continue;
        if (last) {
          edit(node, key);
          reached += 1;
        } else walk(node[i], index + 1);
      } else if (isObject(node) && key in node) {
        if (last) {
          edit(node, key);
          reached += 1;
        } else walk(node[key], index + 1);
      }
    }
  };
  walk(root, 0);
  return reached;
}

/** Every number as its decimal text ("1001", "4", "200"): ids, types, statuses, counts, limits. */
export function numbersAsStrings(body: Json): Json {
  return mapDeep(clone(body), (value) => (typeof value === 'number' ? String(value) : value));
}

/** Every boolean as 1 or 0 (MySQL's TINYINT). */
export function booleansAsNumbers(body: Json): Json {
  return mapDeep(clone(body), (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

/** Objects keyed by data (dates, ids: `schedule`, `slotsAttendance`) rather than by field names. */
const isKeyedByData = (value: { [key: string]: Json }) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^\d/.test(key));
};

/** An undocumented field on every object (objects keyed by dates or ids hold data, not fields). */
export function withUnknownFields(body: Json): Json {
  return mapDeep(clone(body), (value) =>
    isObject(value) && !isKeyedByData(value) ? { ...value, x_server_extra: { note: 'not in the contract' } } : value,
  );
}

/** Every list emptied. */
export function emptyLists(body: Json): Json {
  return mapDeep(clone(body), (value) => (Array.isArray(value) ? [] : value));
}

/** How many fields of `body` a path reaches. */
export function reach(body: Json, path: string): number {
  return editAt(clone(body), path, () => undefined);
}

/** The fields at `paths` set to null. */
export function setNull(body: Json, paths: readonly string[]): Json {
  const copy = clone(body);
  for (const path of paths) {
    editAt(copy, path, (parent, key) => {
      if (Array.isArray(parent)) parent[Number(key)] = null;
      else parent[key] = null;
    });
  }
  return copy;
}

/** The fields at `paths` removed (list elements are not removed, only object keys). */
export function remove(body: Json, paths: readonly string[]): Json {
  const copy = clone(body);
  for (const path of paths) {
    editAt(copy, path, (parent, key) => {
      if (!Array.isArray(parent)) delete parent[key];
    });
  }
  return copy;
}

/** The variants a page is rendered with: one per kind, the optional fields all at once. */
export function pageVariants(body: Json, optional: readonly string[]): Variant[] {
  const present = optional.filter((path) => reach(body, path) > 0);
  return [
    { kind: 'numbers as strings', label: 'every number', body: numbersAsStrings(body) },
    { kind: 'booleans as 0/1', label: 'every boolean', body: booleansAsNumbers(body) },
    { kind: 'unknown fields', label: 'every object', body: withUnknownFields(body) },
    { kind: 'empty lists', label: 'every list', body: emptyLists(body) },
    { kind: 'optional set to null', label: 'all at once', body: setNull(body, present) },
    { kind: 'optional removed', label: 'all at once', body: remove(body, present) },
  ];
}

/** One variant per optional field the demo answer has, null and removed: checked against the answer's schema. */
export function fieldVariants(body: Json, optional: readonly string[]): Variant[] {
  return optional
    .filter((path) => reach(body, path) > 0)
    .flatMap((path): Variant[] => [
      { kind: 'optional set to null', label: path, body: setNull(body, [path]) },
      { kind: 'optional removed', label: path, body: remove(body, [path]) },
    ]);
}
