import { describe, expect, it } from 'vitest';
import {
  dayPartTitle,
  slotDayPart,
  slotsByDayPart,
  slotTimeLabel,
  slotTimesNote,
  slotTimeZone,
  zoneTimeName,
} from '../slot-times';

const slot = (id: number, start: string, end: string) => ({ id, date: '2025-09-08', start_time: start, end_time: end });
const monday = [
  slot(105, '14:00:00', '14:50:00'),
  slot(101, '08:30:00', '09:20:00'),
  slot(102, '09:30:00', '10:20:00'),
  slot(103, '10:30:00', '11:20:00'),
  slot(104, '11:30:00', '12:20:00'),
  slot(108, '17:00:00', '17:50:00'),
];

describe('slot times: one rule for the registration form, the availability page and the dashboard', () => {
  it('shows the slots in the saved zone, else Dubai for presenters and London for investors', () => {
    expect(slotTimeZone('Asia/Riyadh', true)).toBe('Asia/Riyadh');
    expect(slotTimeZone('Asia/Riyadh', false)).toBe('Asia/Riyadh');
    expect(slotTimeZone(null, true)).toBe('Asia/Dubai');
    expect(slotTimeZone('', false)).toBe('Europe/London');
    expect(slotTimeZone('Not/AZone', true)).toBe('Asia/Dubai');
  });

  it('converts a London slot into the zone, with the day marker', () => {
    expect(slotTimeLabel(monday[1], 'Asia/Dubai')).toBe('11:30–12:20');
    expect(slotTimeLabel(monday[1], 'Europe/London')).toBe('08:30–09:20');
    expect(slotTimeLabel(monday[5], 'Asia/Hong_Kong')).toBe('00:00 (+1) – 00:50 (+1)');
    expect(zoneTimeName('Asia/Dubai')).toBe('Dubai time');
  });

  it('takes morning and afternoon from the London start time, whatever zone shows the times', () => {
    expect(slotDayPart({ start_time: '11:30:00' })).toBe('morning');
    expect(slotDayPart({ start_time: '14:00:00' })).toBe('afternoon');
    const parts = slotsByDayPart(monday);
    expect(parts.map((p) => [p.part, p.slots.map((s) => s.id)])).toEqual([
      ['morning', [101, 102, 103, 104]],
      ['afternoon', [105, 108]],
    ]);
  });

  it('names a day part by its London hours and adds the attendee’s hours when they differ', () => {
    const [morning, afternoon] = slotsByDayPart(monday);
    expect(dayPartTitle('morning', morning.slots, 'Asia/Dubai')).toBe(
      'Morning, 08:30–12:20 London time (11:30–15:20 Dubai time)',
    );
    expect(dayPartTitle('afternoon', afternoon.slots, 'Europe/London')).toBe('Afternoon, 14:00–17:50 London time');
    expect(slotTimesNote('Asia/Dubai')).toBe(
      'Times are in Dubai time. Morning and afternoon are the conference’s day parts in London, where the meetings take place.',
    );
  });
});
