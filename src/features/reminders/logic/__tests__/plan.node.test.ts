import { describe, expect, it } from 'vitest';
import type { Slot } from '@/lib/api/contract';
import { DEFAULT_REMINDER_CHOICE } from '@/lib/reminders/choice';
import { buildBareSlot, buildScheduleAnswer, buildScheduleSlot, scheduleCompany } from '@/testing/builders/schedule';
import { dueReminders, nextChange, reminderPlan, reminderTime, reminderWords, startsIn } from '../plan';

const nile = buildScheduleSlot({
  id: 5001,
  date: '2025-09-08',
  start_time: '09:30:00',
  end_time: '10:20:00',
  type: 2,
  company: scheduleCompany(501),
  room_number: 'Room 4',
  room: null,
});
const gulf = buildScheduleSlot(); // group meeting, Monday 14:00, Room 7
const lunch = buildBareSlot({
  id: 9101,
  type: 1,
  name: 'Networking Lunch',
  start_time: '12:30:00',
  end_time: '13:50:00',
});

const answer = (...slots: Slot[]) => {
  const schedule: Record<string, Slot[]> = {};
  for (const slot of slots) (schedule[slot.date] ??= []).push(slot);
  return buildScheduleAnswer({ schedule });
};
const at = (iso: string) => new Date(iso);
const ten = DEFAULT_REMINDER_CHOICE;

describe('the reminder plan', () => {
  it('reminds of each meeting the chosen minutes before it starts (London wall clock read as an instant)', () => {
    const plan = reminderPlan(answer(gulf, nile, lunch), ten);
    expect(plan.map((r) => [r.title, r.kind, r.room, r.at.toISOString(), r.start.toISOString()])).toEqual([
      ['Nile Delta Bank', 'One-on-One meeting', 'Room 4', '2025-09-08T08:20:00.000Z', '2025-09-08T08:30:00.000Z'],
      ['Gulf Horizon Telecom', 'Group meeting', 'Room 7', '2025-09-08T12:50:00.000Z', '2025-09-08T13:00:00.000Z'],
    ]);
    expect(reminderPlan(answer(nile), { minutes: 30, sessions: false })[0].at.toISOString()).toBe(
      '2025-09-08T08:00:00.000Z',
    );
  });

  it('reminds of general sessions only when the attendee chose them, and of nothing when reminders are off', () => {
    expect(reminderPlan(answer(nile, lunch), { minutes: 5, sessions: true }).map((r) => [r.title, r.session])).toEqual([
      ['Nile Delta Bank', false],
      ['Networking Lunch', true],
    ]);
    expect(reminderPlan(answer(nile, lunch), { minutes: 0, sessions: true })).toEqual([]);
    expect(reminderPlan(undefined, ten)).toEqual([]);
  });

  it('has no reminder for a cancelled meeting and reminds of a moved one at its new time, as a new reminder', () => {
    const before = reminderPlan(answer(nile, gulf), ten);
    const moved = { ...nile, date: '2025-09-09', start_time: '11:00:00', end_time: '11:50:00' };
    const after = reminderPlan(answer(moved), ten); // gulf cancelled, nile moved
    expect(after.map((r) => [r.id, r.at.toISOString()])).toEqual([[5001, '2025-09-09T09:50:00.000Z']]);
    expect(after[0].key).not.toBe(before[0].key);
    expect(dueReminders(after, at('2025-09-08T12:55:00Z'))).toEqual([]);
    expect(dueReminders(after, at('2025-09-08T08:25:00Z'))).toEqual([]);
  });

  it('leaves out an entry whose date or time cannot be read', () => {
    expect(reminderPlan(answer({ ...nile, start_time: 'soon' }), ten)).toEqual([]);
  });

  it('is due from its time until the meeting starts, and tells when that changes next', () => {
    const plan = reminderPlan(answer(nile, gulf), ten);
    expect(dueReminders(plan, at('2025-09-08T08:19:59Z'))).toEqual([]);
    expect(dueReminders(plan, at('2025-09-08T08:20:00Z')).map((r) => r.id)).toEqual([5001]);
    expect(dueReminders(plan, at('2025-09-08T08:29:59Z')).map((r) => r.id)).toEqual([5001]);
    expect(dueReminders(plan, at('2025-09-08T08:30:00Z'))).toEqual([]);
    expect(nextChange(plan, at('2025-08-20T09:00:00Z'))?.toISOString()).toBe('2025-09-08T08:20:00.000Z');
    expect(nextChange(plan, at('2025-09-08T08:20:00Z'))?.toISOString()).toBe('2025-09-08T08:30:00.000Z');
    expect(nextChange(plan, at('2025-09-08T13:00:00Z'))).toBeNull();
  });

  it('falls due the evening before, in London, for a meeting just after midnight', () => {
    const early = { ...nile, date: '2025-09-09', start_time: '00:05:00', end_time: '00:55:00' };
    const [reminder] = reminderPlan(answer(early), ten);
    expect(reminder.at.toISOString()).toBe('2025-09-08T22:55:00.000Z'); // 23:55 on Monday, London
    expect(dueReminders([reminder], at('2025-09-08T22:56:00Z'))).toHaveLength(1);
  });
});

describe('the reminder in words', () => {
  const [reminder] = reminderPlan(answer(nile), ten);

  it('names who, what, when in the attendee zone (with its label) and where', () => {
    expect(reminderWords(reminder, 'Europe/London', at('2025-09-08T08:20:00Z'))).toEqual({
      title: 'Nile Delta Bank starts in 10 minutes',
      body: 'One-on-One meeting · Monday 8 September, 09:30 London time · Room 4',
    });
    expect(reminderWords(reminder, 'Asia/Dubai', at('2025-09-08T08:21:30Z')).body).toBe(
      'One-on-One meeting · Monday 8 September, 12:30 Dubai time · Room 4',
    );
    expect(startsIn(reminder, at('2025-09-08T08:29:30Z'))).toBe('in 1 minute');
    expect(startsIn(reminder, at('2025-09-08T08:30:00Z'))).toBe('now');
  });

  it("gives the day in the attendee's zone when the meeting falls on another day there", () => {
    // Tuesday 00:30 in London is Monday 19:30 in New York; Monday 23:30 in London is Tuesday 02:30 in Dubai.
    const late = { ...nile, date: '2025-09-09', start_time: '00:30:00', end_time: '01:20:00' };
    const [r] = reminderPlan(answer(late), ten);
    expect(reminderTime(r, 'America/New_York')).toBe('Monday 8 September, 19:30 New York time');
    expect(reminderTime(r, 'Europe/London')).toBe('Tuesday 9 September, 00:30 London time');
    const evening = { ...nile, start_time: '23:30:00', end_time: '23:59:00' };
    const [e] = reminderPlan(answer(evening), ten);
    expect(reminderTime(e, 'Asia/Dubai')).toBe('Tuesday 9 September, 02:30 Dubai time');
    expect(reminderTime(e, 'Not/AZone')).toBe('Monday 8 September, 23:30 London time');
  });
});
