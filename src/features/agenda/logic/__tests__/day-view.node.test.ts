import { describe, expect, it } from 'vitest';
import { axisLabel, layoutDay, minutesInZone } from '../day-layout';
import { isConferenceDay, nowAndNext, untilText, type TimedEntry } from '../now-next';

const item = (key: string, start: string, end: string, date = '2025-09-08') => ({ key, date, start, end });
const place = (items: ReturnType<typeof item>[], zone = 'Europe/London') =>
  Object.fromEntries(layoutDay(items, zone).placed.map((p) => [p.item.key, [p.start, p.end, p.column, p.columns]]));

describe('the day view axis', () => {
  it('counts minutes from midnight in the zone shown', () => {
    expect(minutesInZone('2025-09-08', '09:30:00', 'Europe/London')).toBe(570);
    expect(minutesInZone('2025-09-08', '09:30:00', 'Asia/Dubai')).toBe(750);
  });

  it('keeps an item a zone moves across midnight below 24:00 (and one moved to the day before above 00:00)', () => {
    // 21:30 London (BST) is 00:30 the next day in Dubai, three hours ahead in September.
    expect(minutesInZone('2025-09-08', '21:30:00', 'Asia/Dubai')).toBe(1440 + 30);
    // 02:00 London is 21:00 the day before in New York (-4).
    expect(minutesInZone('2025-09-08', '02:00:00', 'America/New_York')).toBe(-180);
    const layout = layoutDay(
      [item('late', '21:30:00', '22:20:00'), item('early', '17:00:00', '17:50:00')],
      'Asia/Dubai',
    );
    expect(layout.axisStart).toBe(20 * 60);
    expect(layout.axisEnd).toBe(26 * 60);
    expect(axisLabel(layout.axisEnd)).toBe('02:00 (+1)');
    expect(axisLabel(-60)).toBe('23:00 (-1)');
    expect(axisLabel(9 * 60)).toBe('09:00');
  });

  it('puts items that overlap side by side, and an item alone across the whole width', () => {
    expect(
      place([
        item('nile', '09:30:00', '10:20:00'),
        item('tour', '10:00:00', '11:00:00'),
        item('gulf', '10:30:00', '11:20:00'),
        item('lunch', '12:30:00', '13:50:00'),
      ]),
    ).toEqual({
      nile: [570, 620, 0, 2],
      tour: [600, 660, 1, 2],
      gulf: [630, 680, 0, 2],
      lunch: [750, 830, 0, 1],
    });
  });

  it('puts two meetings at the same time in two columns', () => {
    expect(place([item('a', '14:00:00', '14:50:00'), item('b', '14:00:00', '14:50:00')])).toEqual({
      a: [840, 890, 0, 2],
      b: [840, 890, 1, 2],
    });
  });

  it('gives a moment (an arrival) room on the axis, beside what it overlaps', () => {
    const placed = place([item('arrival', '09:00:00', '09:00:00'), item('nile', '09:10:00', '10:00:00')]);
    expect(placed.arrival).toEqual([540, 540, 0, 2]);
    expect(placed.nile).toEqual([550, 600, 1, 2]);
  });

  it('lets back-to-back items share a column', () => {
    expect(place([item('a', '09:30:00', '10:20:00'), item('b', '10:20:00', '11:00:00')])).toEqual({
      a: [570, 620, 0, 1],
      b: [620, 660, 0, 1],
    });
  });
});

describe('now and next', () => {
  const at = (iso: string) => Date.parse(iso);
  const entries: TimedEntry[] = [
    { key: 'nile', startAt: at('2025-09-08T08:30:00Z'), endAt: at('2025-09-08T09:20:00Z') },
    { key: 'gulf', startAt: at('2025-09-08T13:00:00Z'), endAt: at('2025-09-08T13:50:00Z') },
    { key: 'kuwait', startAt: at('2025-09-08T13:00:00Z'), endAt: at('2025-09-08T13:50:00Z') },
    { key: 'arrival', startAt: at('2025-09-08T07:00:00Z'), endAt: at('2025-09-08T07:00:00Z') },
  ];

  it('before the first item: nothing now, the first one next', () => {
    expect(nowAndNext(entries, at('2025-09-08T06:35:00Z'))).toEqual({
      now: [],
      next: ['arrival'],
      nextAt: at('2025-09-08T07:00:00Z'),
    });
  });

  it('during an item: it is on now (from its first minute, not at its end), the following one next', () => {
    expect(nowAndNext(entries, at('2025-09-08T08:30:00Z')).now).toEqual(['nile']);
    expect(nowAndNext(entries, at('2025-09-08T09:20:00Z')).now).toEqual([]);
    // A moment is never "on".
    expect(nowAndNext(entries, at('2025-09-08T07:00:00Z')).now).toEqual([]);
  });

  it('two meetings at the same time are both next', () => {
    expect(nowAndNext(entries, at('2025-09-08T12:35:00Z')).next).toEqual(['gulf', 'kuwait']);
  });

  it('after the last item: nothing next', () => {
    expect(nowAndNext(entries, at('2025-09-08T18:00:00Z'))).toEqual({ now: [], next: [], nextAt: null });
  });

  it('says the time until in whole minutes, rounded up', () => {
    expect(untilText(25 * 60_000)).toBe('in 25 min');
    expect(untilText(24 * 60_000 + 30_000)).toBe('in 25 min');
    expect(untilText(10_000)).toBe('in 1 min');
    expect(untilText(60 * 60_000)).toBe('in 1 h');
    expect(untilText(125 * 60_000)).toBe('in 2 h 5 min');
    expect(untilText(3 * 24 * 60 * 60_000)).toBe('in 3 days');
  });

  it('is told on the conference days only, by the London date', () => {
    const days = ['2025-09-08', '2025-09-09'];
    expect(isConferenceDay(new Date('2025-09-08T08:00:00Z'), days)).toBe(true);
    // 23:30 UTC on the 7th is already 00:30 on the 8th in London (BST).
    expect(isConferenceDay(new Date('2025-09-07T23:30:00Z'), days)).toBe(true);
    expect(isConferenceDay(new Date('2025-08-20T09:00:00Z'), days)).toBe(false);
  });
});
