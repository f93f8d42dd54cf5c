import { describe, expect, it } from 'vitest';
import type { Slot } from '@/lib/api/contract';
import { scheduleChanges, seenMeetings } from '@/features/schedule';
import { buildScheduleAnswer, buildScheduleSlot, scheduleCompany } from '@/testing/builders/schedule';
import { changeNews, newsText } from '../change-news';

const nile = buildScheduleSlot({
  id: 5001,
  start_time: '09:30:00',
  end_time: '10:20:00',
  type: 2,
  company: scheduleCompany(501),
  room_number: 'Room 4',
  room: null,
});
const gulf = buildScheduleSlot(); // Monday 14:00, Room 7
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

const lastVisit = answer(nile, gulf, petra);
const unseen = (after: ReturnType<typeof answer>) => scheduleChanges(seenMeetings(lastVisit), after);

describe('the news of a newer schedule', () => {
  it('names each new, moved, re-roomed or cancelled meeting with its time in the zone shown', () => {
    const kuwait = { ...nile, id: 5006, date: '2025-09-10', start_time: '08:30:00', company: scheduleCompany(504) };
    const after = answer(
      { ...nile, start_time: '11:00:00', end_time: '11:50:00', room_number: 'Room 2' },
      { ...petra, date: '2025-09-08', start_time: '11:30:00', end_time: '12:20:00' },
      kuwait,
    );
    expect(changeNews(lastVisit, after, unseen(after), 'Europe/London')).toEqual([
      'Nile Delta Bank moved to 11:00, Room 2',
      'Petra Pharmaceuticals moved to Monday 8 September, 11:30, Room 2',
      `New meeting: ${kuwait.company?.name}, Wednesday 10 September, 08:30, Room 4`,
      'Cancelled: Gulf Horizon Telecom, Monday 8 September, 14:00',
    ]);
    expect(changeNews(lastVisit, after, unseen(after), 'Asia/Dubai')[0]).toBe(
      'Nile Delta Bank moved to 14:00 Dubai time, Room 2',
    );
  });

  it('says a meeting moved to another room', () => {
    const after = answer({ ...nile, room_number: 'Room 2' }, gulf, petra);
    expect(changeNews(lastVisit, after, unseen(after), 'Europe/London')).toEqual(['Nile Delta Bank moved to Room 2']);
  });

  it('tells nothing the attendee has seen already, nor a meeting they cancelled themselves', () => {
    const after = answer(nile, petra); // gulf gone
    const seenSince = scheduleChanges(seenMeetings(answer(nile, petra)), after); // the attendee's own cancellation
    expect(changeNews(lastVisit, after, seenSince, 'Europe/London')).toEqual([]);
    expect(changeNews(after, after, unseen(after), 'Europe/London')).toEqual([]);
  });

  it('puts a few changes in the toast and counts the rest', () => {
    expect(newsText(['A moved to 11:00'])).toBe('A moved to 11:00.');
    expect(newsText(['A', 'B', 'C', 'D', 'E'])).toBe('A. B. C. And 2 more changes.');
    expect(newsText(['A', 'B', 'C', 'D'])).toBe('A. B. C. And 1 more change.');
  });
});
