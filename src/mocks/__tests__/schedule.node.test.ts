// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ColleaguesAnswer, ErrorBody, ScheduleAnswer, SignupAnswer } from '@/lib/api/contract';
import { setMockNow } from '../clock';
import { changeDemoSchedule } from '../demo-changes';
import { apiUrl, call, INVESTOR_TOKEN, PRESENTER_TOKEN, REFERENCE, startMockBackend } from './api';

startMockBackend(REFERENCE);

const ids = (answer: ScheduleAnswer) =>
  Object.fromEntries(Object.entries(answer.schedule).map(([date, slots]) => [date, slots.map((s) => s.id)]));

describe('auth/get-schedule', () => {
  it('shows the investor schedule without host keys', async () => {
    const { body } = await call<ScheduleAnswer>('auth/get-schedule', { token: INVESTOR_TOKEN });
    expect(body.isPresenter).toBe(false);
    expect(body.company).toEqual({ id: 514, name: 'Alpha Capital Partners' });
    expect(body.title).toBe('Meeting Schedule – Mr. James Whitmore');
    expect(body.room_number).toBeNull();
    expect(body.conference_client).toEqual({ timezone: 'Europe/London' });
    expect(ids(body)).toEqual({ '2025-09-08': [5001, 9101, 5002], '2025-09-10': [5003] });
    const group = body.schedule['2025-09-08'][2];
    expect(group).toMatchObject({
      type: 3,
      room_number: 'Room 7',
      room: { meeting_password: 'LDN2025', host_key: null },
      colleagues: [{ id: 1003, full_titled_name: 'Ms. Emily Carter' }],
      has_attend: false,
    });
    expect(group.meetings.map((m) => m.id)).toEqual([5102, 5103, 5104]);
    expect(group.presenters.map((p) => p.id)).toEqual([1101, 1103]);
    const lunch = body.schedule['2025-09-08'][1];
    expect(lunch).toMatchObject({ type: 1, name: 'Networking Lunch', company: null, room: null });
  });

  it('shows the presenter schedule with the host key', async () => {
    const { body } = await call<ScheduleAnswer>('auth/get-schedule', { token: PRESENTER_TOKEN });
    expect(body.isPresenter).toBe(true);
    expect(body.room_number).toBe('Room 7');
    expect(body.conference_client.timezone).toBe('Asia/Dubai');
    expect(ids(body)).toEqual({ '2025-09-08': [5004, 9101, 5002], '2025-09-09': [5005] });
    const slots = body.schedule['2025-09-08'];
    expect(slots[0].room?.host_key).toBe('604218');
    expect(slots[0].colleagues).toEqual([]);
    expect(slots[2].colleagues).toEqual([{ id: 1103, full_titled_name: 'Mr. Omar Khalil' }]);
  });

  it('answers {} for a client without meetings', async () => {
    const signup = await call<SignupAnswer>('auth/signup', {
      method: 'POST',
      token: '555',
      body: {
        login_details: { username: 'hannah.s', password: 'secret12', password_confirmation: 'secret12' },
        client_details: {
          job_title: 'Senior Equity Analyst',
          address: 'Munich',
          country_id: 276,
          nationality_id: 276,
          additional_email: null,
          telephone: '+49 89 1',
          mobile: '+49 151 1',
          assistant_name: null,
          assistant_phone: null,
          assistant_email: null,
          biography: 'Analyst.',
        },
        arrival_date: null,
        arrival_time: null,
        departure_date: null,
        departure_time: null,
        timezone: 'Europe/Berlin',
        available_slot: [101],
        remarks: null,
        need_screen: null,
        media_interview: null,
        prefer_interview: null,
        invitation_code: 'INV-INVESTOR-01',
      },
    });
    const { body } = await call<ScheduleAnswer>('auth/get-schedule', { token: signup.body.api_token });
    expect(body.schedule).toEqual({});
  });
});

