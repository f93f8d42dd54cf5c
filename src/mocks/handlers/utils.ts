/**
 * Shared plumbing of the mock handlers: the base path, the conference check,
 * the three authentication classes (public, token-or-placeholder, token), the
 * error bodies (§1.2, §1.3) and small readers for untrusted JSON bodies.
 */
import { http, HttpResponse } from 'msw';
import type { ErrorBody, ErrorItem, FieldErrors, Id } from '@/lib/api/contract';
import { db, persistDb } from '../db';
import type { ClientRecord, ConfClientRecord, UserRecord } from '../records';
import { findClient, findConfClientByClient } from '../views';

export const BASE = '*/api/v1/user';

/** Bearer token the portal sends when the visitor has no token of their own yet (§1.1). */
export const PLACEHOLDER_TOKEN = '555';

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

/** A failure thrown from a helper and turned into its response by `route`. */
export class HttpFailure extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

export function ok<T extends object>(body: T, init?: ResponseInit): Response {
  return HttpResponse.json({ ...body }, { status: 200, ...init });
}

export function errorResponse(status: number, message: string, extra?: Partial<ErrorBody>): Response {
  const body: ErrorBody = { status, message, ...extra };
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '60' } : {};
  return HttpResponse.json(body, { status, headers });
}

export const unauthenticated = (): Response => errorResponse(401, 'Unauthenticated.');
export const forbidden = (): Response => errorResponse(403, 'This action is unauthorized.');
export const notFound = (message = 'Not found.'): Response => errorResponse(404, message);

function firstMessage(errors: FieldErrors | ErrorItem[]): string | undefined {
  if (Array.isArray(errors)) return errors[0]?.message;
  for (const value of Object.values(errors)) {
    if (Array.isArray(value)) {
      if (value.length > 0) return value[0];
    } else {
      for (const nested of Object.values(value)) if (nested.length > 0) return nested[0];
    }
  }
  return undefined;
}

/**
 * A 422 body in either of its two forms: an object of message arrays (optionally
 * nested one level like the request) or a list of `{ name, message }` (§1.3).
 * The message defaults to the first error message.
 */
export function validationError(
  errors: FieldErrors | ErrorItem[],
  message?: string,
  options?: { logout?: true },
): Response {
  const body: ErrorBody = {
    status: 422,
    message: message ?? firstMessage(errors) ?? 'The given data was invalid.',
    errors,
  };
  if (options?.logout) body.logout = true;
  return HttpResponse.json(body, { status: 422 });
}

/** A 422 in list form with one entry. */
export function listError(name: string, message: string, options?: { logout?: true }): Response {
  return validationError([{ name, message }], message, options);
}

/** A 422 in object form with one field. */
export function fieldError(field: string, message: string): Response {
  return validationError({ [field]: [message] }, message);
}

// ---------------------------------------------------------------------------
// Conference and authentication
// ---------------------------------------------------------------------------

/** Requires `conference_id=14` in the query; otherwise throws the 404 'Conference not found.' (§1.1). */
export function withConference(request: Request): URL {
  const url = new URL(request.url);
  if (url.searchParams.get('conference_id') !== String(db.conference.id)) {
    throw new HttpFailure(errorResponse(404, 'Conference not found.'));
  }
  return url;
}

export type AuthClass = 'P' | 'R' | 'T';

export type TokenCaller = {
  kind: 'token';
  token: string;
  user: UserRecord;
  client: ClientRecord;
  confClient: ConfClientRecord;
};
/** `555` (or no header) on an R endpoint: the invitee is identified by the request itself. */
export type PlaceholderCaller = { kind: 'placeholder' };
/** Any caller of a public endpoint; a valid token is still recognised. */
export type Caller = TokenCaller | PlaceholderCaller;

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}

/** The caller of a valid, active token, or null. */
export function callerOfToken(token: string | null): TokenCaller | null {
  if (!token || token === PLACEHOLDER_TOKEN) return null;
  const user = db.users.find((u) => u.api_token === token && u.token_active);
  if (!user) return null;
  const client = findClient(user.client_id);
  const confClient = findConfClientByClient(user.client_id);
  if (!client || !confClient) return null;
  return { kind: 'token', token, user, client, confClient };
}

