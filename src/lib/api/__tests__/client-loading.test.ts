import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';

const BASE = '*/api/v1/user';

describe('the HTTP library, loaded with the first request', () => {
  afterEach(() => {
    vi.doUnmock('../http');
    vi.resetModules();
  });

  it('a failed download answers as a network failure, and the next request downloads it again', async () => {
    let downloads = 0;
    vi.resetModules();
    vi.doMock('../http', async (importOriginal) => {
      downloads += 1;
      if (downloads === 1) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    server.use(mswHttp.get(`${BASE}/probe`, () => HttpResponse.json({ status: 200, value: 1 })));
    const { api } = await import('../client');
    const { ApiError } = await import('../errors');

    const first = await api.get('probe').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiError);
    expect((first as InstanceType<typeof ApiError>).kind).toBe('network');

    await expect(api.get('probe')).resolves.toEqual({ status: 200, value: 1 });
    expect(downloads).toBe(2);
  });

  it('one download serves every request', async () => {
    vi.resetModules();
    const { api, loadHttp } = await import('../client');
    server.use(mswHttp.get(`${BASE}/probe`, () => HttpResponse.json({ status: 200 })));
    const first = loadHttp();
    await Promise.all([api.get('probe'), api.get('probe')]);
    expect(loadHttp()).toBe(first);
  });
});
