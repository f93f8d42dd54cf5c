import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '../client';
import { ApiError, isApiErrorOf, kindOfStatus, type ApiErrorKind } from '../errors';
import { failureMessage } from '../form-errors';

const BASE = '*/api/v1/user';

describe('the kind of a failed call', () => {
  it.each<[number, ApiErrorKind]>([
    [401, 'unauthorized'],
    [422, 'validation'],
    [400, 'validation'],
    [409, 'validation'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [429, 'rate-limited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
  ])('status %i is %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind);
    expect(new ApiError(status, { status }).kind).toBe(kind);
  });

  it('is decided from the body status before the HTTP status', async () => {
    server.use(
      mswHttp.get(`${BASE}/probe-body`, () =>
        HttpResponse.json({ status: 422, errors: [{ name: 'a', message: 'Bad a' }] }, { status: 200 }),
      ),
      mswHttp.get(`${BASE}/probe-string`, () => HttpResponse.json({ status: '403', message: 'No' }, { status: 200 })),
      mswHttp.get(`${BASE}/probe-http`, () => HttpResponse.json({ message: 'Missing' }, { status: 404 })),
    );
    const body = (await api.get('probe-body').catch((e: unknown) => e)) as ApiError;
    const text = (await api.get('probe-string').catch((e: unknown) => e)) as ApiError;
    const http = (await api.get('probe-http').catch((e: unknown) => e)) as ApiError;
    expect([body.kind, text.kind, http.kind]).toEqual(['validation', 'forbidden', 'not-found']);
  });

  it('is network when no answer arrived and malformed when the answer cannot be read', async () => {
    server.use(
      mswHttp.get(`${BASE}/probe-down`, () => HttpResponse.error()),
      mswHttp.get(`${BASE}/probe-html`, () => HttpResponse.html('<p>Bad gateway</p>', { status: 502 })),
    );
    const down = (await api.get('probe-down').catch((e: unknown) => e)) as ApiError;
    const html = (await api.get('probe-html').catch((e: unknown) => e)) as ApiError;
    expect(down.kind).toBe('network');
    expect(html.kind).toBe('malformed');
    // Both keep the status screens relied on before (treated like a 500).
    expect([down.status, html.status]).toEqual([500, 500]);
  });

  it('keeps the information of the answer', () => {
    const error = new ApiError(422, {
      status: 422,
      message: 'Invalid',
      errors: { client_details: { job_title: ['Field is required'] } },
      logout: true,
    });
    expect(error.fieldErrors).toEqual({ job_title: ['Field is required'] });
    expect(error.messages).toEqual(['Field is required']);
    expect(error.firstMessage('x')).toBe('Field is required');
    expect(error.logout).toBe(true);
    expect(error.refused).toBe(true);
    expect(isApiErrorOf(error, 'validation')).toBe(true);
    expect(isApiErrorOf(error, 'server', 'network')).toBe(false);
    expect(isApiErrorOf(new Error('x'), 'validation')).toBe(false);
  });
});

describe('failureMessage', () => {
  const validation = new ApiError(422, { status: 422, errors: [{ name: 'a', message: 'Bad a' }] });
  const server500 = new ApiError(500, { status: 500, message: 'Server Error' });
  const forbidden = new ApiError(403, { status: 403, message: 'This action is unauthorized.' });
  const network = new ApiError(500, { status: 500, message: 'Server Error' }, 'network');

  it('shows nothing for a 401: the attendee is on the way to sign in', () => {
    expect(failureMessage(new ApiError(401, { status: 401 }), 'fb')).toBeNull();
  });

  it('shows the server text the form asks for, else the fallback', () => {
    expect(failureMessage(validation, 'fb', 'validation')).toBe('Bad a');
    expect(failureMessage(forbidden, 'fb', 'validation')).toBe('fb');
    expect(failureMessage(forbidden, 'fb', 'refused')).toBe('This action is unauthorized.');
    expect(failureMessage(server500, 'fb', 'refused')).toBe('fb');
    expect(failureMessage(server500, 'fb', 'answered')).toBe('Server Error');
    expect(failureMessage(network, 'fb', 'answered')).toBe('fb');
    expect(failureMessage(new TypeError('boom'), 'fb')).toBe('fb');
  });

  it('falls back to the shared "Something Went Wrong"', () => {
    expect(failureMessage(network)).toBe('Something Went Wrong');
  });
});
