import { describe, expect, it } from 'vitest';
import { formatDateSpan } from '../date-span';

describe('formatDateSpan', () => {
  it('writes days of one month once with the month and year', () => {
    expect(formatDateSpan('2025-09-08', '2025-09-11')).toBe('8–11 September 2025');
  });
  it('writes both months across a month, and both years across a year', () => {
    expect(formatDateSpan('2025-09-30', '2025-10-01')).toBe('30 September–1 October 2025');
    expect(formatDateSpan('2025-12-31', '2026-01-02')).toBe('31 December 2025–2 January 2026');
  });
  it('writes one day alone, in either order, and nothing for an unreadable date', () => {
    expect(formatDateSpan('2025-09-08', '2025-09-08')).toBe('8 September 2025');
    expect(formatDateSpan('2025-09-11', '2025-09-08')).toBe('8–11 September 2025');
    expect(formatDateSpan('2025-09-08', '')).toBe('8 September 2025');
    expect(formatDateSpan('', '')).toBe('');
  });
});
