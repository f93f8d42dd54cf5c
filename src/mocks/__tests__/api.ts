/** fetch helpers for the mock-backend tests (absolute URLs against the msw node server). */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setMockNow } from '../clock';
import { resetDb } from '../db';
import { server } from '../node';

export const ORIGIN = 'http://localhost';
export const INVESTOR_TOKEN = 'demo-token-investor1';
export const PRESENTER_TOKEN = 'demo-token-presenter1';

/** The usual reference instant of the mock-backend tests: before the cut-off date, during registration. */
export const REFERENCE = new Date('2025-08-20T09:00:00Z');

/**
 * Starts the msw node server for the test file and gives every test a freshly
 * seeded database; with `now`, the mock clock reads that instant in every test.
 */
export function startMockBackend(now?: Date): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDb();
    if (now) setMockNow(now);
  });
  afterAll(() => {
    if (now) setMockNow(null);
    server.close();
  });
}

type CallOptions = {
  method?: 'GET' | 'POST';
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number>;
  conferenceId?: string | null;
};

export function apiUrl(
  path: string,
  query: Record<string, string | number> = {},
  conferenceId: string | null = '14',
): string {
  const url = new URL(`${ORIGIN}/api/v1/user/${path}`);
  if (conferenceId !== null) url.searchParams.set('conference_id', conferenceId);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

export async function call<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T; response: Response }> {
  const { method = 'GET', token = null, body, query, conferenceId = '14' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(apiUrl(path, query, conferenceId), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.clone().text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed as T, response };
}
