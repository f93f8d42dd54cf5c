import { describe, expect, it } from 'vitest';
import { hasShareholderAnswers, shareholderColumn } from '../shareholder';

const options = [
  { id: 1, name: 'Yes' },
  { id: 2, name: 'No' },
];
const company = (shareholder: number | undefined) => ({ preferences: { shareholder } });

describe('shareholder column of the Meeting Preferences tab', () => {
  it('names each answer, "—" for none or an unknown option', () => {
    expect(shareholderColumn([company(1), company(2), company(0), company(9), company(undefined)], options)).toEqual([
      'Yes',
      'No',
      '—',
      '—',
      '—',
    ]);
  });

  it('is left out when no company has an answer, or when the names are unknown', () => {
    expect(hasShareholderAnswers([company(0), { preferences: null }])).toBe(false);
    expect(shareholderColumn([company(0)], options)).toBeNull();
    expect(shareholderColumn([company(1)], undefined)).toBeNull();
    expect(shareholderColumn([company(1)], [])).toBeNull();
    expect(hasShareholderAnswers([company(0), company(2)])).toBe(true);
  });
});
