import { describe, expect, it } from 'vitest';
import type { GroupedSlots } from '@/lib/api/contract';
import { initialGroup, isInGroup, switchGroup } from '../investor-days';

describe('investor days group', () => {
  const day = (date: string, ids: number[]) => ({
    formattedDate: date,
    timeslots: ids.map((id) => ({ id, date, start_time: '08:30:00', end_time: '09:20:00' })),
    morning_slots: [],
    afternoon_slots: [],
  });
  const groups = [
    { groupNumber: 1, groupTitle: '8-9 September', slots: { '2025-09-08': day('2025-09-08', [101, 102]), '2025-09-09': day('2025-09-09', [201]) } },
    { groupNumber: 2, groupTitle: '10-11 September', slots: { '2025-09-10': day('2025-09-10', [301]) } },
  ] as unknown as GroupedSlots[];

  it('starts on the group holding the chosen slots, else the first', () => {
    expect(initialGroup(groups, [301])).toBe(2);
    expect(initialGroup(groups, [])).toBe(1);
    expect(initialGroup([], [])).toBeNull();
  });

  it('keeps only the choices inside the new group', () => {
    expect(switchGroup(groups, 2, { available_slot: [101, 301], conference_dates: ['2025-09-08', '2025-09-10'] })).toEqual({
      available_slot: [301],
      conference_dates: ['2025-09-10'],
    });
  });

  it('enables only the days of the chosen group', () => {
    expect(isInGroup(groups, 1, '2025-09-09')).toBe(true);
    expect(isInGroup(groups, 1, '2025-09-10')).toBe(false);
    expect(isInGroup(groups, null, '2025-09-10')).toBe(true);
  });
});
