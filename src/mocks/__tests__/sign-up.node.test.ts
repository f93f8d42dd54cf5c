// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ErrorBody, MeAnswer, RegistrationData, SignupAnswer, SlotsAttendanceAnswer } from '@/lib/api/contract';
import { setMockNow } from '../clock';
import { call, REFERENCE, startMockBackend } from './api';
import { presenterSignup } from './signup-body';

startMockBackend(REFERENCE);

describe('auth/signup', () => {
  it('returns nested object-form errors', async () => {
    const body = presenterSignup();
    body.login_details = { username: 'investor1', password: 'secret12', password_confirmation: 'secret12' };
    body.client_details.job_title = '';
    body.client_details.assistant_email = 'not-an-email';
    body.available_slot = [305, 306, 307];
    body.need_screen = null;
    const res = await call<ErrorBody>('auth/signup', { method: 'POST', token: '555', body });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid.');
    expect(res.body.errors).toEqual({
      login_details: { username: ['The username has already been taken.'] },
      client_details: { job_title: ['Field is required'], assistant_email: ['Invalid email address'] },
      available_slot: ['You need to select at least 4 slots per day so your attendance can be confirmed.'],
      need_screen: ['This question is mandatory'],
    });
  });

  it('applies the presenter slot rules', async () => {
    const cases: [number[], string][] = [
      [[], 'Available Slots Required'],
      [[305, 306, 307, 401], 'You need to select at least 4 slots per day so your attendance can be confirmed.'],
      [
        [303, 304, 305, 306],
        'You need to select at least all morning or afternoon slots per day so your attendance can be confirmed.',
      ],
      [
        [101, 102, 103, 104],
        'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.',
      ],
    ];
    for (const [slots, message] of cases) {
      const body = { ...presenterSignup(), available_slot: slots, colleagues: [] };
      const res = await call<ErrorBody>('auth/signup', { method: 'POST', token: '555', body });
      expect((res.body.errors as Record<string, unknown>).available_slot).toEqual([message]);
    }
  });

  // §5.6 "Own company already counted": with 555 the attendance answer counts 503 in 101-104 (count 3,
  // disabled), yet a third Gulf Horizon Telecom presenter may join the slots her company holds.
  it('lets a presenter join the slots her own company holds, and no other full slot', async () => {
    const anonymous = await call<SlotsAttendanceAnswer>('auth/slots-attendance-percentage/14', { token: '555' });
    expect(anonymous.body.slotsAttendance['101']).toEqual({ count: 3, companies: [501, 503, 507], disabled: true });
    const sara = (available_slot: number[]) => ({
      ...presenterSignup(),
      login_details: { username: 'sara.mansour', password: 'secret12', password_confirmation: 'secret12' },
      client_details: {
        ...presenterSignup().client_details,
        address: 'Sheikh Zayed Road, Dubai',
        country_id: 784,
        nationality_id: 784,
      },
      arrival_date: '2025-09-07',
      departure_date: '2025-09-12',
      timezone: 'Asia/Dubai',
      available_slot,
      invitation_code: 'INV-GHT-1104',
      colleagues: [],
    });
    const full = await call<ErrorBody>('auth/signup', {
      method: 'POST',
      token: '555',
      body: sara([301, 302, 303, 304]),
    });
    expect((full.body.errors as Record<string, unknown>).available_slot).toEqual([
      'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.',
    ]);
    const res = await call<SignupAnswer>('auth/signup', {
      method: 'POST',
      token: '555',
      body: sara([101, 102, 103, 104]),
    });
    expect(res.body).toMatchObject({ status: 200, api_token: 'demo-token-client-1104' });
    const after = await call<SlotsAttendanceAnswer>('auth/slots-attendance-percentage/14', { token: '555' });
    expect(after.body.slotsAttendance['101']).toEqual({ count: 3, companies: [501, 503, 507], disabled: true });
  });

  it('checks arrival and departure against the chosen days', async () => {
    const body = { ...presenterSignup(), arrival_date: '2025-09-11', departure_date: '2025-09-10', colleagues: [] };
    const res = await call<ErrorBody>('auth/signup', { method: 'POST', token: '555', body });
    expect(res.body.errors).toEqual({
      arrival_date: ["Arrival date shouldn't be after the first attending day."],
      departure_date: ["Departure date shouldn't be before the last attending day."],
    });
  });

  it('registers the presenter and the colleague, then `me` works with the new token', async () => {
    await call('auth/get-required-data-registration', { query: { invitation_code: 'INV-PRESENTER-01' } });
    const res = await call<SignupAnswer>('auth/signup', { method: 'POST', token: '555', body: presenterSignup() });
    expect(res.body).toEqual({
      status: 200,
      message: 'Your registration has been completed successfully.',
      api_token: 'demo-token-client-1102',
    });
    const me = await call<MeAnswer>('me', { token: 'demo-token-client-1102' });
    expect(me.body.user.user).toEqual({ id: 303, username: 'faisal.q' });
    expect(me.body.user.conferences_clients[0]).toMatchObject({
      status: 2,
      available_slot: [305, 306, 307, 308, 401, 402, 403, 404],
      arrival_date: '2025-09-09',
      presenter_property: { need_screen: true, media_interview: false },
    });
    const attendance = await call<SlotsAttendanceAnswer>('auth/slots-attendance-percentage/14');
    expect(attendance.body.slotsAttendance['305'].companies).toEqual([502, 506, 512]);
    const mates = await call<RegistrationData>('auth/get-required-data-update-profile', {
      token: 'demo-token-client-1102',
    });
    expect(mates.body.presenter_mates[0]).toMatchObject({ id: 1106, status: 2 });
  });

  it('ends an expired registration session with logout', async () => {
    await call('auth/get-required-data-registration', { query: { invitation_code: 'INV-PRESENTER-01' } });
    setMockNow(new Date(REFERENCE.getTime() + 1801 * 1000));
    const res = await call<ErrorBody>('auth/signup', { method: 'POST', token: '555', body: presenterSignup() });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      message: 'Your registration session has expired.',
      errors: [{ name: 'session', message: 'Your registration session has expired.' }],
      logout: true,
    });
  });

  it('requires login details and a biography from a new investor', async () => {
    const body = {
      client_details: { ...presenterSignup().client_details, biography: null },
      arrival_date: null,
      arrival_time: null,
      departure_date: null,
      departure_time: null,
      timezone: 'Europe/Berlin',
      available_slot: [],
      remarks: null,
      need_screen: null,
      media_interview: null,
      prefer_interview: null,
      invitation_code: 'INV-INVESTOR-01',
    };
    const res = await call<ErrorBody>('auth/signup', { method: 'POST', token: '555', body });
    expect(res.body.errors).toEqual({
      login_details: {
        username: ['Field is required'],
        password: ['Password must have at least 6 letters.'],
      },
      client_details: { biography: ['Field is required'] },
      available_slot: ['Available slot field is required'],
    });
    const fixed = {
      ...body,
      login_details: { username: 'hannah.s', password: 'secret12', password_confirmation: 'secret12' },
      client_details: { ...body.client_details, biography: 'Covers MENA equities.' },
      available_slot: [101, 102],
    };
    const okRes = await call<SignupAnswer>('auth/signup', { method: 'POST', token: '555', body: fixed });
    expect(okRes.body.api_token).toBe('demo-token-client-1002');
  });
});
