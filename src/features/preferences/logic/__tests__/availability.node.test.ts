import { describe, expect, it } from 'vitest';
import { buildAvailability, companyWithSlots as company, slotRange as range } from '@/testing/builders/preferences';
import { availabilityMatch, companyGroups, groupLabel, investorAvailability } from '../availability';

/** The investor's availability as the page reads it; investor1's demo slots by default. */
const investor = (slots?: number[], extra?: number) => investorAvailability(buildAvailability(slots, extra));

describe('availabilityMatch', () => {
  const inv = investor();

  it('matches when one slot is shared (boundary: exactly one)', () => {
    expect(availabilityMatch(company(1, [108]), inv)).toBe('match');
    expect(availabilityMatch(company(2, [304, 305]), inv)).toBe('match');
  });

  it('reports the slots reason when the days meet but no slot is shared', () => {
    // 2025-09-10/11 are in group 2, where investor1 has 301-304.
    expect(availabilityMatch(company(506, [...range(305, 308), ...range(405, 408)]), inv)).toBe('slots');
    expect(availabilityMatch(company(512, [...range(205, 208), ...range(305, 308)]), inv)).toBe('slots');
  });

  it('reports the days reason when none of the company days is an investor day', () => {
    const dayOneOnly = investor(range(101, 104));
    expect(availabilityMatch(company(508, range(401, 404)), dayOneOnly)).toBe('days');
    // 09-09 belongs to the investor's group 1, so only the slots differ there.
    expect(availabilityMatch(company(510, range(205, 208)), dayOneOnly)).toBe('slots');
  });

  it('an investor with no slots matches nothing (days reason)', () => {
    expect(availabilityMatch(company(1, range(101, 108)), investor([]))).toBe('days');
  });

  it('demo data: investor1 can select 501, 503, 504, 505, 507, 510, 513 and not 506, 508, 509, 511, 512', () => {
    const demo: Record<number, number[]> = {
      501: [...range(101, 108), ...range(201, 208)],
      503: [...range(101, 108), ...range(201, 208)],
      504: [...range(301, 304), ...range(401, 404)],
      505: range(105, 108),
      506: [...range(305, 308), ...range(405, 408)],
      507: [...range(101, 104), ...range(301, 304)],
      508: range(401, 404),
      509: range(405, 408),
      510: range(201, 204),
      511: range(405, 408),
      512: [...range(205, 208), ...range(305, 308)],
      513: range(301, 304),
    };
    const selectable = Object.entries(demo)
      .filter(([id, slots]) => availabilityMatch(company(Number(id), slots), inv) === 'match')
      .map(([id]) => Number(id));
    expect(selectable).toEqual([501, 503, 504, 505, 507, 510, 513]);
  });
});

describe('companyGroups', () => {
  it('lists the day groups of the shared slots only', () => {
    const inv = investor();
    expect(companyGroups(company(501, [...range(101, 108), ...range(201, 208)]), inv)).toEqual([1]);
    expect(companyGroups(company(507, [...range(101, 104), ...range(301, 304)]), inv)).toEqual([1, 2]);
    expect(companyGroups(company(504, [...range(301, 304), ...range(401, 404)]), inv)).toEqual([2]);
    expect(companyGroups(company(506, range(405, 408)), inv)).toEqual([]);
  });
});

describe('groupLabel', () => {
  it('names a two-day group like the spec', () => {
    expect(groupLabel(['2025-09-08', '2025-09-09'])).toBe('8-9 September');
    expect(groupLabel(['2025-09-11', '2025-09-10'])).toBe('10-11 September');
  });
  it('handles one day, month boundaries and no days', () => {
    expect(groupLabel(['2025-09-08'])).toBe('8 September');
    expect(groupLabel(['2025-09-30', '2025-10-01'])).toBe('30 September-1 October');
    expect(groupLabel([])).toBe('');
  });
});
