import { describe, expect, it } from 'vitest';
import type { Slot } from '@/lib/api/contract';
import { focusMeeting, meetingsAhead } from '../next-meeting';
import { beforeCutOff, toDoItems, unansweredRequired, type ToDoFacts } from '../to-do';

const slot = (id: number, date: string, start: string, end: string, type: 1 | 2 | 3 = 2): Slot => ({
  id,
  date,
  start_time: start,
  end_time: end,
  type,
  name: type === 1 ? 'Opening' : null,
  description: null,
  company: type === 1 ? null : { id: 500 + id, name: `Company ${id}` },
  room: null,
  room_number: null,
  presenters: [],
  meetings: [],
  has_attend: false,
  colleagues: [],
});

const days = [
  { slots: [slot(1, '2025-09-08', '08:00:00', '08:30:00', 1), slot(2, '2025-09-08', '08:30:00', '09:20:00')] },
  { slots: [slot(3, '2025-09-09', '10:30:00', '11:20:00', 3), slot(4, '2025-09-09', '14:00:00', '14:50:00')] },
];
/** London is GMT+1 in September. */
const at = (iso: string) => new Date(iso).getTime();

describe('the meeting in focus', () => {
  it('is the first meeting to come before the conference, sessions left out', () => {
    const focus = focusMeeting(days, at('2025-08-20T10:00:00+01:00'));
    expect(focus?.slot.id).toBe(2);
    expect(focus?.status).toBe('next');
    expect(meetingsAhead(days, at('2025-08-20T10:00:00+01:00'))).toBe(3);
  });

  it('is the one in progress during it, and the next one between meetings', () => {
    expect(focusMeeting(days, at('2025-09-09T10:45:00+01:00'))).toMatchObject({ status: 'now', slot: { id: 3 } });
    expect(focusMeeting(days, at('2025-09-09T11:20:00+01:00'))).toMatchObject({ status: 'next', slot: { id: 4 } });
    expect(meetingsAhead(days, at('2025-09-09T10:45:00+01:00'))).toBe(1);
  });

  it('is none after the last meeting, or when a time is unreadable', () => {
    expect(focusMeeting(days, at('2025-09-09T15:00:00+01:00'))).toBeNull();
    expect(focusMeeting([{ slots: [slot(9, '2025-09-08', 'soon', '')] }], at('2025-08-20T10:00:00+01:00'))).toBeNull();
  });
});

const facts = (over: Partial<ToDoFacts> = {}): ToDoFacts => ({
  presenter: false,
  registrationStatus: 2,
  chosenSlots: 4,
  investorSlotsAllowed: true,
  cutOffDate: '2025-08-25',
  today: '2025-08-20',
  preferencesChosen: 3,
  surveyUnanswered: 0,
  ...over,
});

describe('what is left to do', () => {
  it('asks an unregistered attendee to finish the registration first', () => {
    expect(toDoItems(facts({ registrationStatus: 1 }))[0]).toEqual({ kind: 'registration' });
    expect(toDoItems(facts()).map((item) => item.kind)).not.toContain('registration');
  });

  it('asks for days and time slots when none are chosen (investors only when the conference lets them)', () => {
    expect(toDoItems(facts({ presenter: true, chosenSlots: 0 }))).toContainEqual({
      kind: 'availability',
      presenter: true,
    });
    expect(toDoItems(facts({ chosenSlots: 0 }))).toContainEqual({ kind: 'availability', presenter: false });
    expect(toDoItems(facts({ chosenSlots: 0, investorSlotsAllowed: false })).map((i) => i.kind)).not.toContain(
      'availability',
    );
  });

  it('offers an investor the preferences until the cut-off day, that day included', () => {
    expect(toDoItems(facts())).toContainEqual({ kind: 'preferences', chosen: 3, until: '2025-08-25' });
    expect(toDoItems(facts({ today: '2025-08-25' })).map((i) => i.kind)).toContain('preferences');
    expect(toDoItems(facts({ today: '2025-08-26' })).map((i) => i.kind)).not.toContain('preferences');
    expect(toDoItems(facts({ cutOffDate: null })).map((i) => i.kind)).not.toContain('preferences');
    expect(toDoItems(facts({ presenter: true })).map((i) => i.kind)).not.toContain('preferences');
    expect(beforeCutOff('2025-08-25', '2025-08-24')).toBe(true);
  });

  it('lists an open survey by its unanswered required questions', () => {
    expect(toDoItems(facts({ surveyUnanswered: 2 }))).toContainEqual({ kind: 'survey', unanswered: 2 });
    expect(toDoItems(facts({ surveyUnanswered: null })).map((i) => i.kind)).not.toContain('survey');
    const q = (is_optional: boolean, answer: string | null) => ({ is_optional, answer });
    expect(
      unansweredRequired({
        survey: [q(false, null), q(false, 'Good'), q(true, null), q(false, '  ')],
        companies: [{ questions: [q(false, null), q(true, null)] }],
      }),
    ).toBe(3);
  });

  it('is empty for an attendee with everything done after the cut-off', () => {
    expect(toDoItems(facts({ today: '2025-09-01' }))).toEqual([]);
  });
});
