// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ErrorBody, GroupedSlotsAnswer, RegistrationData, SlotsAttendanceAnswer } from '@/lib/api/contract';
import { setMockNow } from '../clock';
import { call, PRESENTER_TOKEN, REFERENCE, startMockBackend } from './api';

startMockBackend(REFERENCE);

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
    expect(data.lists.agenda_slots[0]).toEqual({
      id: 101,
      date: '2025-09-08',
      start_time: '08:30:00',
      end_time: '09:20:00',
    });
    expect(data.conference_dates).toEqual(['2025-09-08', '2025-09-09', '2025-09-10', '2025-09-11']);
    expect(data.available_slots).toEqual([]);
  });

  it('§5.1 refuses unknown and cancelled invitations', async () => {
    const unknown = await call<ErrorBody>('auth/get-required-data-registration', {
      query: { invitation_code: 'NOPE' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ invitation_code: ['The selected invitation code is invalid.'] });
    const cancelled = await call<ErrorBody>('auth/get-required-data-registration', {
      query: { invitation_code: 'INV-GHT-1105' },
    });
    expect(cancelled.body.message).toBe('This invitation is no longer valid.');
  });

  it('§5.1 offers late-registration slots after the cut-off date', async () => {
    setMockNow(new Date('2025-08-26T09:00:00Z'));
    const res = await call<RegistrationData>('auth/get-required-data-registration', {
      query: { invitation_code: 'INV-PRESENTER-01' },
    });
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
    const presenter = await call<SlotsAttendanceAnswer>('auth/slots-attendance-percentage/14', {
      token: PRESENTER_TOKEN,
    });
    expect(presenter.body.slotsAttendance['101']).toEqual({ count: 2, companies: [501, 507], disabled: false });
  });
});
