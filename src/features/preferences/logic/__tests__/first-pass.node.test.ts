import { describe, expect, it } from 'vitest';
import { ABOVE_LIST_PX, firstPassRows, MIN_FIRST_PASS_ROWS, SHORTEST_ROW_PX } from '../first-pass';

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
