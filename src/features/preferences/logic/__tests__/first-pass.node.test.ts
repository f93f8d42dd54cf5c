import { describe, expect, it } from 'vitest';
import { firstPassRows, MIN_FIRST_PASS_ROWS, SHORTEST_ROW_PX } from '../first-pass';

describe('rows of the first pass', () => {
  it('covers the whole window with rows as short as a row can be', () => {
    expect(firstPassRows(900)).toBe(9);
    expect(firstPassRows(2160)).toBe(22);
    expect(firstPassRows(2160) * SHORTEST_ROW_PX).toBeGreaterThanOrEqual(2160);
  });

  it('renders a minimum when the window is small or reports no height', () => {
    expect(firstPassRows(400)).toBe(MIN_FIRST_PASS_ROWS);
    expect(firstPassRows(0)).toBe(MIN_FIRST_PASS_ROWS);
    expect(firstPassRows(Number.NaN)).toBe(MIN_FIRST_PASS_ROWS);
  });
});
