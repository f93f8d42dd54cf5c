/**
 * The "My requests" view's rules: the selected companies in one column per meeting priority (the
 * answer's MeetingPriorityLists), a move to another priority and a removal as changes of the same
 * rows the list edits, and the answer as it stands once such a change is saved.
 */
import type { Id, NamedRef, PreferenceCompany, PreferencesAnswer } from '@/lib/api/contract';
import { deselect, type RowState, type RowsState } from './selection';

export type BoardCard = { company: PreferenceCompany; row: RowState };
export type BoardColumn = { priority: NamedRef; cards: BoardCard[] };

/** The column of the selected companies whose priority is none of the answer's options (0 = not chosen yet). */
export const NO_PRIORITY_ID = 0;

/** One column per priority option, in the answer's order, then one for selected companies without a known priority. */
export function boardColumns(
  companies: readonly PreferenceCompany[],
  rows: RowsState,
  priorities: readonly NamedRef[],
  noPriorityName: string,
): BoardColumn[] {
  const columns = priorities.map((priority) => ({ priority, cards: [] as BoardCard[] }));
  const byId = new Map(columns.map((column) => [column.priority.id, column]));
  const unknown: BoardCard[] = [];
  for (const company of companies) {
    const row = rows[company.id];
    if (!row?.isSelected) continue;
    const column = byId.get(row.meeting_priority);
    (column ? column.cards : unknown).push({ company, row });
  }
  if (unknown.length > 0) columns.push({ priority: { id: NO_PRIORITY_ID, name: noPriorityName }, cards: unknown });
  return columns;
}

/** The rows with one selected company moved to another priority (unchanged when it is not selected). */
export function movePriority(rows: RowsState, id: Id, priority: number): RowsState {
  const row = rows[id];
  if (!row?.isSelected || row.meeting_priority === priority) return rows;
  return { ...rows, [id]: { ...row, meeting_priority: priority } };
}

/** The rows with one company removed from the requests: unselected, its preferences cleared, as the list does. */
export function removeRequest(rows: RowsState, id: Id): RowsState {
  const row = rows[id];
  if (!row?.isSelected) return rows;
  return { ...rows, [id]: deselect(row) };
}

const nameOf = (options: readonly NamedRef[], id: number) => options.find((option) => option.id === id)?.name ?? null;

/**
 * The preferences answer once `rows` are saved: each company's selection and preference values as the
 * rows hold them (readable names from the answer's option lists), the rest of the answer as it was.
 */
export function savedAnswer(answer: PreferencesAnswer, rows: RowsState): PreferencesAnswer {
  return {
    ...answer,
    companies: answer.companies.map((company) => {
      const row = rows[company.id];
      if (!row) return company;
      const p = company.preferences;
      const same =
        company.isSelected === row.isSelected &&
        p.meeting_type === row.meeting_type &&
        p.meeting_priority === row.meeting_priority &&
        p.knowledge === row.knowledge &&
        p.shareholder === row.shareholder;
      if (same) return company;
      return {
        ...company,
        isSelected: row.isSelected,
        preferences: {
          ...p,
          id: row.isSelected ? row.preferenceId : null,
          meeting_type: row.meeting_type,
          meeting_priority: row.meeting_priority,
          knowledge: row.knowledge,
          shareholder: row.shareholder,
          meeting_type_readable: nameOf(answer.MeetingTypeLists, row.meeting_type),
          meeting_priority_readable: nameOf(answer.MeetingPriorityLists, row.meeting_priority),
        },
      };
    }),
  };
}

/**
 * Where an arrow key takes a dragged request: to the next column in the board's order (1) or the previous one (-1).
 * Down and Up follow the order; Right and Left follow the screen, so right to left (the columns laid out from the
 * right) Left goes to the next column and Right to the previous one.
 */
export function keyboardStep(code: string, direction: 'ltr' | 'rtl'): 1 | -1 | undefined {
  if (code === 'ArrowDown') return 1;
  if (code === 'ArrowUp') return -1;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return code === forward ? 1 : code === back ? -1 : undefined;
}