/**
 * Applies an authentication class: P (public) never fails; R accepts a valid token
 * or `555` (a missing header counts as `555`); T needs a valid token. Failures
 * throw a 401 'Unauthenticated.' (§1.2, §1.3).
 */
export function requireAuth(request: Request, authClass: 'T'): TokenCaller;
export function requireAuth(request: Request, authClass: AuthClass): Caller;
export function requireAuth(request: Request, authClass: AuthClass): Caller {
  const token = bearerToken(request);
  const caller = callerOfToken(token);
  if (caller) return caller;
  if (authClass === 'P') return { kind: 'placeholder' };
  if (authClass === 'R' && (token === null || token === PLACEHOLDER_TOKEN)) return { kind: 'placeholder' };
  throw new HttpFailure(unauthenticated());
}

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

export type RouteContext<A extends AuthClass> = {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  caller: A extends 'T' ? TokenCaller : Caller;
};

type Resolver<A extends AuthClass> = (ctx: RouteContext<A>) => Response | Promise<Response>;

/**
 * One endpoint under the base path: checks the conference, applies the
 * authentication class, runs the resolver and persists the database after
 * every write (every POST; GET resolvers that write call `persistDb` themselves).
 */
export function route<A extends AuthClass>(method: 'get' | 'post', path: string, authClass: A, resolver: Resolver<A>) {
  return http[method](`${BASE}/${path}`, async ({ request, params }) => {
    try {
      const url = withConference(request);
      const caller = requireAuth(request, authClass) as RouteContext<A>['caller'];
      const response = await resolver({ request, url, params, caller });
      if (method !== 'get') persistDb();
      return response;
    } catch (error) {
      if (error instanceof HttpFailure) return error.response;
      console.error('[mock api]', error);
      return errorResponse(500, 'Server Error');
    }
  });
}

/** Throws a 403 unless the caller is an investor. */
export function requireInvestor(caller: TokenCaller): void {
  if (caller.client.client_type_id !== 1) throw new HttpFailure(forbidden());
}

// ---------------------------------------------------------------------------
// Untrusted bodies
// ---------------------------------------------------------------------------

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON body as an object; no body, `{}` or a non-object all read as `{}`. */
export async function readBody(request: Request): Promise<JsonObject> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : {};
  } catch {
    throw new HttpFailure(errorResponse(400, 'Malformed JSON body.'));
  }
}

/** A trimmed string, or null for anything else (absent, empty, not a string). */
export function str(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An integer id (numeric strings accepted), or null. */
export function int(value: unknown): Id | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

export function bool(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

/** A list of integer ids; anything else is an empty list. Duplicates removed, sorted. */
export function idList(value: unknown): Id[] {
  if (!Array.isArray(value)) return [];
  const ids = value.map(int).filter((id): id is Id => id !== null);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isTimeStr(value: string | null): value is string {
  return value !== null && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
}

/** Normalises "HH:mm" to "HH:mm:ss". */
export function toTimeStr(value: string): string {
  return value.length === 5 ? `${value}:00` : value;
}

/** Collects field errors in request order, nested one level where the request nests. */
export class ErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string, group?: string): void {
    if (group) {
      const existing = this.errors[group];
      const nested: Record<string, string[]> = existing && !Array.isArray(existing) ? existing : {};
      (nested[field] ??= []).push(message);
      this.errors[group] = nested;
    } else {
      const existing = this.errors[field];
      const list: string[] = Array.isArray(existing) ? existing : [];
      list.push(message);
      this.errors[field] = list;
    }
  }

  /** Adds only when the field has no message yet (one message per field). */
  addOnce(field: string, message: string, group?: string): void {
    const holder = group ? this.errors[group] : this.errors;
    if (holder && !Array.isArray(holder) && (holder as Record<string, unknown>)[field] !== undefined) return;
    this.add(field, message, group);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}
