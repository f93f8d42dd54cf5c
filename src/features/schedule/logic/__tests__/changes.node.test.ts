import { describe, expect, it } from 'vitest';
import type { Slot } from '@/lib/api/contract';
import {
  buildBareSlot,
  buildScheduleAnswer,
  buildScheduleSlot,
  scheduleClient,
  scheduleCompany,
} from '@/testing/builders/schedule';
import { changeSummaryText, readSeenMeetings, scheduleChanges, seenMeetings } from '../changes';

const nile = buildScheduleSlot({
  id: 5001,
  start_time: '09:30:00',
  end_time: '10:20:00',
  type: 2,
  company: scheduleCompany(501),
  room_number: 'Room 4',
  room: null,
});
const gulf = buildScheduleSlot();
const lunch = buildBareSlot({
  id: 9101,
  type: 1,
  name: 'Networking Lunch',
  start_time: '12:30:00',
  end_time: '13:50:00',
});
const petra = buildScheduleSlot({
  id: 5003,
  date: '2025-09-10',
  start_time: '10:30:00',
  end_time: '11:20:00',
  type: 2,
  company: scheduleCompany(507),
  room_number: 'Room 2',
  room: null,
});

const answer = (...slots: Slot[]) => {
  const schedule: Record<string, Slot[]> = {};
  for (const slot of slots) (schedule[slot.date] ??= []).push(slot);
  return buildScheduleAnswer({ schedule });
};
const before = seenMeetings(answer(nile, lunch, gulf, petra));

describe('the meetings as seen', () => {
  it('keeps the meetings (not the sessions) with day, times, room and the name the schedule gives them', () => {
    expect(before).toEqual([
      {
        id: 5001,
        type: 2,
        date: '2025-09-08',
        start_time: '09:30:00',
        end_time: '10:20:00',
        room: 'Room 4',
        title: 'Nile Delta Bank',
      },
      {
        id: 5002,
        type: 3,
        date: '2025-09-08',
        start_time: '14:00:00',
        end_time: '14:50:00',
        room: 'Room 7',
        title: 'Gulf Horizon Telecom',
      },
      {
        id: 5003,
        type: 2,
        date: '2025-09-10',
        start_time: '10:30:00',
        end_time: '11:20:00',
        room: 'Room 2',
        title: 'Petra Pharmaceuticals',
      },
    ]);
  });

  it("names a presenter's meeting by the investment companies at it", () => {
    const presenter = seenMeetings({ ...answer(gulf), isPresenter: true });
    expect(presenter[0].title).toBe('Alpha Capital Partners, Falcon Gulf Capital');
  });

  it('reads back what was kept, leaving out what cannot be read', () => {
    expect(readSeenMeetings({ meetings: before })).toEqual(before);
    expect(readSeenMeetings(null)).toBeNull();
    expect(readSeenMeetings({ meetings: 'x' })).toBeNull();
    expect(
      readSeenMeetings({ meetings: [{ id: '5001' }, { id: 7, date: '2025-09-08', start_time: '09:00:00' }] }),
    ).toEqual([
      { id: 7, type: 2, date: '2025-09-08', start_time: '09:00:00', end_time: '09:00:00', room: null, title: '' },
    ]);
  });
});

