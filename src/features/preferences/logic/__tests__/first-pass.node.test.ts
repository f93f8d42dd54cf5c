import { describe, expect, it } from 'vitest';
import {
  ABOVE_LIST_PX,
  firstPassRows,
  MIN_FIRST_PASS_ROWS,
  rowGroups,
  ROWS_PER_GROUP,
  SHORTEST_ROW_PX,
} from '../first-pass';

describe('rows of the first pass', () => {
  it('covers the window below what stands above the list with rows as short as a row can be', () => {
    expect(firstPassRows(900)).toBe(6);
    expect(firstPassRows(2160)).toBe(19);
    expect(ABOVE_LIST_PX + firstPassRows(2160) * SHORTEST_ROW_PX).toBeGreaterThanOrEqual(2160);
  });

  it('renders a minimum when the window is small or reports no height', () => {
    expect(firstPassRows(500)).toBe(MIN_FIRST_PASS_ROWS);
    expect(firstPassRows(0)).toBe(MIN_FIRST_PASS_ROWS);
    expect(firstPassRows(Number.NaN)).toBe(MIN_FIRST_PASS_ROWS);
  });
});

describe('rowGroups', () => {
  it('cuts the list into groups of ROWS_PER_GROUP rows, each with the index of its first row', () => {
    const items = Array.from({ length: 2 * ROWS_PER_GROUP + 3 }, (_, i) => i);
    const groups = rowGroups(items);
    expect(groups.map((g) => g.start)).toEqual([0, ROWS_PER_GROUP, 2 * ROWS_PER_GROUP]);
    expect(groups.map((g) => g.companies.length)).toEqual([ROWS_PER_GROUP, ROWS_PER_GROUP, 3]);
    expect(groups.flatMap((g) => g.companies)).toEqual(items);
  });

  it('makes no group of an empty list', () => {
    expect(rowGroups([])).toEqual([]);
  });
});
