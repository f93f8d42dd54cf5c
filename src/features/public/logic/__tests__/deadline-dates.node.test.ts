import { describe, expect, it } from 'vitest';
import { buildDeadlines, deadlineDate, deadlineStatus } from '../deadlines';

describe('deadlines with a missing date', () => {
  it('shows a deadline without a date as "To be announced"', () => {
    expect(deadlineDate(null)).toBe('To be announced');
  });

  it('lists deadlines without a date last', () => {
    const deadlines = buildDeadlines({
      presenters_registration_deadline: null,
      investors_registration_deadline: '2025-08-01',
      presentations_deadline: '2025-09-01',
    });
    expect(deadlines.map((d) => d.id)).toEqual(['logo', 'accommodation', 'investors', 'presentations', 'presenters']);
  });
});

describe('deadlineStatus', () => {
  const today = '2025-08-20';
  it('marks a deadline whose day is over as passed, and its own day as today', () => {
    expect(deadlineStatus('2025-08-19', today)).toEqual({ kind: 'passed', text: 'Passed' });
    expect(deadlineStatus('2025-08-20', today)).toEqual({ kind: 'today', text: 'Today' });
  });

  it('counts the days to a deadline within two weeks, and calls a later one upcoming', () => {
    expect(deadlineStatus('2025-08-21', today)).toEqual({ kind: 'soon', text: 'Tomorrow' });
    expect(deadlineStatus('2025-09-01', today)).toEqual({ kind: 'soon', text: 'In 12 days' });
    expect(deadlineStatus('2025-09-03', today)).toEqual({ kind: 'soon', text: 'In 14 days' });
    expect(deadlineStatus('2025-09-04', today)).toEqual({ kind: 'upcoming', text: 'Upcoming' });
  });

  it('gives an undated or unreadable deadline no status', () => {
    expect(deadlineStatus(null, today)).toBeNull();
    expect(deadlineStatus('soon', today)).toBeNull();
  });
});
