// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  GroupedSlotsAnswer,
  MeAnswer,
  RegistrationData,
  SignupAnswer,
  SignupBody,
  SlotsAttendanceAnswer,
  UpdatePresenterStatusAnswer,
} from '@/lib/api/contract';
import { setMockNow } from '../clock';
import { resetDb } from '../db';
import { server } from '../node';
import { call, PRESENTER_TOKEN } from './api';

const REFERENCE = new Date('2025-08-20T09:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  setMockNow(REFERENCE);
});
afterAll(() => {
  setMockNow(null);
  server.close();
});

const presenterSignup = (): SignupBody => ({
  login_details: { username: 'faisal.q', password: 'secret12', password_confirmation: 'secret12' },
  client_details: {
    job_title: 'Chief Executive Officer',
    address: 'King Fahd Road, Riyadh 12214',
    country_id: 682,
    nationality_id: 682,
    additional_email: null,
    telephone: '+966 11 000 1102',
    mobile: '+966 50 000 1102',
    assistant_name: null,
    assistant_phone: null,
    assistant_email: null,
    biography: 'Faisal has led Red Sea Properties since 2019.',
  },
  arrival_date: '2025-09-09',
  arrival_time: '20:15:00',
  departure_date: '2025-09-12',
  departure_time: '11:00:00',
  timezone: 'Asia/Riyadh',
  available_slot: [305, 306, 307, 308, 401, 402, 403, 404],
  remarks: null,
  need_screen: true,
  media_interview: false,
  prefer_interview: false,
  invitation_code: 'INV-PRESENTER-01',
  colleagues: [
    {
      client_id: 1106,
      conf_client_id: 2106,
      job_title: 'Investor Relations Director',
      address: 'King Fahd Road, Riyadh 12214',
      country_id: 682,
      nationality_id: 682,
      email: 'noura.alharbi@redseaproperties.example',
      additional_email: null,
      telephone: '+966 11 000 1106',
      mobile: '+966 50 000 1106',
      assistant_name: null,
      assistant_phone: null,
      assistant_email: null,
      biography: null,
      available_slot: [305, 306, 307, 308, 401, 402, 403, 404],
      timezone: 'Asia/Riyadh',
      registered_by: 1102,
    },
  ],
});

describe('registration data sets', () => {
  it('§5.1 returns the invitee data set without a token', async () => {
    const res = await call<RegistrationData>('auth/get-required-data-registration', {
      token: '555',
      query: { invitation_code: 'INV-PRESENTER-01' },
    });
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data.client.id).toBe(2102);
    expect(data.client.client.full_titled_name).toBe('Mr. Faisal Al-Qahtani');
    expect(data.client.client.user).toBeNull();
    expect(data.client.client.client_type).toEqual({ id: 4, type: 2 });
    expect('api_token' in data.client).toBe(false);
    expect(data.presenter_mates.map((m) => m.id)).toEqual([1106]);
    expect(data.presenter_mates[0]).toMatchObject({ conf_client_id: 2106, status: 1, status_human: 'Not Registered' });
    expect(data.session_data).toEqual({ sesstion_lifetime: 1800 });
    expect(data.lists.agenda_slots).toHaveLength(32);
    expect(data.lists.agenda_slots[0]).toEqual({ id: 101, date: '2025-09-08', start_time: '08:30:00', end_time: '09:20:00' });
    expect(data.conference_dates).toEqual(['2025-09-08', '2025-09-09', '2025-09-10', '2025-09-11']);
    expect(data.available_slots).toEqual([]);
  });

  it('§5.1 refuses unknown and cancelled invitations', async () => {
    const unknown = await call<ErrorBody>('auth/get-required-data-registration', { query: { invitation_code: 'NOPE' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ invitation_code: ['The selected invitation code is invalid.'] });
    const cancelled = await call<ErrorBody>('auth/get-required-data-registration', { query: { invitation_code: 'INV-GHT-1105' } });
    expect(cancelled.body.message).toBe('This invitation is no longer valid.');
  });

  it('§5.1 offers late-registration slots after the cut-off date', async () => {
    setMockNow(new Date('2025-08-26T09:00:00Z'));
    const res = await call<RegistrationData>('auth/get-required-data-registration', { query: { invitation_code: 'INV-PRESENTER-01' } });
    expect(res.body.available_slots.map((s) => s.id)).toEqual([305, 306, 307, 308, 401, 402, 403, 404]);
  });

  it('§5.2 returns the caller data set with its token', async () => {
    const res = await call<RegistrationData>('auth/get-required-data-update-profile', { token: PRESENTER_TOKEN });
    expect(res.body.client.api_token).toBe(PRESENTER_TOKEN);
    expect(res.body.presenter_mates.map((m) => m.id)).toEqual([1103, 1104, 1105]);
  });
});

