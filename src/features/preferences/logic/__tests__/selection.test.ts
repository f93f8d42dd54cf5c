import { describe, expect, it } from 'vitest';
import {
  autoDeselect,
  checkSubmit,
  initialRows,
  isRowChanged,
  isRowComplete,
  normalizeMeetingType,
  prepareRows,
  restoreSelection,
  selectedForStorage,
  submissionBody,
  type RowState,
} from '../selection';
import { submitMessages } from '../../messages';
import { buildAvailability, companyWithSlots as company, slotRange as range } from '@/testing/builders/preferences';
import { investorAvailability } from '../availability';

/** The investor's availability as the page reads it; investor1's demo slots by default. */
const investor = (slots?: number[], extra?: number) => investorAvailability(buildAvailability(slots, extra));

const selectedPrefs = (id: number | null, type = 1, priority = 1, knowledge = 1, shareholder = 0) => ({
  id,
  meeting_type: type,
  meeting_priority: priority,
  knowledge,
  shareholder,
  meeting_type_readable: null,
  meeting_priority_readable: null,
});

const row = (overrides: Partial<RowState> = {}): RowState => ({
  isSelected: true,
  preferenceId: null,
  meeting_type: 1,
  meeting_priority: 1,
  knowledge: 1,
  shareholder: 0,
  ...overrides,
});

const types = [
  { id: 1, name: 'One-on-One' },
  { id: 2, name: 'Group Meeting' },
  { id: 3, name: 'No Preference' },
];

describe('normalizeMeetingType', () => {
  it('resets meeting type 3 to 0 when the list lacks option 3', () => {
    expect(normalizeMeetingType(row({ meeting_type: 3 }), types.slice(0, 2)).meeting_type).toBe(0);
  });
  it('keeps 3 when the list has it, and keeps other types', () => {
    expect(normalizeMeetingType(row({ meeting_type: 3 }), types).meeting_type).toBe(3);
    expect(normalizeMeetingType(row({ meeting_type: 2 }), types.slice(0, 2)).meeting_type).toBe(2);
  });
});

describe('autoDeselect', () => {
  it('deselects and resets a selected company whose availability no longer matches, keeping its preference id', () => {
    const c = company(506, range(305, 308));
    const rows = { 506: row({ preferenceId: 6009, shareholder: 1 }) };
    const result = autoDeselect(rows, [c], investor());
    expect(result.deselected).toEqual([506]);
    expect(result.rows[506]).toEqual({
      isSelected: false,
      preferenceId: 6009,
      meeting_type: 0,
      meeting_priority: 0,
      knowledge: 0,
      shareholder: 0,
    });
  });
  it('leaves matching and unselected companies alone (same object when nothing changes)', () => {
    const rows = { 501: row(), 506: row({ isSelected: false, meeting_type: 0 }) };
    const result = autoDeselect(rows, [company(501, [101]), company(506, [305])], investor());
    expect(result.deselected).toEqual([]);
    expect(result.rows).toBe(rows);
  });
});

describe('restoreSelection and prepareRows', () => {
  it('takes the stored selection: stored rows selected with their values, others deselected', () => {
    const rows = {
      501: row({ preferenceId: 6001 }),
      504: row({ isSelected: false, meeting_type: 0, meeting_priority: 0, knowledge: 0 }),
    };
    const next = restoreSelection(rows, [{ id: 504, preferences: selectedPrefs(null, 2, 3, 4, 1) }]);
    expect(next[504]).toEqual(row({ meeting_type: 2, meeting_priority: 3, knowledge: 4, shareholder: 1 }));
    expect(next[501].isSelected).toBe(false);
    expect(next[501].preferenceId).toBe(6001);
  });

  it('applies the stored selection, the type 3 reset and the automatic deselection together', () => {
    const companies = [
      company(501, range(101, 108), { isSelected: true, preferences: selectedPrefs(6001, 3) }),
      company(504, range(301, 304)),
      company(506, range(305, 308)),
    ];
    const stored = [
      { id: 501, preferences: selectedPrefs(6001, 3) },
      { id: 506, preferences: selectedPrefs(null, 1, 1, 1) },
    ];
    const { rows, deselected } = prepareRows(companies, types.slice(0, 2), investor(), stored);
    expect(rows[501]).toMatchObject({ isSelected: true, meeting_type: 0 });
    expect(rows[506].isSelected).toBe(false);
    expect(deselected).toEqual([506]);
  });

  it('without a stored selection starts from the server rows', () => {
    const companies = [
      company(501, range(101, 108), { isSelected: true, preferences: selectedPrefs(6001, 1, 1, 3, 1) }),
    ];
    expect(prepareRows(companies, types, investor(), null).rows).toEqual(initialRows(companies));
  });
});

