import { describe, expect, it } from 'vitest';
import { demoGroups } from '@/testing/builders/availability';
import { initialGroup, isInGroup, shownChoice, switchGroup } from '../investor-days';

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

  it('shows the saved choice on the days the groups list, and drops what no box can show', () => {
    // Days read from an agenda that disagrees with the groups; 999 is in no group.
    expect(
      shownChoice(groups, { available_slot: [101, 301, 999], conference_dates: ['1970-01-01', '2025-09-09'] }),
    ).toEqual({ available_slot: [101, 301], conference_dates: ['2025-09-08', '2025-09-09', '2025-09-10'] });
    const agreeing = { available_slot: [101, 102], conference_dates: ['2025-09-08'] };
    expect(shownChoice(groups, agreeing)).toEqual(agreeing);
    expect(shownChoice([], agreeing)).toEqual({ available_slot: [], conference_dates: [] });
  });
});
