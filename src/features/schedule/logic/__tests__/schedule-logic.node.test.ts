import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '@/i18n/i18n';
import { zonedToInstant } from '@/lib/dates/time-zones';
import { buildScheduleSlot } from '@/testing/builders/schedule';
import { canCancelMeeting, cancellationBody } from '../cancellation';
import { isCalendarReady, isScheduleEmpty, scheduleDays, scheduleToEvents, slotToEvent, slotUid } from '../schedule';

const slot = buildScheduleSlot;

const london = (date: string, time: string) => zonedToInstant(date, time);
const ALLOWED = '2025-08-18 00:00:00';

describe('investor meeting cancellation: only unattended meetings not yet ended, from the allowed date (spec A§4)', () => {
  it('is offered once the allowed date is reached, before the meeting ends, when not attended', () => {
    expect(canCancelMeeting(slot(), london('2025-08-20', '10:00:00'), ALLOWED)).toBe(true);
    expect(canCancelMeeting(slot(), london('2025-08-18', '00:00:00'), ALLOWED)).toBe(true);
  });

  it('is not offered before the allowed date or without one', () => {
    expect(canCancelMeeting(slot(), london('2025-08-17', '23:59:59'), ALLOWED)).toBe(false);
    expect(canCancelMeeting(slot(), london('2025-08-20', '10:00:00'), null)).toBe(false);
    expect(canCancelMeeting(slot(), london('2025-08-20', '10:00:00'), 'not a date')).toBe(false);
  });

  it('is not offered once the meeting has ended (London time), nor when attended, nor for sessions', () => {
    expect(canCancelMeeting(slot(), london('2025-09-08', '14:49:00'), ALLOWED)).toBe(true);
    expect(canCancelMeeting(slot(), london('2025-09-08', '14:50:00'), ALLOWED)).toBe(false);
    expect(canCancelMeeting(slot({ has_attend: true }), london('2025-08-20', '10:00:00'), ALLOWED)).toBe(false);
    expect(canCancelMeeting(slot({ type: 1 }), london('2025-08-20', '10:00:00'), ALLOWED)).toBe(false);
  });

  it('sends the colleagues only for "Yes for colleagues also"', () => {
    expect(cancellationBody(slot(), 1001, false)).toEqual({ meeting_id: 5002, client_id: 1001 });
    expect(cancellationBody(slot(), 1001, true)).toEqual({ meeting_id: 5002, client_id: 1001, colleagues: [1003] });
    expect(cancellationBody(slot({ colleagues: [] }), 1001, true)).toEqual({ meeting_id: 5002, client_id: 1001 });
  });
});

describe('schedule days', () => {
  it('orders days and slots and drops empty days', () => {
    const days = scheduleDays({
      '2025-09-10': [slot({ id: 3, date: '2025-09-10' })],
      '2025-09-08': [slot({ id: 2, start_time: '14:00:00' }), slot({ id: 1, start_time: '09:30:00' })],
      '2025-09-09': [],
    });
    expect(days.map((d) => d.date)).toEqual(['2025-09-08', '2025-09-10']);
    expect(days[0].slots.map((s) => s.id)).toEqual([1, 2]);
    expect(isScheduleEmpty({})).toBe(true);
    expect(isScheduleEmpty({ '2025-09-08': [] })).toBe(true);
  });
});

describe('calendar events of a schedule', () => {
  afterEach(() => setActiveLocale('en', null));

  it('gives stable, distinct UIDs to meetings and sessions', () => {
    expect(slotUid(slot())).toBe('meeting-5002@conference-14.londonconference.example');
    expect(slotUid(slot({ id: 9101, type: 1 }))).toBe('session-9101@conference-14.londonconference.example');
  });

  it('writes an investor event: company in the summary, room as location, representatives in the description, UTC instants', () => {
    const event = slotToEvent(slot(), false);
    expect(event.summary).toBe('Group meeting with Gulf Horizon Telecom');
    expect(event.location).toBe('Room 7');
    expect(event.start.toISOString()).toBe('2025-09-08T13:00:00.000Z');
    expect(event.end.toISOString()).toBe('2025-09-08T13:50:00.000Z');
    expect(event.description).toContain('Ms. Layla Haddad, Head of Investor Relations');
    expect(event.description).not.toContain('Host key');
  });

  it('writes a presenter event with the investment companies and the host key', () => {
    const event = slotToEvent(slot(), true);
    expect(event.summary).toBe('Group meeting with Alpha Capital Partners, Falcon Gulf Capital');
    expect(event.description).toContain('Mr. James Whitmore, Portfolio Manager, Alpha Capital Partners');
    expect(event.description).toContain('Host key: 604218');
  });

  it("names a meeting without a company 'No Company Exist', and a session by its name and description", () => {
    expect(slotToEvent(slot({ company: null }), false).summary).toBe('Group meeting with No Company Exist');
    const session = slotToEvent(
      slot({
        id: 9101,
        type: 1,
        name: 'Networking Lunch',
        description: 'Lunch is served.',
        company: null,
        room: null,
        room_number: null,
      }),
      false,
    );
    expect(session.summary).toBe('Networking Lunch');
    expect(session.description).toContain('Lunch is served.');
    expect(session.location).toBeNull();
  });

  it('stays in English while the page is in another language', () => {
    // Every catalogue text of the page would read "(ar)".
    setActiveLocale('ar', () => '(ar)');
    const investor = slotToEvent(slot({ company: null }), false);
    expect(investor.summary).toBe('Group meeting with No Company Exist');
    expect(investor.description).toContain('London time: 14:00–14:50');
    const presenter = slotToEvent(slot(), true);
    expect(presenter.summary).toBe('Group meeting with Alpha Capital Partners, Falcon Gulf Capital');
    expect(presenter.description).toContain('Investors:');
    expect(slotToEvent(slot({ id: 9101, type: 1, name: '', company: null }), false).summary).toBe('General session');
  });

  it('turns a whole schedule into events in order', () => {
    const events = scheduleToEvents({
      isPresenter: false,
      schedule: { '2025-09-10': [slot({ id: 7, date: '2025-09-10' })], '2025-09-08': [slot()] },
    });
    expect(events.map((e) => e.uid)).toEqual([
      'meeting-5002@conference-14.londonconference.example',
      'meeting-7@conference-14.londonconference.example',
    ]);
  });

  it('leaves out of the calendar a meeting whose date or time cannot be read', () => {
    const unreadable = slot({ id: 8, end_time: '0' });
    expect(isCalendarReady(slotToEvent(unreadable, false))).toBe(false);
    expect(isCalendarReady(slotToEvent(slot({ id: 9, date: 'not a date' }), false))).toBe(false);
    expect(isCalendarReady(slotToEvent(slot(), false))).toBe(true);
    const events = scheduleToEvents({ isPresenter: false, schedule: { '2025-09-08': [slot(), unreadable] } });
    expect(events.map((e) => e.uid)).toEqual(['meeting-5002@conference-14.londonconference.example']);
  });
});
