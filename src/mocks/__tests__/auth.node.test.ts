// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ErrorBody, MeAnswer, SigninAnswer } from '@/lib/api/contract';
import { setMockNow } from '../clock';
import { db } from '../db';
import { call, INVESTOR_TOKEN, PRESENTER_TOKEN, REFERENCE, startMockBackend } from './api';

startMockBackend(REFERENCE);

describe('conference check', () => {
  it('answers 404 without conference_id or with another conference', async () => {
    for (const conferenceId of [null, '13']) {
      const res = await call<ErrorBody>('auth/get-conference-text', { conferenceId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Conference not found.' });
    }
    const okRes = await call('auth/get-conference-text');
    expect(okRes.status).toBe(200);
  });
});

describe('authentication classes', () => {
  it('T endpoints refuse a missing, placeholder or unknown token', async () => {
    for (const token of [null, '555', 'nope']) {
      const res = await call<ErrorBody>('auth/get-colleagues', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: 'Unauthenticated.' });
    }
    expect((await call('auth/get-colleagues', { token: PRESENTER_TOKEN })).status).toBe(200);
  });

  it('R endpoints accept 555 but refuse an unknown token', async () => {
    expect((await call('auth/cut-off-date', { method: 'POST', token: '555' })).status).toBe(200);
    expect((await call('auth/cut-off-date', { method: 'POST', token: INVESTOR_TOKEN })).status).toBe(200);
    expect((await call('auth/cut-off-date', { method: 'POST', token: 'stale' })).status).toBe(401);
  });

  it('P endpoints ignore any token', async () => {
    for (const token of [null, '555', 'stale']) {
      expect((await call('general/registerd-companies', { token })).status).toBe(200);
    }
  });
});

describe('auth/signin', () => {
  it('returns the client with its token', async () => {
    const res = await call<SigninAnswer>('auth/signin', {
      method: 'POST',
      token: '555',
      body: { name: 'investor1', password: 'password1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.client_id).toBe(1001);
    expect(res.body.user.api_token).toBe(INVESTOR_TOKEN);
    expect(res.body.user.full_titled_name).toBe('Mr. James Whitmore');
    expect(res.body.user.company.clients.map((c) => c.id)).toEqual([1001, 1003]);
    expect(res.body.user.conferences_clients[0].status_human).toBe('Registered');
  });

  it('answers 422 in list form for wrong credentials', async () => {
    const res = await call<ErrorBody>('auth/signin', { method: 'POST', body: { name: 'investor1', password: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      message: 'These credentials do not match our records.',
      errors: [{ name: 'name', message: 'These credentials do not match our records.' }],
    });
  });

  it('answers 429 after 5 failures within 60 s, and lets the name in again later', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call('auth/signin', { method: 'POST', body: { name: 'investor1', password: 'bad' } })).status).toBe(
        422,
      );
    }
    const blocked = await call<ErrorBody>('auth/signin', {
      method: 'POST',
      body: { name: 'investor1', password: 'password1' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ status: 429, message: 'Too Many Attempts.' });
    expect(blocked.response.headers.get('Retry-After')).toBe('60');
    // another name is not affected
    expect(
      (await call('auth/signin', { method: 'POST', body: { name: 'presenter1', password: 'password1' } })).status,
    ).toBe(200);
    setMockNow(new Date('2025-08-20T09:01:01Z'));
    expect(
      (await call('auth/signin', { method: 'POST', body: { name: 'investor1', password: 'password1' } })).status,
    ).toBe(200);
  });
});

describe('logout, me and passwords', () => {
  it('logout revokes the token until the next sign-in', async () => {
    const me = await call<MeAnswer>('me', { token: INVESTOR_TOKEN });
    expect(me.body.user.api_token).toBe(INVESTOR_TOKEN);
    const out = await call('auth/logout', { method: 'POST', token: INVESTOR_TOKEN });
    expect(out.body).toEqual({ status: 200, message: 'Successfully logged out.' });
    expect((await call('me', { token: INVESTOR_TOKEN })).status).toBe(401);
    await call('auth/signin', { method: 'POST', body: { name: 'investor1', password: 'password1' } });
    expect((await call('me', { token: INVESTOR_TOKEN })).status).toBe(200);
  });

  it('password e-mail and reset', async () => {
    const unknown = await call<ErrorBody>('auth/password/email', { method: 'POST', body: { name: 'nobody' } });
    expect(unknown.body.errors).toEqual([{ name: 'name', message: "We can't find a user with that username." }]);
    const sent = await call('auth/password/email', { method: 'POST', body: { name: 'investor1' } });
    expect(sent.body).toEqual({ status: 200, message: 'We have e-mailed your password reset link.' });
    expect(db.outbox.at(-1)?.body).toContain('/auth/password/reset?token=reset-token-ok');

    const bad = await call<ErrorBody>('auth/password/reset', {
      method: 'POST',
      body: { username: 'investor1', password: 'abc', token: 'wrong', password_confirmation: 'abd' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      token: ['This password reset token is invalid.'],
      password: ['Password must have at least 6 letters.'],
      password_confirmation: ['Passwords must be identical.'],
    });
    const good = await call('auth/password/reset', {
      method: 'POST',
      body: { username: 'investor1', password: 'newpass1', token: 'reset-token-ok', password_confirmation: 'newpass1' },
    });
    expect(good.body).toEqual({ status: 200, message: 'Your password has been reset.' });
    expect(
      (await call('auth/signin', { method: 'POST', body: { name: 'investor1', password: 'newpass1' } })).status,
    ).toBe(200);
  });
});
