import { describe, expect, it } from 'vitest';
import { buildDeadlines, deadlineDate } from '../deadlines';

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
