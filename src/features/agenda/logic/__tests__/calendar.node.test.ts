import { describe, expect, it } from 'vitest';
import { BUS_TIMETABLE } from '@/content/bus-timetable';
import { buildBareSlot, buildScheduleAnswer, buildScheduleSlot } from '@/testing/builders/schedule';
import { tourSlot } from '@/testing/builders/tours';
import { agendaEvents } from '../calendar';
import { agendaItems } from '../timeline';

const items = agendaItems({
  schedule: buildScheduleAnswer({
    schedule: {
      '2025-09-08': [
        buildBareSlot({ id: 9101, type: 1, name: 'Networking Lunch', start_time: '12:30:00', end_time: '13:50:00' }),
        buildScheduleSlot(),
      ],
    },
  }),
  changes: { byId: new Map(), cancelled: [] },
  tours: { data: { '2025-09-10': [tourSlot({ id: 903, date: '2025-09-10' })] }, selected_booking_id: 903 },
  travel: { arrival_date: '2025-09-07', arrival_time: '18:30:00', departure_date: '2025-09-11', departure_time: null },
  bus: { ...BUS_TIMETABLE, sample: false },
});

describe('the agenda as calendar events', () => {
  const events = agendaEvents(items, false, 1001);

  it('exports meetings, sessions, the tour and timed travel under stable UIDs, the shuttle and untimed travel left out', () => {
    expect(events.map((event) => event.uid)).toEqual([
      'arrival-1001@conference-14.londonconference.example',
      'session-9101@conference-14.londonconference.example',
      'meeting-5002@conference-14.londonconference.example',
      'tour-903@conference-14.londonconference.example',
    ]);
  });

  it('gives every event its instants from the London times, and a moment half an hour', () => {
    const arrival = events[0];
    expect(arrival.start.toISOString()).toBe('2025-09-07T17:30:00.000Z');
    expect(arrival.end.toISOString()).toBe('2025-09-07T18:00:00.000Z');
    expect(arrival.summary).toBe('Arrival');
    const tour = events[3];
    expect([tour.start.toISOString(), tour.end.toISOString(), tour.summary]).toEqual([
      '2025-09-10T12:00:00.000Z',
      '2025-09-10T13:00:00.000Z',
      'Guided tour',
    ]);
    expect(events[2].summary).toBe('Group meeting with Gulf Horizon Telecom');
  });
});
