import { describe, expect, it } from 'vitest';
import type { Slot } from '@/lib/api/contract';
import { BUS_TIMETABLE } from '@/content/bus-timetable';
import { buildBareSlot, buildScheduleAnswer, buildScheduleSlot, scheduleCompany } from '@/testing/builders/schedule';
import { tourSlot } from '@/testing/builders/tours';
import { scheduleChanges, seenMeetings } from '@/features/schedule';
import { agendaDays, agendaItems, readTime, type AgendaSources } from '../timeline';

const nile = buildScheduleSlot({
  id: 5001,
  start_time: '09:30:00',
  end_time: '10:20:00',
  type: 2,
  company: scheduleCompany(501),
});
const lunch = buildBareSlot({
  id: 9101,
  type: 1,
  name: 'Networking Lunch',
  start_time: '12:30:00',
  end_time: '13:50:00',
});
const gulf = buildScheduleSlot();
const petra = buildScheduleSlot({
  id: 5003,
  date: '2025-09-10',
  start_time: '10:30:00',
  end_time: '11:20:00',
  type: 2,
  company: scheduleCompany(507),
});

const scheduleOf = (...slots: Slot[]) => {
  const schedule: Record<string, Slot[]> = {};
  for (const slot of slots) (schedule[slot.date] ??= []).push(slot);
  return buildScheduleAnswer({ schedule });
};
const noChanges = { byId: new Map(), cancelled: [] };
const sources = (overrides: Partial<AgendaSources> = {}): AgendaSources => ({
  schedule: scheduleOf(nile, lunch, gulf, petra),
  changes: noChanges,
  tours: undefined,
  travel: undefined,
  bus: BUS_TIMETABLE,
  ...overrides,
});
const keys = (s: AgendaSources) => agendaItems(s).map((item) => `${item.date} ${item.start.slice(0, 5)} ${item.key}`);

describe('one timeline from the schedule, the tour booking, the travel details and the shuttle', () => {
  it('merges every source in time order, grouped by London day', () => {
    const all = sources({
      tours: {
        data: {
          '2025-09-09': [tourSlot({ id: 901 })],
          '2025-09-10': [tourSlot({ id: 903, date: '2025-09-10', start_time: '13:00:00', end_time: '13:45:00' })],
        },
        selected_booking_id: 903,
      },
      travel: {
        arrival_date: '2025-09-07',
        arrival_time: '18:30:00',
        departure_date: '2025-09-10',
        departure_time: '09:00:00',
      },
    });
    expect(keys(all)).toEqual([
      '2025-09-07 18:30 arrival',
      '2025-09-08 09:30 meeting-5001',
      '2025-09-08 12:30 session-9101',
      '2025-09-08 14:00 meeting-5002',
      '2025-09-10 09:00 departure',
      '2025-09-10 10:30 meeting-5003',
      '2025-09-10 13:00 tour-903',
    ]);
    expect(agendaDays(agendaItems(all)).map((day) => [day.date, day.items.length])).toEqual([
      ['2025-09-07', 1],
      ['2025-09-08', 3],
      ['2025-09-10', 3],
    ]);
  });

  it('names meetings as the schedule does and keeps the slot for its details', () => {
    const [first] = agendaItems(sources());
    expect(first).toMatchObject({ kind: 'meeting', title: 'Nile Delta Bank', slot: nile, timed: true });
  });

  it('shows the tour only when one is booked, and only a slot the answer holds', () => {
    const data = { '2025-09-09': [tourSlot({ id: 901 })] };
    expect(keys(sources({ tours: { data, selected_booking_id: null } }))).not.toContain('2025-09-09 13:00 tour-901');
    expect(keys(sources({ tours: { data, selected_booking_id: 999 } })).some((k) => k.includes('tour'))).toBe(false);
    expect(keys(sources({ tours: { data, selected_booking_id: 901 } }))).toContain('2025-09-09 13:00 tour-901');
  });

  it('leaves out travel the attendee did not give, and keeps a date without a time as untimed, first in its day', () => {
    expect(
      keys(
        sources({ travel: { arrival_date: null, arrival_time: '18:30:00', departure_date: '', departure_time: null } }),
      ).some((k) => /arrival|departure/.test(k)),
    ).toBe(false);
    const items = agendaItems(sources({ travel: { arrival_date: '2025-09-08', arrival_time: null } }));
    expect(items[0]).toMatchObject({ key: 'arrival', date: '2025-09-08', timed: false });
  });

  it('places a meeting cancelled since the last visit where it was, marked, and the changes on the meetings', () => {
    const seen = seenMeetings(scheduleOf(nile, gulf, petra));
    const now = scheduleOf({ ...nile, room_number: 'Room 2' }, lunch, petra);
    const changes = scheduleChanges(seen, now);
    const items = agendaItems(sources({ schedule: now, changes }));
    expect(items.map((item) => item.key)).toEqual(['meeting-5001', 'session-9101', 'cancelled-5002', 'meeting-5003']);
    expect(items[0].change).toMatchObject({ roomChanged: true });
    expect(items[2]).toMatchObject({ kind: 'cancelled', title: 'Gulf Horizon Telecom', start: '14:00:00' });
  });

  it('orders two meetings at the same time by id, both kept', () => {
    const twin = { ...gulf, id: 5010, company: scheduleCompany(504) };
    expect(keys(sources({ schedule: scheduleOf(twin, gulf) }))).toEqual([
      '2025-09-08 14:00 meeting-5002',
      '2025-09-08 14:00 meeting-5010',
    ]);
  });
});

describe('the shuttle bus', () => {
  const published = { ...BUS_TIMETABLE, sample: false };

  it('is left out while the timetable is the shipped sample', () => {
    expect(BUS_TIMETABLE.sample).toBe(true);
    expect(agendaItems(sources()).some((item) => item.kind === 'bus')).toBe(false);
  });

  it('runs on the days the attendee is at the venue once the timetable is published, with every pick-up', () => {
    const bus = agendaItems(sources({ bus: published })).filter((item) => item.kind === 'bus');
    expect([...new Set(bus.map((item) => item.date))]).toEqual(['2025-09-08', '2025-09-10']);
    expect(bus.filter((item) => item.date === '2025-09-08')).toHaveLength(BUS_TIMETABLE.items.runs.length);
    expect(bus[0]).toMatchObject({
      title: 'Morning shuttle 1',
      start: '07:15:00',
      end: '07:45:00',
      stops: [
        { point: 'Riverside Grand Hotel', time: '07:15:00' },
        { point: 'Park Lane Plaza', time: '07:30:00' },
        { point: 'Kensington Court Hotel', time: '07:45:00' },
      ],
    });
  });

  it('does not run on a day whose only meeting was cancelled', () => {
    const seen = seenMeetings(scheduleOf(nile, petra));
    const now = scheduleOf(nile);
    const bus = agendaItems(sources({ schedule: now, changes: scheduleChanges(seen, now), bus: published }));
    expect([...new Set(bus.filter((item) => item.kind === 'bus').map((item) => item.date))]).toEqual(['2025-09-08']);
  });
});

describe('times as the server and the content write them', () => {
  it('reads H:mm, HH:mm and HH:mm:ss, and refuses the rest', () => {
    expect(readTime('9:05')).toBe('09:05:00');
    expect(readTime('18:30')).toBe('18:30:00');
    expect(readTime('18:30:15')).toBe('18:30:15');
    expect(readTime('25:00')).toBeNull();
    expect(readTime('')).toBeNull();
    expect(readTime(null)).toBeNull();
  });
});
