/**
 * The investor's working copy of the preference rows and the rules that change it
 * (spec 001 §4, §5, §7): the meeting type 3 reset, automatic deselection when the
 * availability no longer matches, restoring a stored selection, what is sent on
 * submit and why a submit is refused.
 */
import type { Id, NamedRef, PreferenceCompany, PreferenceCompanyInput, PreferencesBody } from '@/lib/api/contract';
import { submitMessages } from '../messages';
import { availabilityMatch, type InvestorAvailability } from './availability';

export type PreferenceValues = {
  meeting_type: number;
  meeting_priority: number;
  knowledge: number;
  shareholder: number;
};
export type PreferenceField = keyof PreferenceValues;

export type RowState = { isSelected: boolean; preferenceId: Id | null } & PreferenceValues;
export type RowsState = Record<Id, RowState>;

export const EMPTY_VALUES: PreferenceValues = { meeting_type: 0, meeting_priority: 0, knowledge: 0, shareholder: 0 };

/** "No Preference": reset to 0 when the server's meeting type list lacks it (B§4). */
export const MEETING_TYPE_NO_PREFERENCE = 3;

export function rowFromCompany(company: Pick<PreferenceCompany, 'isSelected' | 'preferences'>): RowState {
  const p = company.preferences;
  return {
    isSelected: company.isSelected,
    preferenceId: p.id,
    meeting_type: p.meeting_type,
    meeting_priority: p.meeting_priority,
    knowledge: p.knowledge,
    shareholder: p.shareholder,
  };
}

export function initialRows(companies: readonly PreferenceCompany[]): RowsState {
  const rows: RowsState = {};
  for (const company of companies) rows[company.id] = rowFromCompany(company);
  return rows;
}

/** Meeting type 3 becomes 0 when the server's list has no option 3. */
export function normalizeMeetingType(row: RowState, meetingTypes: readonly NamedRef[]): RowState {
  if (row.meeting_type !== MEETING_TYPE_NO_PREFERENCE) return row;
  if (meetingTypes.some((o) => o.id === MEETING_TYPE_NO_PREFERENCE)) return row;
  return { ...row, meeting_type: 0 };
}

export function deselect(row: RowState): RowState {
  return { ...row, isSelected: false, ...EMPTY_VALUES };
}

/**
 * Deselects (and resets) every selected company whose availability no longer matches
 * the investor's. Returns the new rows and the ids that were deselected.
 */
export function autoDeselect(
  rows: RowsState,
  companies: readonly Pick<PreferenceCompany, 'id' | 'available_dates' | 'available_slots_ids'>[],
  investor: InvestorAvailability,
): { rows: RowsState; deselected: Id[] } {
  const deselected: Id[] = [];
  // Copied on the first change only: most loads change nothing, and a conference lists thousands of companies.
  let next: RowsState | null = null;
  for (const company of companies) {
    const row = rows[company.id];
    if (!row?.isSelected) continue;
    if (availabilityMatch(company, investor) !== 'match') {
      next ??= { ...rows };
      next[company.id] = deselect(row);
      deselected.push(company.id);
    }
  }
  return { rows: next ?? rows, deselected };
}

/** A stored selection (selected_companies, §13) replaces the server's: stored rows selected with their values, the rest unselected. */
export function restoreSelection(
  rows: RowsState,
  stored: readonly Pick<PreferenceCompany, 'id' | 'preferences'>[],
): RowsState {
  const byId = new Map(stored.map((c) => [c.id, c]));
  const next: RowsState = {};
  for (const [key, row] of Object.entries(rows)) {
    const id = Number(key);
    const saved = byId.get(id);
    if (!saved) {
      next[id] = row.isSelected ? deselect(row) : row;
      continue;
    }
    const p = saved.preferences;
    next[id] = {
      ...row,
      isSelected: true,
      meeting_type: p?.meeting_type ?? 0,
      meeting_priority: p?.meeting_priority ?? 0,
      knowledge: p?.knowledge ?? 0,
      shareholder: p?.shareholder ?? 0,
    };
  }
  return next;
}

/** The full initial state of the page: server rows, stored selection, type 3 reset, then automatic deselection. */
export function prepareRows(
  companies: readonly PreferenceCompany[],
  meetingTypes: readonly NamedRef[],
  investor: InvestorAvailability,
  stored: readonly Pick<PreferenceCompany, 'id' | 'preferences'>[] | null,
): { rows: RowsState; deselected: Id[] } {
  let rows = initialRows(companies);
  if (stored) rows = restoreSelection(rows, stored);
  if (!meetingTypes.some((o) => o.id === MEETING_TYPE_NO_PREFERENCE)) {
    for (const [key, row] of Object.entries(rows)) rows[Number(key)] = normalizeMeetingType(row, meetingTypes);
  }
  return autoDeselect(rows, companies, investor);
}

export function isRowComplete(row: RowState): boolean {
  return row.meeting_type > 0 && row.meeting_priority > 0 && row.knowledge > 0;
}

export function isRowChanged(row: RowState, original: RowState): boolean {
  if (row.isSelected !== original.isSelected) return true;
  if (!row.isSelected) return false;
  return (
    row.meeting_type !== original.meeting_type ||
    row.meeting_priority !== original.meeting_priority ||
    row.knowledge !== original.knowledge ||
    row.shareholder !== original.shareholder
  );
}

/** What Submit sends (contract §9.2): only the companies whose row changed, each with its five preference keys. */
export function submissionBody(
  companies: readonly Pick<PreferenceCompany, 'id' | 'name'>[],
  rows: RowsState,
  original: RowsState,
): PreferencesBody {
  const changed: PreferenceCompanyInput[] = [];
  for (const company of companies) {
    const row = rows[company.id];
    const before = original[company.id];
    if (!row || !before || !isRowChanged(row, before)) continue;
    changed.push({
      id: company.id,
      name: company.name,
      isSelected: row.isSelected,
      preferences: {
        id: row.preferenceId,
        meeting_priority: row.meeting_priority,
        shareholder: row.shareholder,
        meeting_type: row.meeting_type,
        knowledge: row.knowledge,
      },
    });
  }
  return { companies: changed };
}

export type SubmitCheck = { ok: true } | { ok: false; message: string; invalid: Id[] };

/**
 * Refuses a submit with no selected company, or with a selected company missing a
 * meeting type, priority or level of knowledge; the clear-the-filter message when one
 * of those is hidden by the filters.
 */
export function checkSubmit(rows: RowsState, isVisible: (id: Id) => boolean): SubmitCheck {
  const selected = Object.entries(rows).filter(([, row]) => row.isSelected);
  if (selected.length === 0) return { ok: false, message: submitMessages.noSelection, invalid: [] };
  const invalid = selected.filter(([, row]) => !isRowComplete(row)).map(([id]) => Number(id));
  if (invalid.length === 0) return { ok: true };
  const hidden = invalid.some((id) => !isVisible(id));
  return { ok: false, message: hidden ? submitMessages.hiddenIncomplete : submitMessages.incomplete, invalid };
}

/** The rows to store as selected_companies before the availability reload (§13): selected rows with their current values. */
export function selectedForStorage(companies: readonly PreferenceCompany[], rows: RowsState): PreferenceCompany[] {
  return companies
    .filter((c) => rows[c.id]?.isSelected)
    .map((c) => {
      const row = rows[c.id];
      return {
        ...c,
        isSelected: true,
        preferences: {
          ...c.preferences,
          id: row.preferenceId,
          meeting_type: row.meeting_type,
          meeting_priority: row.meeting_priority,
          knowledge: row.knowledge,
          shareholder: row.shareholder,
        },
      };
    });
}