describe('isRowComplete', () => {
  it('needs meeting type, priority and knowledge; shareholder may be 0', () => {
    expect(isRowComplete(row())).toBe(true);
    expect(isRowComplete(row({ meeting_type: 0 }))).toBe(false);
    expect(isRowComplete(row({ meeting_priority: 0 }))).toBe(false);
    expect(isRowComplete(row({ knowledge: 0 }))).toBe(false);
  });
});

describe('submission', () => {
  const companies = [company(501, [101]), company(504, [301]), company(507, [101])];
  const original = {
    501: row({ preferenceId: 6001, knowledge: 3, shareholder: 1 }),
    504: row({ isSelected: false, meeting_type: 0, meeting_priority: 0, knowledge: 0 }),
    507: row({ preferenceId: 6003, meeting_priority: 3, shareholder: 2 }),
  };

  it('detects changes: selection, any of the four values; unselected rows never count as changed by values', () => {
    expect(isRowChanged(original[501], original[501])).toBe(false);
    expect(isRowChanged({ ...original[501], knowledge: 2 }, original[501])).toBe(true);
    expect(isRowChanged({ ...original[501], shareholder: 2 }, original[501])).toBe(true);
    expect(isRowChanged({ ...original[501], isSelected: false }, original[501])).toBe(true);
    expect(isRowChanged({ ...original[504], meeting_type: 2 }, original[504])).toBe(false);
  });

  it('posts only changed companies in the contract shape', () => {
    const rows = {
      501: original[501],
      504: row({ meeting_priority: 2, shareholder: 2, meeting_type: 1, knowledge: 2 }),
      507: { ...original[507], isSelected: false, meeting_type: 0, meeting_priority: 0, knowledge: 0, shareholder: 0 },
    };
    expect(submissionBody(companies, rows, original)).toEqual({
      companies: [
        {
          id: 504,
          name: 'Company 504',
          isSelected: true,
          preferences: { id: null, meeting_priority: 2, shareholder: 2, meeting_type: 1, knowledge: 2 },
        },
        {
          id: 507,
          name: 'Company 507',
          isSelected: false,
          preferences: { id: 6003, meeting_priority: 0, shareholder: 0, meeting_type: 0, knowledge: 0 },
        },
      ],
    });
  });

  it('refuses with no selected company', () => {
    const rows = { 504: original[504] };
    expect(checkSubmit(rows, () => true)).toEqual({ ok: false, message: submitMessages.noSelection, invalid: [] });
  });

  it('refuses an incomplete selected company, with the clear-the-filter message when it is hidden', () => {
    const rows = { 501: original[501], 504: row({ knowledge: 0 }) };
    expect(checkSubmit(rows, () => true)).toEqual({ ok: false, message: submitMessages.incomplete, invalid: [504] });
    expect(checkSubmit(rows, (id) => id !== 504)).toEqual({
      ok: false,
      message: submitMessages.hiddenIncomplete,
      invalid: [504],
    });
    // a hidden but complete company does not need the filter cleared
    expect(checkSubmit({ 501: original[501], 504: row({ knowledge: 0 }) }, (id) => id !== 501)).toMatchObject({
      message: submitMessages.incomplete,
    });
  });

  it('accepts complete selections', () => {
    expect(checkSubmit(original, () => true)).toEqual({ ok: true });
  });

  it('stores the selected rows with their current values for the availability reload', () => {
    const rows = { ...original, 504: row({ meeting_type: 2, meeting_priority: 2, knowledge: 4 }) };
    const stored = selectedForStorage(companies, rows);
    expect(stored.map((c) => c.id)).toEqual([501, 504, 507]);
    expect(stored[1].preferences).toMatchObject({ meeting_type: 2, meeting_priority: 2, knowledge: 4, id: null });
    expect(stored.every((c) => c.isSelected)).toBe(true);
  });
});
