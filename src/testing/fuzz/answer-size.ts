/**
 * How long a fuzz answer is, in characters of JSON, worked out without writing it: what "very long"
 * means, the longest answer a case may make, and the length a lengthened value will have.
 */
import type { Json } from '../drift/variants';

/** 100 kB of text and 5,000-element lists: what "very long" means. */
export const LONG_TEXT_LENGTH = 100_000;
export const LONG_LIST_LENGTH = 5_000;

/**
 * The largest answer a case may make, in characters of JSON: 200 times the longest text. Long mutations
 * compound (a 100 kB text made the template of 5,000 added keys is half a gigabyte of JSON): no server sends
 * one call such an answer, and writing its text takes the test process to the engine's string limit.
 */
export const MAX_ANSWER_LENGTH = 200 * LONG_TEXT_LENGTH;

/** The length of `value` written as JSON (escapes not counted), counted only until it passes `limit`. */
export function jsonLength(value: Json, limit: number): number {
  let total = 0;
  const count = (node: Json): void => {
    if (total > limit) return;
    if (typeof node === 'string') total += node.length + 2;
    else if (typeof node === 'number' || typeof node === 'boolean' || node === null) total += String(node).length;
    else if (Array.isArray(node)) {
      total += 1 + node.length;
      for (const item of node) count(item);
    } else {
      const entries = Object.entries(node);
      total += 1 + entries.length;
      for (const [key, item] of entries) {
        total += key.length + 3;
        count(item);
      }
    }
  };
  count(value);
  return total;
}

/** Thrown by applyMutations once the answer being built is longer than its limit. */
export class TooLong extends Error {}

/**
 * At least how long (in characters of JSON, as jsonLength counts) `value` is once lengthened: known before the
 * 5,000 elements or keys are made, so that a case is stopped before it builds millions of objects.
 */
export function lengthenedLength(value: Json, limit: number): number {
  if (Array.isArray(value)) {
    if (value.length === 0) return 2 * LONG_LIST_LENGTH;
    const lengths = value.map((item) => jsonLength(item, limit));
    let total = 0;
    for (let i = 0; i < LONG_LIST_LENGTH && total <= limit; i++) total += lengths[i % lengths.length];
    return total;
  }
  if (typeof value === 'object' && value !== null) {
    const values = Object.values(value);
    const template = values.length > 0 ? values[values.length - 1] : 'value';
    return jsonLength(value, limit) + LONG_LIST_LENGTH * jsonLength(template, limit);
  }
  return LONG_TEXT_LENGTH;
}