describe('changes since the last visit', () => {
  it('tells nothing on a first visit (nothing kept) or when nothing changed', () => {
    expect(scheduleChanges(null, answer(nile, gulf)).counts).toEqual({ added: 0, moved: 0, room: 0, cancelled: 0 });
    const same = scheduleChanges(before, answer(nile, lunch, gulf, petra));
    expect(same.byId.size).toBe(0);
    expect(same.cancelled).toEqual([]);
  });

  it('marks a meeting moved to another day, with what it was', () => {
    const moved = { ...petra, date: '2025-09-08', start_time: '11:30:00', end_time: '12:20:00' };
    const changes = scheduleChanges(before, answer(nile, gulf, moved));
    expect(changes.byId.get(5003)).toEqual({
      isNew: false,
      moved: true,
      roomChanged: false,
      before: expect.objectContaining({ date: '2025-09-10', start_time: '10:30:00' }),
    });
    expect(changes.counts).toEqual({ added: 0, moved: 1, room: 0, cancelled: 0 });
  });

  it('marks a meeting moved to another time the same day', () => {
    const changes = scheduleChanges(
      before,
      answer({ ...nile, start_time: '10:30:00', end_time: '11:20:00' }, gulf, petra),
    );
    expect(changes.byId.get(5001)?.moved).toBe(true);
  });

  it('marks a room change only as a room change', () => {
    const changes = scheduleChanges(before, answer({ ...nile, room_number: 'Room 2' }, gulf, petra));
    expect(changes.byId.get(5001)).toEqual(
      expect.objectContaining({
        isNew: false,
        moved: false,
        roomChanged: true,
        before: expect.objectContaining({ room: 'Room 4' }),
      }),
    );
    expect(changes.counts).toEqual({ added: 0, moved: 0, room: 1, cancelled: 0 });
  });

  it('reads the room from the room record when the slot has no room number', () => {
    const changes = scheduleChanges(before, answer(nile, { ...gulf, room_number: null }, petra));
    expect(changes.byId.size).toBe(0);
  });

  it('counts a meeting moved to another time and room under both marks', () => {
    const changes = scheduleChanges(
      before,
      answer(nile, { ...gulf, start_time: '15:00:00', end_time: '15:50:00', room_number: 'Room 2' }, petra),
    );
    expect(changes.byId.get(5002)).toEqual(expect.objectContaining({ moved: true, roomChanged: true }));
    expect(changes.counts).toEqual({ added: 0, moved: 1, room: 1, cancelled: 0 });
  });

  it('tells a meeting the server cancelled (there before, gone now), in day and time order', () => {
    const changes = scheduleChanges(before, answer(lunch, gulf));
    expect(changes.cancelled.map((m) => m.id)).toEqual([5001, 5003]);
    expect(changes.counts.cancelled).toBe(2);
  });

  it('compares by id: two meetings at the same time, one cancelled and one new, are not a move', () => {
    const other = buildScheduleSlot({
      id: 5006,
      start_time: '09:30:00',
      end_time: '10:20:00',
      type: 2,
      company: scheduleCompany(504),
      presenters: [scheduleClient(1121)],
      room_number: 'Room 4',
      room: null,
    });
    const changes = scheduleChanges(before, answer(other, gulf, petra));
    expect(changes.byId.get(5006)).toEqual({ isNew: true, moved: false, roomChanged: false, before: null });
    expect(changes.cancelled.map((m) => m.id)).toEqual([5001]);
    expect(changes.counts).toEqual({ added: 1, moved: 0, room: 0, cancelled: 1 });
  });

  it('leaves general sessions out, whatever happens to them', () => {
    const changes = scheduleChanges(before, answer(nile, { ...lunch, start_time: '13:00:00' }, gulf, petra));
    expect(changes.byId.size).toBe(0);
  });

  it('tells nothing when the schedule is empty again (being prepared), rather than every meeting cancelled', () => {
    expect(scheduleChanges(before, buildScheduleAnswer({ schedule: {} })).counts.cancelled).toBe(0);
  });
});

describe('the summary line', () => {
  it('says what changed, in the words of the marks, singular and plural', () => {
    expect(changeSummaryText({ added: 2, moved: 1, room: 0, cancelled: 1 })).toBe(
      'Since your last visit: 2 new meetings, 1 moved, 1 cancelled',
    );
    expect(changeSummaryText({ added: 1, moved: 0, room: 2, cancelled: 0 })).toBe(
      'Since your last visit: 1 new meeting, 2 rooms changed',
    );
    expect(changeSummaryText({ added: 0, moved: 0, room: 1, cancelled: 0 })).toBe(
      'Since your last visit: 1 room changed',
    );
    expect(changeSummaryText({ added: 0, moved: 0, room: 0, cancelled: 0 })).toBeNull();
  });
});
