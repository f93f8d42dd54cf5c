import { describe, expect, it } from 'vitest';
import {
  allocateGroups,
  blockReason,
  blockReasons,
  companyFits,
  displayedSlots,
  groupCounters,
  maximumMeetings,
  summarizeSelection,
} from '../limits';
import { buildAvailability, companyWithSlots as company, slotRange as range } from '@/testing/builders/preferences';
import { investorAvailability } from '../availability';

/** The investor's availability as the page reads it; investor1's demo slots by default. */
const investor = (slots?: number[], extra?: number) => investorAvailability(buildAvailability(slots, extra));

const limits = (entries: [number, number][]) => new Map(entries);

describe('maximumMeetings', () => {
  it('is the sum of the group limits (available slots + investor_selection_limit per group)', () => {
    expect(maximumMeetings(investor())).toBe(26); // 17 + 9
  });
  it('one group: 15 slots give 20 meetings', () => {
    expect(maximumMeetings(investor([...range(101, 108), ...range(201, 207)]))).toBe(20);
  });
  it('no slots give no meetings', () => {
    expect(maximumMeetings(investor([]))).toBe(0);
  });
});

describe('displayedSlots', () => {
  it('is the limit minus 5, at least 0', () => {
    expect(displayedSlots(17)).toBe(12);
    expect(displayedSlots(9)).toBe(4);
    expect(displayedSlots(5)).toBe(0);
    expect(displayedSlots(3)).toBe(0);
    expect(displayedSlots(0)).toBe(0);
  });
});

describe('allocateGroups', () => {
  it('places single-group companies up to the limit, the next one is unplaced', () => {
    const claims = [1, 2, 3].map((id) => ({ id, groups: [1] }));
    expect(allocateGroups(claims, limits([[1, 2]])).unplaced).toEqual([3]);
    expect(allocateGroups(claims.slice(0, 2), limits([[1, 2]])).unplaced).toEqual([]);
  });

  it('multi-group companies fill the spare places of another group', () => {
    const claims = [
      { id: 1, groups: [1, 2] },
      { id: 2, groups: [1] },
      { id: 3, groups: [1] },
    ];
    const result = allocateGroups(
      claims,
      limits([
        [1, 2],
        [2, 1],
      ]),
    );
    expect(result.unplaced).toEqual([]);
    expect(result.assignment.get(1)).toBe(2);
  });

  it('moves an already placed multi-group company to make room', () => {
    // 1 and 2 can go anywhere, 3 only in group 1, 4 only in group 2: one place each... plus one spare.
    const claims = [
      { id: 1, groups: [1, 2] },
      { id: 2, groups: [1, 2] },
    ];
    const first = allocateGroups(
      claims,
      limits([
        [1, 2],
        [2, 1],
      ]),
    );
    expect(first.unplaced).toEqual([]);
    const more = allocateGroups(
      [...claims, { id: 3, groups: [1] }],
      limits([
        [1, 2],
        [2, 1],
      ]),
    );
    expect(more.unplaced).toEqual([]);
    expect(more.assignment.get(3)).toBe(1);
  });

  it('a group with limit 0 takes nobody', () => {
    expect(allocateGroups([{ id: 1, groups: [2] }], limits([[2, 0]])).unplaced).toEqual([1]);
  });
});

describe('blockReason', () => {
  const inv = investor();
  const dayOne = range(101, 108);

  it('availability first: days, then slots', () => {
    expect(blockReason(company(1, range(401, 404)), [], investor(range(101, 104)))).toBe('days');
    expect(blockReason(company(1, range(405, 408)), [], inv)).toBe('slots');
  });

  it('maximum meetings reached: selected count equal to the total limit blocks, one less does not', () => {
    const small = investor([101], 1); // group 1 limit 2, group 2 limit 0: maximum 2
    const selected = [company(10, [101]), company(11, [101])];
    expect(blockReason(company(1, [101]), selected, small)).toBe('maximum');
    expect(blockReason(company(1, [101]), selected.slice(0, 1), small)).toBeNull();
  });

  it('the group limit (available slots) blocks while the total still allows more', () => {
    const inv2 = investor([101, 301], 1); // limits 2 and 2, maximum 4
    const selected = [company(10, [101]), company(11, [101])];
    expect(blockReason(company(1, [101]), selected, inv2)).toBe('groupLimit');
    // a company of the other group still fits
    expect(blockReason(company(2, [301]), selected, inv2)).toBeNull();
    // a multi-group company fills the spare place of group 2
    expect(blockReason(company(3, [101, 301]), selected, inv2)).toBeNull();
  });

  it('is null for a company that fits', () => {
    expect(blockReason(company(1, dayOne), [], inv)).toBeNull();
  });
});

