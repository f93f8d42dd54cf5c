import { describe, expect, it } from 'vitest';
import { countdownParts, EVENT_START } from '../countdown';
import { buildDeadlines } from '../deadlines';
import { filterEvents } from '../past-events';

describe('countdown', () => {
  it('targets 8 September 2025 00:00 London (BST, so 23:00 UTC the day before)', () => {
    expect(EVENT_START.toISOString()).toBe('2025-09-07T23:00:00.000Z');
  });

  it('splits the time left and stops at zero', () => {
    const at = new Date(EVENT_START.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdownParts(EVENT_START, at)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(countdownParts(EVENT_START, new Date(EVENT_START.getTime() + 1000))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });
});

describe('filterEvents', () => {
  const events = [{ date: '9 - 12 Sep 2024' }, { date: '11 - 14 Sep 2023' }];
  it('keeps events whose date text has the year and month', () => {
    expect(filterEvents(events, { year: '', month: '' })).toHaveLength(2);
    expect(filterEvents(events, { year: '2024', month: '' })).toEqual([events[0]]);
    expect(filterEvents(events, { year: '2023', month: 'sep' })).toEqual([events[1]]);
    expect(filterEvents(events, { year: '2022', month: '' })).toEqual([]);
    expect(filterEvents(events, { year: '', month: 'jan' })).toEqual([]);
  });
});

describe('buildDeadlines', () => {
  it('merges the conference text and the static deadlines, earliest first', () => {
    const list = buildDeadlines({
      presenters_registration_deadline: '2025-07-01',
      investors_registration_deadline: '2025-08-01',
      presentations_deadline: '2025-09-01',
    });
    expect(list.map((d) => [d.id, d.date])).toEqual([
      ['logo', '2025-07-01'],
      ['presenters', '2025-07-01'],
      ['accommodation', '2025-07-10'],
      ['investors', '2025-08-01'],
      ['presentations', '2025-09-01'],
    ]);
    expect(buildDeadlines(undefined).map((d) => d.id)).toEqual(['logo', 'accommodation']);
  });
});