describe('the demo change of the schedule between two visits', () => {
  const when = (answer: ScheduleAnswer) =>
    Object.values(answer.schedule)
      .flat()
      .map((s) => `${s.id} ${s.date} ${s.start_time.slice(0, 5)} ${s.room_number ?? '-'}`);

  it("moves, adds, cancels and re-rooms investor1's meetings, the same however often it is applied", async () => {
    changeDemoSchedule();
    const { body } = await call<ScheduleAnswer>('auth/get-schedule', { token: INVESTOR_TOKEN });
    expect(when(body)).toEqual([
      '5001 2025-09-08 09:30 Room 2',
      '5003 2025-09-08 11:30 Room 2',
      '9101 2025-09-08 12:30 -',
      '5006 2025-09-10 08:30 Room 4',
      '5007 2025-09-10 09:30 Room 2',
    ]);
    changeDemoSchedule();
    const again = await call<ScheduleAnswer>('auth/get-schedule', { token: INVESTOR_TOKEN });
    expect(again.body).toEqual(body);
  });

  it("changes presenter1's meetings too", async () => {
    changeDemoSchedule();
    const { body } = await call<ScheduleAnswer>('auth/get-schedule', { token: PRESENTER_TOKEN });
    expect(when(body)).toEqual([
      '5004 2025-09-08 10:30 Room 7',
      '9101 2025-09-08 12:30 -',
      '5008 2025-09-08 15:00 Room 7',
      '5005 2025-09-09 10:30 Room 7',
    ]);
    expect(body.schedule['2025-09-08'][2].meetings.map((m) => m.client.company.name)).toEqual([
      'Northbridge Asset Management',
    ]);
  });
});

describe('auth/cancel-investor-meeting', () => {
  it('removes the investor and the chosen colleagues from the meeting', async () => {
    const res = await call('auth/cancel-investor-meeting', {
      method: 'POST',
      token: INVESTOR_TOKEN,
      body: { meeting_id: 5002, client_id: 1001, colleagues: [1003] },
    });
    expect(res.body).toEqual({ status: 200, message: 'The meeting has been cancelled.' });
    const { body } = await call<ScheduleAnswer>('auth/get-schedule', { token: INVESTOR_TOKEN });
    expect(ids(body)['2025-09-08']).toEqual([5001, 9101]);
    const presenter = await call<ScheduleAnswer>('auth/get-schedule', { token: PRESENTER_TOKEN });
    expect(presenter.body.schedule['2025-09-08'][2].meetings.map((m) => m.client.id)).toEqual([1004]);
  });

  it('refuses presenters, early and past cancellations', async () => {
    const presenter = await call<ErrorBody>('auth/cancel-investor-meeting', {
      method: 'POST',
      token: PRESENTER_TOKEN,
      body: { meeting_id: 5002, client_id: 1101 },
    });
    expect(presenter.status).toBe(403);
    expect(presenter.body).toEqual({ status: 403, message: 'This action is unauthorized.' });

    for (const instant of ['2025-08-10T09:00:00Z', '2025-09-09T09:00:00Z']) {
      setMockNow(new Date(instant));
      const res = await call<ErrorBody>('auth/cancel-investor-meeting', {
        method: 'POST',
        token: INVESTOR_TOKEN,
        body: { meeting_id: 5001, client_id: 1001 },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ meeting_id: ['This meeting can no longer be cancelled.'] });
    }
  });
});

describe('dashboard and schedule helpers', () => {
  it('lists the company colleagues of the caller', async () => {
    const { body } = await call<ColleaguesAnswer>('auth/get-colleagues', { token: PRESENTER_TOKEN });
    expect(body.colleagues.map((c) => [c.id, c.status])).toEqual([
      [1103, 2],
      [1104, 1],
      [1105, 3],
    ]);
  });

  it('sends and downloads the schedule', async () => {
    const sent = await call('auth/send-schedule', { method: 'POST', token: INVESTOR_TOKEN });
    expect(sent.body).toEqual({
      status: 200,
      message: 'Your schedule has been sent to james.whitmore@alphacapital.example.',
    });
    const pdf = await fetch(apiUrl('files/auth/download-schedule', { client_id: 1001 }));
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Disposition')).toBe('attachment; filename="schedule.pdf"');
    expect(new TextDecoder().decode(await pdf.arrayBuffer()).startsWith('%PDF-1.4')).toBe(true);
    const missing = await fetch(apiUrl('files/auth/download-schedule', { client_id: 42 }));
    expect(missing.status).toBe(404);
  });

  it('gives the investor cancellation date', async () => {
    const res = await call('auth/investor-cancellation-date', { token: INVESTOR_TOKEN });
    expect(res.body).toEqual({ status: 200, allow_investor_cancellation_date: '2025-08-18 00:00:00' });
  });
});