describe('blockReasons', () => {
  it('agrees with blockReason for every unselected company and never blocks a selected one', () => {
    const inv2 = investor([101, 301], 1);
    const companies = [company(10, [101]), company(11, [101]), company(1, [101]), company(2, [301]), company(3, [405])];
    const selected = new Set([10, 11]);
    const reasons = blockReasons(companies, (id) => selected.has(id), inv2);
    expect(reasons.get(10)).toBeUndefined();
    expect(reasons.get(1)).toBe('groupLimit');
    expect(reasons.get(2)).toBeUndefined();
    expect(reasons.get(3)).toBe('slots');
    expect(blockReasons(companies, (id) => selected.has(id), inv2, companyFits(companies, inv2))).toEqual(reasons);
    for (const c of companies.filter((c) => !selected.has(c.id))) {
      expect(reasons.get(c.id) ?? null).toBe(
        blockReason(
          c,
          companies.filter((x) => selected.has(x.id)),
          inv2,
        ),
      );
    }
  });
});

describe('summarizeSelection', () => {
  const inv2 = investor([101, 301], 1);
  const companies = [
    company(10, [101]),
    company(11, [101]),
    company(1, [101]),
    company(2, [301]),
    company(3, [405]),
    company(4, [101, 301]),
  ];

  it('works out the selection, every block reason, the mismatches and the counters in one pass', () => {
    for (const chosen of [[], [10], [10, 11], [10, 11, 2], [4, 10]]) {
      const selected = new Set(chosen);
      const summary = summarizeSelection(companies, (id) => selected.has(id), inv2, companyFits(companies, inv2));
      const picked = companies.filter((c) => selected.has(c.id));
      expect(summary.selected).toEqual(picked);
      for (const c of companies) {
        expect(summary.reasons.get(c.id) ?? null).toBe(selected.has(c.id) ? null : blockReason(c, picked, inv2));
      }
      expect(summary.mismatches).toBe(
        companies.filter((c) => {
          const reason = summary.reasons.get(c.id);
          return reason === 'slots' || reason === 'days';
        }).length,
      );
      expect(summary.counters).toEqual(groupCounters(picked, inv2));
    }
  });

  it('counts an unselected company whose availability does not match as a mismatch, a selected one never', () => {
    expect(summarizeSelection(companies, () => false, inv2).mismatches).toBe(1);
    expect(summarizeSelection(companies, (id) => id === 3, inv2).mismatches).toBe(0);
  });
});

describe('groupCounters', () => {
  it('shows label, limit, limit minus 5 and the selected count per group', () => {
    const inv = investor();
    const selected = [
      company(501, range(101, 108)),
      company(507, [...range(101, 104), ...range(301, 304)]),
      company(513, range(301, 304)),
    ];
    const counters = groupCounters(selected, inv);
    expect(counters.map((c) => [c.label, c.limit, c.slots])).toEqual([
      ['8-9 September', 17, 12],
      ['10-11 September', 9, 4],
    ]);
    expect(counters.reduce((sum, c) => sum + c.selected, 0)).toBe(3);
  });

  it('counts an overflowing company in its first group', () => {
    const inv = investor([101], 0); // group 1 limit 1
    const counters = groupCounters([company(1, [101]), company(2, [101])], inv);
    expect(counters[0].selected).toBe(2);
  });
});