describe('slots', () => {
  it('groups the conference days', async () => {
    const res = await call<GroupedSlotsAnswer>('auth/get-grouped-slots', { token: '555', query: { client_id: 1102 } });
    expect(res.body.data.map((g) => [g.groupNumber, g.groupTitle])).toEqual([
      [1, '8-9 September'],
      [2, '10-11 September'],
    ]);
    const day = res.body.data[0].slots['2025-09-08'];
    expect(day.formattedDate).toBe('Monday 8 September');
    expect(day.morning_slots.map((s) => s.id)).toEqual([101, 102, 103, 104]);
    expect(day.afternoon_slots.map((s) => s.id)).toEqual([105, 106, 107, 108]);
    const bad = await call<ErrorBody>('auth/get-grouped-slots', { query: { client_id: 99 } });
    expect(bad.body.errors).toEqual({ client_id: ['The selected client id is invalid.'] });
  });

  it('counts slot attendance, leaving out the caller company', async () => {
    const anonymous = await call<SlotsAttendanceAnswer>('auth/slots-attendance-percentage/14', { token: '555' });
    expect(anonymous.body.slotsAttendance['101']).toEqual({ count: 3, companies: [501, 503, 507], disabled: true });
    expect(anonymous.body.slotsAttendance['305']).toEqual({ count: 2, companies: [506, 512], disabled: false });
    expect(anonymous.body.count).toBe(12);
    expect(anonymous.body.companiesPriorities['513']).toBe(1);
    const presenter = await call<SlotsAttendanceAnswer>('auth/slots-attendance-percentage/14', { token: PRESENTER_TOKEN });
    expect(presenter.body.slotsAttendance['101']).toEqual({ count: 2, companies: [501, 507], disabled: false });
  });
});

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
      [[303, 304, 305, 306], 'You need to select at least all morning or afternoon slots per day so your attendance can be confirmed.'],
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
    const mates = await call<RegistrationData>('auth/get-required-data-update-profile', { token: 'demo-token-client-1102' });
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
      arrival_date: null, arrival_time: null, departure_date: null, departure_time: null,
      timezone: 'Europe/Berlin', available_slot: [], remarks: null,
      need_screen: null, media_interview: null, prefer_interview: null,
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
      login_details: { username: 'presenter1', current_password: 'wrongpass', password: 'secret12', password_confirmation: 'secret12' },
    };
    const bad = await call<ErrorBody>('auth/update-profile', { method: 'POST', token: PRESENTER_TOKEN, body });
    expect(bad.body.errors).toEqual({ login_details: { current_password: ['The current password is incorrect.'] } });
    body.login_details.current_password = 'password1';
    const good = await call<SignupAnswer>('auth/update-profile', { method: 'POST', token: PRESENTER_TOKEN, body });
    expect(good.body).toEqual({ status: 200, message: 'Your registration has been updated successfully.', api_token: PRESENTER_TOKEN });
  });

  it('registers, updates and cancels colleagues', async () => {
    const reg = await call<{ client: { status: number; user: unknown } }>('auth/register-presenter-mate', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: {
        client_id: 1104, username: 'sara.mansour', password: 'secret12', password_confirmation: 'secret12',
        job_title: 'Investor Relations Manager', address: 'Sheikh Zayed Road, Dubai', country: 784,
        telephone: '+971 4 000 1104', mobile: '+971 50 000 1104', additional_email: null,
        assistant_name: null, assistant_phone: null, assistant_email: null, biography: null,
        client_type_id: 4, available_slot: [101, 102, 103, 104, 105, 106, 107, 108], timezone: 'Asia/Dubai',
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
    expect((upd.body.errors as Record<string, Record<string, string[]>>).client_details.email).toEqual(['Invalid email address']);

    const cancel = await call<UpdatePresenterStatusAnswer>('auth/update-presenter-status', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: { conf_client_id: 2103 },
    });
    expect(cancel.body.confClient).toEqual({ id: 2103, status: 3, status_human: 'Cancelled' });
  });
});
