import { describe, expect, it } from 'vitest';
import { readCalendarDate, TO_BE_ANNOUNCED } from '../calendar-date';
import { formatLongDate } from '../format';
import { formatTimeRange } from '../time-zones';

describe('server dates that are missing or unreadable', () => {
  it('reads the calendar date of a date or date-time text', () => {
    expect(readCalendarDate('2025-09-08')).toBe('2025-09-08');
    expect(readCalendarDate('2025-08-15 00:00:00')).toBe('2025-08-15');
  });

  it('reads null, empty, impossible and free text dates as unknown', () => {
    for (const value of [null, undefined, '', 'TBA', '0000-00-00', '2025-02-30', '08/09/2025'])
      expect(readCalendarDate(value)).toBeNull();
  });

  it('shows an unknown date as "To be announced" instead of failing', () => {
    expect(formatLongDate('2025-09-08')).toBe('Monday 8 September 2025');
    expect(formatLongDate(null)).toBe(TO_BE_ANNOUNCED);
    expect(formatLongDate('0000-00-00')).toBe('To be announced');
  });

  it('shows a time range with an unreadable time without failing', () => {
    expect(formatTimeRange('2025-09-08', 'soon', '10:20:00', 'Europe/London')).toBe('soon–10:20');
    expect(formatTimeRange('not a date', '09:30:00', '10:20:00', 'Europe/London')).toBe('09:30–10:20');
  });
});

describe('londonDate', () => {
  it('gives the London calendar date of an instant, across midnight and daylight saving', async () => {
    const { londonDate } = await import('../london-day');
    expect(londonDate(new Date('2025-08-20T09:00:00Z'))).toBe('2025-08-20');
    expect(londonDate(new Date('2025-08-25T23:30:00Z'))).toBe('2025-08-26');
    expect(londonDate(new Date('2025-12-31T23:30:00Z'))).toBe('2025-12-31');
  });
});
