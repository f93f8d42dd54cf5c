import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session/session';
import { server } from '@/mocks/node';
import { api, downloadUrl, readStatus } from '../client';
import { ApiError, flattenErrors } from '../errors';

const BASE = '*/api/v1/user';

describe('API client requests', () => {
  it('sends the JSON headers, the placeholder bearer token and conference_id=14', async () => {
    let seen: Request | undefined;
    server.use(
      mswHttp.get(`${BASE}/probe`, ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ status: 200 });
      }),
    );
    await api.get('probe');
    expect(seen).toBeDefined();
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/api/v1/user/probe');
    expect(url.searchParams.get('conference_id')).toBe('14');
    expect(seen!.headers.get('authorization')).toBe('Bearer 555');
    expect(seen!.headers.get('accept')).toBe('application/json');
  });

  it('sends JSON bodies with the JSON content type', async () => {
    let type: string | null = null;
    server.use(
      mswHttp.post(`${BASE}/probe`, ({ request }) => {
        type = request.headers.get('content-type');
        return HttpResponse.json({ status: 200 });
      }),
    );
    await api.post('probe', { a: 1 });
    expect(type).toMatch(/^application\/json/);
  });

  it('uses the stored client api_token', async () => {
    window.localStorage.setItem('client', JSON.stringify({ id: 1, client_id: 1, api_token: 'abc-token' }));
    let auth: string | null = null;
    server.use(
      mswHttp.get(`${BASE}/probe`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ status: 200 });
      }),
    );
    await api.get('probe');
    expect(auth).toBe('Bearer abc-token');
  });

  it('falls back to 555 when the stored client has no token', async () => {
    window.localStorage.setItem('client', JSON.stringify({ id: 1, client_id: 1 }));
    let auth: string | null = null;
    server.use(
      mswHttp.get(`${BASE}/probe`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ status: 200 });
      }),
    );
    await api.get('probe');
    expect(auth).toBe('Bearer 555');
  });

  it('puts conference_id=14 in the query of POSTs too, beside per-call parameters, never in the body', async () => {
    let url: URL | undefined;
    let body: unknown;
    server.use(
      mswHttp.post(`${BASE}/probe`, async ({ request }) => {
        url = new URL(request.url);
        body = await request.json();
        return HttpResponse.json({ status: 200 });
      }),
    );
    await api.post('probe', { a: 1 }, { params: { client_id: 1001 } });
    expect(url!.searchParams.get('conference_id')).toBe('14');
    expect(url!.searchParams.get('client_id')).toBe('1001');
    expect(body).toEqual({ a: 1 });
  });
});

