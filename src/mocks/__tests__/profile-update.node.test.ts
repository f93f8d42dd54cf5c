// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ErrorBody, SignupAnswer, UpdatePresenterStatusAnswer } from '@/lib/api/contract';
import { call, PRESENTER_TOKEN, REFERENCE, startMockBackend } from './api';
import { presenterSignup } from './signup-body';

startMockBackend(REFERENCE);

describe('update-profile and presenter mates', () => {
  it('checks the current password', async () => {
    const { invitation_code: _code, login_details: _login, ...rest } = presenterSignup();
    const body = {
      ...rest,
      available_slot: [101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 204, 205, 206, 207, 208],
      arrival_date: '2025-09-07',
      departure_date: '2025-09-10',
      timezone: 'Asia/Dubai',
      colleagues: [],
      login_details: {
        username: 'presenter1',
        current_password: 'wrongpass',
        password: 'secret12',
        password_confirmation: 'secret12',
      },
    };
    const bad = await call<ErrorBody>('auth/update-profile', { method: 'POST', token: PRESENTER_TOKEN, body });
    expect(bad.body.errors).toEqual({ login_details: { current_password: ['The current password is incorrect.'] } });
    body.login_details.current_password = 'password1';
    const good = await call<SignupAnswer>('auth/update-profile', { method: 'POST', token: PRESENTER_TOKEN, body });
    expect(good.body).toEqual({
      status: 200,
      message: 'Your registration has been updated successfully.',
      api_token: PRESENTER_TOKEN,
    });
  });

  it('registers, updates and cancels colleagues', async () => {
    const reg = await call<{ client: { status: number; user: unknown } }>('auth/register-presenter-mate', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: {
        client_id: 1104,
        username: 'sara.mansour',
        password: 'secret12',
        password_confirmation: 'secret12',
        job_title: 'Investor Relations Manager',
        address: 'Sheikh Zayed Road, Dubai',
        country: 784,
        telephone: '+971 4 000 1104',
        mobile: '+971 50 000 1104',
        additional_email: null,
        assistant_name: null,
        assistant_phone: null,
        assistant_email: null,
        biography: null,
        client_type_id: 4,
        available_slot: [101, 102, 103, 104, 105, 106, 107, 108],
        timezone: 'Asia/Dubai',
      },
    });
    expect(reg.status).toBe(200);
    expect(reg.body.client).toMatchObject({ status: 2, user: { username: 'sara.mansour' } });

    const upd = await call<ErrorBody>('auth/update-presenter-mate', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: { conf_client_id: 2104, updated_by: 1101, client_details: { job_title: '', email: 'x' } },
    });
    expect(upd.status).toBe(422);
    expect((upd.body.errors as Record<string, Record<string, string[]>>).client_details.email).toEqual([
      'Invalid email address',
    ]);

    const cancel = await call<UpdatePresenterStatusAnswer>('auth/update-presenter-status', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: { conf_client_id: 2103 },
    });
    expect(cancel.body.confClient).toEqual({ id: 2103, status: 3, status_human: 'Cancelled' });
  });
});
