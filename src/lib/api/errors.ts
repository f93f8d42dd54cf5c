/**
 * The one error type every failed call becomes (contract §1.3). A network failure
 * or an answer that is not JSON is treated like a 500, so screens handle one shape.
 * Screens never read the status number: they ask the error's `kind`, decided here once.
 */
import type { MessageId } from '@/i18n/i18n';

export type FieldErrorMap = Record<string, string[]>;

export type ApiErrorBody = {
  status: number;
  message?: string;
  errors?: unknown;
  logout?: boolean;
  [key: string]: unknown;
};

/**
 * What went wrong, for screens to decide on:
 * - unauthorized: 401, the session has ended (the API client already sent the attendee to sign in);
 * - validation: 422 and the other refusals of what was sent (400, 409, …), carrying messages and field errors;
 * - forbidden: 403; not-found: 404; rate-limited: 429 (too many attempts, try later);
 * - server: 5xx; network: no answer at all; malformed: an answer the portal cannot read.
 */
export type ApiErrorKind =
  | 'unauthorized'
  | 'validation'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'malformed';

/** The kind of an answer that arrived with this status (the body's status first, else HTTP). */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'validation';
  return 'server';
}

/** Where no answer, or no readable answer, arrived. */
export type TransportFailure = 'network' | 'malformed';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly kind: ApiErrorKind;
  /** 422 field errors, flattened one level, keyed by field name. */
  readonly fieldErrors: FieldErrorMap;
  /** Every message of the 422 errors, in order. */
  readonly messages: string[];

  /** `failure` marks an error that is not the server's answer (no answer, or an unreadable one). */
  constructor(status: number, body: ApiErrorBody, failure?: TransportFailure) {
    super(typeof body.message === 'string' && body.message ? body.message : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.kind = failure ?? kindOfStatus(status);
    const { fieldErrors, messages } = readErrors(body.errors);
    this.fieldErrors = fieldErrors;
    this.messages = messages;
  }

  get logout(): boolean {
    return this.body.logout === true;
  }

  /** True when the server refused the call as such (422 and other refusals, 403, 404, 429), not failed to answer it. */
  get refused(): boolean {
    return (
      this.kind === 'validation' ||
      this.kind === 'forbidden' ||
      this.kind === 'not-found' ||
      this.kind === 'rate-limited'
    );
  }

  /** True when the server answered (any kind but network and malformed). */
  get answered(): boolean {
    return this.kind !== 'network' && this.kind !== 'malformed';
  }

  /** First error message: list → first item; object → first key's first string; else the body message; else the fallback. */
  firstMessage(fallback: string): string {
    if (this.messages.length > 0) return this.messages[0];
    if (this.answered && typeof this.body.message === 'string' && this.body.message) return this.body.message;
    return fallback;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when `error` is an ApiError of one of `kinds`. */
export function isApiErrorOf(error: unknown, ...kinds: ApiErrorKind[]): error is ApiError {
  return error instanceof ApiError && kinds.includes(error.kind);
}

/** A failure's body when no answer came (its message a catalogue id: shown in the attendee's language). */
export const SERVER_ERROR_BODY: ApiErrorBody = { status: 500, message: 'Server Error' satisfies MessageId };

/** Flattens `{ client_details: { job_title: [...] } }` one level into `{ job_title: [...] }`. */
export function flattenErrors(errors: unknown): FieldErrorMap {
  const out: FieldErrorMap = {};
  if (!errors || typeof errors !== 'object') return out;
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string') {
        const { name, message } = item as { name: string; message?: unknown };
        (out[name] ??= []).push(typeof message === 'string' ? message : String(message ?? ''));
      }
    }
    return out;
  }
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(value)) {
      out[key] = value.map(String);
    } else if (typeof value === 'string') {
      out[key] = [value];
    } else if (value && typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
        if (Array.isArray(innerValue)) out[inner] = innerValue.map(String);
        else if (typeof innerValue === 'string') out[inner] = [innerValue];
      }
    }
  }
  return out;
}

function readErrors(errors: unknown): { fieldErrors: FieldErrorMap; messages: string[] } {
  const fieldErrors = flattenErrors(errors);
  const messages: string[] = [];
  if (Array.isArray(errors)) {
    for (const item of errors) {
      const message = item && typeof item === 'object' ? (item as { message?: unknown }).message : item;
      if (typeof message === 'string' && message) messages.push(message);
    }
  } else {
    for (const list of Object.values(fieldErrors)) for (const m of list) if (m) messages.push(m);
  }
  return { fieldErrors, messages };
}
