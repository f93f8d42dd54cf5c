import { describe, expect, it } from 'vitest';
import { buildScheduleSlot, scheduleClient, scheduleCompany } from '@/testing/builders/schedule';
import { requestStatus, scheduledCount, scheduleState, type GoneMeeting } from '../request-status';

const INVESTOR = 1001;
const NILE = { id: 501, name: 'Nile Delta Bank' };
const GULF = { id: 503, name: 'Gulf Horizon Telecom' };
const PETRA = { id: 507, name: 'Petra Pharmaceuticals' };

/** investor1's meeting with Nile Delta Bank on Monday 09:30 in Room 4. */
const nileMeeting = buildScheduleSlot({
  id: 5001,
  start_time: '09:30:00',
  end_time: '10:20:00',
  type: 2,
  company: scheduleCompany(501),
  room: null,
  room_number: 'Room 4',
  meetings: [{ id: 5101, client: scheduleClient(1001) }],
  colleagues: [],
});

/** Gulf Horizon Telecom met by investor1's colleague Emily Carter, without investor1. */
const gulfColleaguesOnly = buildScheduleSlot({
  meetings: [{ id: 5103, client: scheduleClient(1003) }],
  colleagues: [{ id: 1003, full_titled_name: 'Ms. Emily Carter' }],
});

const lunch = buildScheduleSlot({
  id: 9101,
  type: 1,
  name: 'Networking Lunch',
  company: null,
  room: null,
  room_number: null,
  meetings: [],
  presenters: [],
  colleagues: [],
});

const days = (...slots: ReturnType<typeof buildScheduleSlot>[]) => [{ slots }];

describe('what became of a meeting request', () => {
  it('is Requested while the schedule is not prepared: no answer, or no meeting day yet', () => {
    expect(requestStatus(NILE, scheduleState(null), INVESTOR)).toEqual({ kind: 'requested' });
    expect(requestStatus(NILE, scheduleState([]), INVESTOR)).toEqual({ kind: 'requested' });
  });

  it('is Scheduled with the meeting the investor attends', () => {
    const status = requestStatus(NILE, scheduleState(days(nileMeeting, lunch)), INVESTOR);
    expect(status).toEqual({ kind: 'scheduled', slot: nileMeeting });
  });

  it('is Scheduled when the answer lists no attendees (it is the investor’s own schedule)', () => {
    const unlisted = { ...nileMeeting, meetings: [] };
    expect(requestStatus(NILE, scheduleState(days(unlisted)), INVESTOR).kind).toBe('scheduled');
  });

  it('matches the company by name when the answer leaves its id out', () => {
    const nameOnly = { ...nileMeeting, company: { name: 'Nile Delta Bank' } as { id: number; name: string } };
    expect(requestStatus(NILE, scheduleState(days(nameOnly)), INVESTOR).kind).toBe('scheduled');
    expect(requestStatus(PETRA, scheduleState(days(nameOnly)), INVESTOR).kind).toBe('not-scheduled');
  });

  it('is Not scheduled when the prepared schedule has no meeting with the company', () => {
    expect(requestStatus(PETRA, scheduleState(days(nileMeeting, lunch)), INVESTOR)).toEqual({
      kind: 'not-scheduled',
      colleagues: [],
      cancelled: null,
    });
  });

  it('is Not scheduled for a company only colleagues meet, and names them', () => {
    expect(requestStatus(GULF, scheduleState(days(nileMeeting, gulfColleaguesOnly)), INVESTOR)).toEqual({
      kind: 'not-scheduled',
      colleagues: ['Ms. Emily Carter'],
      cancelled: null,
    });
  });

  it('is Not scheduled once the meeting was cancelled, and says which meeting', () => {
    const gone: GoneMeeting = {
      date: '2025-09-08',
      start_time: '14:00:00',
      end_time: '14:50:00',
      title: 'Gulf Horizon Telecom',
    };
    expect(requestStatus(GULF, scheduleState(days(nileMeeting), [gone]), INVESTOR)).toEqual({
      kind: 'not-scheduled',
      colleagues: [],
      cancelled: gone,
    });
  });

  it('never takes a general session for a meeting', () => {
    const session = { ...lunch, company: scheduleCompany(501) };
    expect(requestStatus(NILE, scheduleState(days(session)), INVESTOR).kind).toBe('not-scheduled');
  });

  it('counts the requests that became meetings', () => {
    const schedule = scheduleState(days(nileMeeting, gulfColleaguesOnly));
    const statuses = [NILE, GULF, PETRA].map((company) => requestStatus(company, schedule, INVESTOR));
    expect(scheduledCount(statuses)).toBe(1);
  });
});
