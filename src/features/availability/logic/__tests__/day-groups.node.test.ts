import { describe, expect, it } from 'vitest';
import type { GroupedDay, GroupedSlots } from '@/lib/api/contract';
import { distinctGroups } from '../day-groups';

const day = (formattedDate: string): GroupedDay => ({
  formattedDate,
  timeslots: [],
  morning_slots: [],
  afternoon_slots: [],
});
const group = (groupNumber: number, dates: string[], groupTitle = `Group ${groupNumber}`): GroupedSlots => ({
  groupNumber,
  groupTitle,
  slots: Object.fromEntries(dates.map((date) => [date, day(date)])),
});
const shape = (groups: GroupedSlots[]) => groups.map((g) => [g.groupNumber, g.groupTitle, Object.keys(g.slots)]);

// A case the fuzz suite found (src/testing/fuzz, auth/get-grouped-slots, seed 20250908): the day groups repeated
// 5,000 times showed each day 5,000 times, and a chosen day's slots as often, until the page ran out of memory.
describe('the server day groups, each day once', () => {
  it('keeps groups as they are when no day repeats', () => {
    const groups = [group(1, ['2025-09-08', '2025-09-09']), group(2, ['2025-09-10', '2025-09-11'])];
    expect(distinctGroups(groups)).toEqual(groups);
  });

  it('makes a group repeated many times one group', () => {
    const repeated = Array.from({ length: 5000 }, () => group(1, ['2025-09-08', '2025-09-09']));
    expect(shape(distinctGroups(repeated))).toEqual([[1, 'Group 1', ['2025-09-08', '2025-09-09']]]);
  });

  it('lists a day under the first group that gives it, and drops a group left without days', () => {
    const groups = [
      group(1, ['2025-09-08', '2025-09-09']),
      group(2, ['2025-09-09']),
      group(3, ['2025-09-09', '2025-09-10']),
    ];
    expect(shape(distinctGroups(groups))).toEqual([
      [1, 'Group 1', ['2025-09-08', '2025-09-09']],
      [3, 'Group 3', ['2025-09-10']],
    ]);
  });

  it('joins the days of groups that share a number, under the first one’s title', () => {
    const groups = [group(1, ['2025-09-08'], 'Days 1-2'), group(2, ['2025-09-10']), group(1, ['2025-09-09'], 'Again')];
    expect(shape(distinctGroups(groups))).toEqual([
      [1, 'Days 1-2', ['2025-09-08', '2025-09-09']],
      [2, 'Group 2', ['2025-09-10']],
    ]);
  });

  it('keeps a day named like an object property as a day, never as the prototype', () => {
    const odd = JSON.parse(
      '{"groupNumber":1,"groupTitle":"","slots":{"__proto__":{"formattedDate":"x","timeslots":[],"morning_slots":[],"afternoon_slots":[]}}}',
    ) as GroupedSlots;
    const [only] = distinctGroups([odd, odd]);
    expect(Object.keys(only.slots)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(only.slots)).toBe(Object.prototype);
  });
});
