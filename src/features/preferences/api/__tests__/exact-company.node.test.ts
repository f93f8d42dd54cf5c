import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactCompany, preferenceCompanySchema, preferencesAnswerSchema } from '../get-preferences';

/** Values a field may hold in an answer: the contract's types, their drifted forms, and the wrong ones. */
const anyValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.constantFrom('12', '1', '0', 'true', '', 'x', Number.NaN, 1.5, true, false, {}, []),
  fc.string(),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 3 }),
);
/** Mostly contract-shaped values, so that many generated companies take the exact path. */
const valid = <T>(contract: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: contract, weight: 6 }, { arbitrary: anyValue, weight: 1 });
const ref = fc.oneof(
  fc.constant(null),
  fc.record({ id: fc.integer(), name: fc.string() }),
  anyValue,
  fc.record({ id: anyValue, name: anyValue }, { requiredKeys: [] }),
);
const preference = fc.oneof(
  anyValue,
  fc.record(
    {
      id: valid(fc.integer()),
      meeting_type: valid(fc.integer()),
      meeting_priority: valid(fc.integer()),
      knowledge: valid(fc.integer()),
      shareholder: valid(fc.integer()),
      meeting_type_readable: valid(fc.string()),
      meeting_priority_readable: valid(fc.string()),
    },
    { requiredKeys: [] },
  ),
);
const company = fc.record(
  {
    id: valid(fc.integer()),
    name: valid(fc.string()),
    country: ref,
    sector: ref,
    available_dates: valid(fc.array(fc.string(), { maxLength: 3 })),
    available_slots_ids: valid(fc.array(fc.integer(), { maxLength: 5 })),
    presenter_names: valid(fc.array(fc.string(), { maxLength: 3 })),
    isSelected: valid(fc.boolean()),
    preferences: preference,
    slug: anyValue,
  },
  { requiredKeys: [] },
);

const contractCompany = {
  id: 301,
  name: 'Nile Delta Bank',
  country: { id: 3, name: 'Egypt' },
  sector: null,
  available_dates: ['2025-09-08'],
  available_slots_ids: [101, 102],
  presenter_names: ['Amira Haddad'],
  isSelected: true,
  preferences: { id: 7, meeting_type: 1, meeting_priority: 2, knowledge: 1, shareholder: 0 },
  slug: 'nile-delta-bank',
};

describe('reading a company already in the contract shape', () => {
  it('reads a contract company without the schema, as the schema reads it', () => {
    const quick = exactCompany(contractCompany);
    expect(quick).toBeDefined();
    expect(quick).toEqual(preferenceCompanySchema.parse(contractCompany));
  });

  it('leaves drifted companies to the schema', () => {
    expect(exactCompany({ ...contractCompany, id: '301' })).toBeUndefined();
    expect(exactCompany({ ...contractCompany, isSelected: 1 })).toBeUndefined();
    expect(exactCompany({ ...contractCompany, available_slots_ids: ['101'] })).toBeUndefined();
    expect(exactCompany({ ...contractCompany, preferences: { meeting_type: '2' } })).toBeUndefined();
  });

  it('never reads a company differently from the schema, whatever the server sends', () => {
    let exact = 0;
    fc.assert(
      fc.property(company, (value) => {
        const quick = exactCompany(value);
        const read = preferenceCompanySchema.safeParse(value);
        if (quick === undefined) return;
        exact += 1;
        expect(read.success).toBe(true);
        if (read.success) expect(quick).toEqual(read.data);
      }),
      { seed: 20251126, numRuns: 2000 },
    );
    // The exact path was taken often enough for the comparison to mean something.
    expect(exact).toBeGreaterThan(200);
  });

  it('reads a whole answer with drifted and contract companies side by side', () => {
    const parsed = preferencesAnswerSchema.safeParse({
      companies: [contractCompany, { ...contractCompany, id: '302', isSelected: '0' }],
    });
    expect(parsed.success).toBe(true);
    if (parsed.success)
      expect(parsed.data.companies.map((c) => [c.id, c.isSelected])).toEqual([
        [301, true],
        [302, false],
      ]);
    expect(preferencesAnswerSchema.safeParse({ companies: [contractCompany, { id: 'x' }] }).success).toBe(false);
  });
});
