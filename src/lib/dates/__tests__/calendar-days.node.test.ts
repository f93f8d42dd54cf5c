import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDateStr } from '../calendar-date';

describe('calendar-day arithmetic (one definition for the portal and its mock backend)', () => {
  it('reads only "YYYY-MM-DD" texts as dates', () => {
    expect(isDateStr('2025-09-08')).toBe(true);
    for (const value of [null, undefined, 20250908, '', '2025-9-8', '08/09/2025', '2025-09-08 09:00:00', '2025-13-01'])
      expect(isDateStr(value)).toBe(false);
  });

  it('adds and subtracts days across month and year ends', () => {
    expect(addDays('2025-08-30', 3)).toBe('2025-09-02');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('counts the days between two dates, a clock change in between (26 October 2025 in London) included', () => {
    expect(daysBetween('2025-09-08', '2025-09-11')).toBe(3);
    expect(daysBetween('2025-09-11', '2025-09-08')).toBe(-3);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(daysBetween('2025-09-30', '2025-10-01')).toBe(1);
  });
});