describe('API client answers', () => {
  it('reads the status from the body before the HTTP status', async () => {
    server.use(
      mswHttp.get(`${BASE}/probe`, () =>
        HttpResponse.json({ status: 422, message: 'Nope', errors: { a: ['bad'] } }, { status: 200 }),
      ),
    );
    const error = await api.get('probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).firstMessage('x')).toBe('bad');
  });

  it('uses the HTTP status when the body has none', async () => {
    server.use(mswHttp.get(`${BASE}/probe`, () => HttpResponse.json({ message: 'Server Error' }, { status: 503 })));
    const error = (await api.get('probe').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.body.message).toBe('Server Error');
  });

  it('resolves with the body when the status is below 400', async () => {
    server.use(mswHttp.get(`${BASE}/probe`, () => HttpResponse.json({ status: 200, value: 3 })));
    await expect(api.get('probe')).resolves.toEqual({ status: 200, value: 3 });
  });

  it('treats a network failure like a 500', async () => {
    server.use(mswHttp.get(`${BASE}/probe`, () => HttpResponse.error()));
    const error = (await api.get('probe').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.kind).toBe('network');
  });

  it('treats an HTML answer like a 500', async () => {
    server.use(
      mswHttp.get(`${BASE}/probe`, () => HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 200 })),
    );
    const error = (await api.get('probe').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.kind).toBe('malformed');
  });

  it('rejects an answer that does not match the expected shape', async () => {
    const { z } = await import('zod/mini');
    server.use(mswHttp.get(`${BASE}/probe`, () => HttpResponse.json({ status: 200, items: 'not a list' })));
    const error = (await api
      .get('probe', { schema: z.object({ items: z.array(z.number()) }) })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.kind).toBe('malformed');
  });

  it('flattens 422 object errors one level and keeps field errors', async () => {
    server.use(
      mswHttp.post(`${BASE}/probe`, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'The given data was invalid.',
            errors: {
              login_details: { username: ['The username has already been taken.'] },
              client_details: { job_title: ['Field is required'] },
              available_slot: ['You need to select at least 4 slots per day so your attendance can be confirmed.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = (await api.post('probe').catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({
      username: ['The username has already been taken.'],
      job_title: ['Field is required'],
      available_slot: ['You need to select at least 4 slots per day so your attendance can be confirmed.'],
    });
    expect(error.firstMessage('fallback')).toBe('The username has already been taken.');
  });

  it('reads 422 list errors', async () => {
    server.use(
      mswHttp.post(`${BASE}/probe`, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'These credentials do not match our records.',
            errors: [{ name: 'name', message: 'These credentials do not match our records.' }],
          },
          { status: 422 },
        ),
      ),
    );
    const error = (await api.post('probe').catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ name: ['These credentials do not match our records.'] });
    expect(error.firstMessage('x')).toBe('These credentials do not match our records.');
  });

  it('exposes the logout flag of an expired registration session', async () => {
    server.use(
      mswHttp.post(`${BASE}/probe`, () =>
        HttpResponse.json(
          { status: 422, message: 'Expired', errors: [{ name: 'session', message: 'Expired' }], logout: true },
          { status: 422 },
        ),
      ),
    );
    const error = (await api.post('probe').catch((e: unknown) => e)) as ApiError;
    expect(error.logout).toBe(true);
  });

  it('uses the message, then the fallback, when there are no errors', () => {
    expect(new ApiError(403, { status: 403, message: 'This action is unauthorized.' }).firstMessage('fb')).toBe(
      'This action is unauthorized.',
    );
    expect(new ApiError(500, { status: 500 }, 'network').firstMessage('fb')).toBe('fb');
  });

  it('on 401 clears local storage and ends the session with a redirect back (the router navigates)', async () => {
    window.localStorage.setItem('client', JSON.stringify({ id: 1, client_id: 1, api_token: 'stale' }));
    window.localStorage.setItem('lists', '{}');
    server.use(
      mswHttp.get(`${BASE}/probe`, () =>
        HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const error = (await api.get('probe').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.kind).toBe('unauthorized');
    expect(window.localStorage.length).toBe(0);
    expect(sessionStore.getSnapshot()).toMatchObject({
      loggedIn: false,
      signOut: { redirectBack: true, replace: true },
    });
  });

  it('on 401 after a call that asks for it, ends the session for the plain login page', async () => {
    server.use(
      mswHttp.post(`${BASE}/probe`, () =>
        HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await api.post('probe', {}, { plainLoginOn401: true }).catch(() => undefined);
    expect(sessionStore.getSnapshot().signOut).toEqual({ redirectBack: false, replace: true });
  });

  it('a 401 answered with an HTML page still ends the session, as unauthorized', async () => {
    server.use(mswHttp.get(`${BASE}/probe`, () => HttpResponse.html('<html>Login</html>', { status: 401 })));
    const error = (await api.get('probe').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('unauthorized');
    expect(sessionStore.getSnapshot().signOut).toEqual({ redirectBack: true, replace: true });
  });
});

describe('helpers', () => {
  it('readStatus prefers a numeric body status', () => {
    expect(readStatus({ status: 422 }, 200)).toBe(422);
    expect(readStatus({ status: '401' }, 200)).toBe(401);
    expect(readStatus({}, 204)).toBe(204);
    expect(readStatus('text', 502)).toBe(502);
  });

  it('flattenErrors accepts both shapes and strings', () => {
    expect(
      flattenErrors([
        { name: 'a', message: 'm1' },
        { name: 'a', message: 'm2' },
      ]),
    ).toEqual({ a: ['m1', 'm2'] });
    expect(flattenErrors({ a: 'single' })).toEqual({ a: ['single'] });
    expect(flattenErrors(null)).toEqual({});
  });

  it('downloadUrl carries conference_id and the parameters', () => {
    expect(downloadUrl('files/auth/download-schedule', { client_id: 1001 })).toBe(
      '/api/v1/user/files/auth/download-schedule?conference_id=14&client_id=1001',
    );
  });
});
