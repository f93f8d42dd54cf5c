import { describe, expect, it } from 'vitest';
import { demoGroups } from '@/testing/builders/availability';
import { initialGroup, isInGroup, switchGroup } from '../investor-days';

describe('investor days group', () => {
  // The demo days: 8-9 September in group 1, 10-11 September in group 2.
  const groups = demoGroups();

  it('starts on the group holding the chosen slots, else the first', () => {
    expect(initialGroup(groups, [301])).toBe(2);
    expect(initialGroup(groups, [])).toBe(1);
    expect(initialGroup([], [])).toBeNull();
  });

  it('keeps only the choices inside the new group', () => {
    expect(
      switchGroup(groups, 2, { available_slot: [101, 301], conference_dates: ['2025-09-08', '2025-09-10'] }),
    ).toEqual({
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
