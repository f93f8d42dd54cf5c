// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { call, INVESTOR_TOKEN, startMockBackend } from './api';

startMockBackend();

const exchange = (extra: Record<string, string>) =>
  call<{ status: number; message: string }>('auth/outlook-authorization-code', {
    method: 'POST',
    token: INVESTOR_TOKEN,
    body: {
      client_id: '3f6c9a52-7d1e-4b8a-9c2f-1e5d7a0b4c11',
      scope: 'offline_access Calendars.ReadWrite Mail.Send',
      code: 'M.C507_BAY.2.U.demo-auth-code',
      redirect_uri: 'http://localhost/redirect',
      grant_type: 'authorization_code',
      ...extra,
    },
  });

describe('auth/outlook-authorization-code (mock)', () => {
  it('accepts the code with a PKCE verifier and no client secret', async () => {
    const { status, body } = await exchange({ code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' });
    expect(status).toBe(200);
    expect(body.message).toBe('Your meetings will be synced with your Outlook calendar.');
  });

  it('still accepts a client secret from a deployment that sets one', async () => {
    expect((await exchange({ client_secret: 'organiser-secret' })).status).toBe(200);
  });

  it('refuses a code with neither a valid verifier nor a secret', async () => {
    expect((await exchange({})).status).toBe(422);
    expect((await exchange({ code_verifier: 'too-short' })).status).toBe(422);
  });
});
