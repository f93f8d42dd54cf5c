/**
 * The bearer token travels only in the Authorization header: never in a URL, an
 * error (message, body, stack, anything serialised) or a console line.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@/mocks/node';
import { demoTokens, renderApp, signInAs } from '@/testing/render';
import { api, downloadUrl } from '../client';
import { ApiError } from '../errors';

const TOKEN = 'tok-Secret-7f3a91c2';
const BASE = '*/api/v1/user';

const consoleMethods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
let consoleSpies: ReturnType<typeof vi.spyOn>[] = [];
const requestedUrls: string[] = [];

function consoleOutput(): string {
  return consoleSpies
    .flatMap((spy) => (spy.mock.calls as unknown[][]).map((call) => call.map((arg) => describe_(arg)).join(' ')))
    .join('\n');
}

/** Everything an error exposes to a screen, a log or a report. */
function describe_(value: unknown): string {
  if (value instanceof Error) {
    return [
      String(value),
      value.message,
      value.stack ?? '',
      JSON.stringify(value),
      JSON.stringify(Object.entries(value)),
      describe_((value as { cause?: unknown }).cause),
    ].join('\n');
  }
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  signInAs('investor', { api_token: TOKEN });
  consoleSpies = consoleMethods.map((method) => vi.spyOn(console, method));
  requestedUrls.length = 0;
  server.events.on('request:start', ({ request }) => requestedUrls.push(request.url));
});

afterEach(() => {
  server.events.removeAllListeners();
});

const failures: [string, () => Response][] = [
  ['500 with a body', () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })],
  [
    '422 list errors',
    () =>
      HttpResponse.json(
        { status: 422, message: 'Invalid', errors: [{ name: 'x', message: 'Bad x' }] },
        { status: 422 },
      ),
  ],
  [
    '422 object errors',
    () =>
      HttpResponse.json(
        { status: 422, errors: { client_details: { job_title: ['Field is required'] } } },
        { status: 422 },
      ),
  ],
  ['401', () => HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 })],
  [
    'an HTML page',
    () =>
      new HttpResponse('<html><body>Bad gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
  ],
  ['a network failure', () => HttpResponse.error()],
  ['an answer of the wrong shape', () => HttpResponse.json({ status: 200, unexpected: true })],
];

describe('the token never leaks from a failing call', () => {
  it.each(failures)('%s', async (_, answer) => {
    server.use(http.get(`${BASE}/probe`, answer), http.post(`${BASE}/probe`, answer));
    const schema = z.looseObject({ needed: z.string() });
    const errors: unknown[] = [];
    await api.get('probe', { schema, params: { client_id: 1001 } }).catch((error: unknown) => errors.push(error));
    await api.post('probe', { a: 1 }, { schema }).catch((error: unknown) => errors.push(error));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toHaveLength(2);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(describe_(apiError)).not.toContain(TOKEN);
      expect(JSON.stringify(apiError.body)).not.toContain(TOKEN);
      expect(apiError.firstMessage('fallback')).not.toContain(TOKEN);
    }
    expect(consoleOutput()).not.toContain(TOKEN);
    expect(requestedUrls.length).toBeGreaterThan(0);
    for (const url of requestedUrls) expect(url).not.toContain(TOKEN);
  });

  it('sends the token in the Authorization header only', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/probe`, ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ status: 200 });
      }),
    );
    await api.get('probe');
    expect(seen?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(seen?.url).not.toContain(TOKEN);
  });
});

describe('download URLs carry no token', () => {
  it('downloadUrl', () => {
    const url = downloadUrl('files/auth/download-schedule', { client_id: 1001 });
    expect(url).not.toContain(TOKEN);
    expect(url).not.toMatch(/token/i);
  });

  it.each([
    ['/user/companies', 'Confirmed Companies'],
    ['/user/schedule-preview', /Schedule/],
  ])('no link or source on %s contains the token', async (path, heading) => {
    // The mock server knows only the demo tokens.
    const token = demoTokens.investor;
    signInAs('investor');
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
    await screen.findAllByRole('link', {}, { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const attributes = [...document.querySelectorAll('[href], [src], [action], [data-href]')].flatMap((el) =>
      ['href', 'src', 'action', 'data-href'].map((name) => el.getAttribute(name) ?? ''),
    );
    expect(attributes.length).toBeGreaterThan(0);
    for (const value of attributes) expect(value).not.toContain(token);
    expect(window.location.href).not.toContain(token);
    for (const url of requestedUrls) expect(url).not.toContain(token);
    expect(consoleOutput()).not.toContain(token);
  });
});
