import { describe, expect, it } from 'vitest';
import { findClient, preferencesAnswer } from '@/mocks/views';
import { boardColumns, keyboardStep, movePriority, removeRequest, savedAnswer } from '../board';
import { initialRows, submissionBody } from '../selection';

const investor1 = findClient(1001);
if (!investor1) throw new Error('investor1 is not in the demo data');
/** investor1's answer: Nile Delta Bank High, Gulf Horizon Telecom Medium, Petra Pharmaceuticals Low. */
const answer = preferencesAnswer(investor1);
const rows = initialRows(answer.companies);
const names = (columns: ReturnType<typeof boardColumns>) =>
  columns.map((column) => [column.priority.name, column.cards.map((card) => card.company.name)]);

describe('the request board', () => {
  it('puts the selected companies in one column per priority, in the answer’s order', () => {
    expect(names(boardColumns(answer.companies, rows, answer.MeetingPriorityLists, 'Priority not chosen'))).toEqual([
      ['High', ['Nile Delta Bank']],
      ['Medium', ['Gulf Horizon Telecom']],
      ['Low', ['Petra Pharmaceuticals']],
    ]);
  });

  it('adds a column for selected companies without a known priority', () => {
    const unknown = { ...rows, 507: { ...rows[507], meeting_priority: 0 } };
    expect(
      names(boardColumns(answer.companies, unknown, answer.MeetingPriorityLists, 'Priority not chosen')).at(-1),
    ).toEqual(['Priority not chosen', ['Petra Pharmaceuticals']]);
  });

  it('a move changes that company alone, and only it is posted', () => {
    const moved = movePriority(rows, 501, 3);
    expect(submissionBody(answer.companies, moved, rows)).toEqual({
      companies: [
        {
          id: 501,
          name: 'Nile Delta Bank',
          isSelected: true,
          preferences: { id: 6001, meeting_priority: 3, shareholder: 1, meeting_type: 1, knowledge: 3 },
        },
      ],
    });
    expect(movePriority(rows, 501, 1)).toBe(rows);
    expect(movePriority(rows, 504, 1)).toBe(rows);
  });

  it('a removal unselects the company and clears its preferences', () => {
    const removed = removeRequest(rows, 503);
    expect(removed[503]).toMatchObject({ isSelected: false, meeting_type: 0, meeting_priority: 0, knowledge: 0 });
    expect(removeRequest(rows, 504)).toBe(rows);
  });

  it('the saved answer carries the new values and their readable names', () => {
    const saved = savedAnswer(answer, removeRequest(movePriority(rows, 501, 2), 507));
    const nile = saved.companies.find((c) => c.id === 501);
    expect(nile?.preferences).toMatchObject({ meeting_priority: 2, meeting_priority_readable: 'Medium', id: 6001 });
    const petra = saved.companies.find((c) => c.id === 507);
    expect(petra).toMatchObject({ isSelected: false, preferences: { id: null, meeting_priority: 0 } });
    expect(saved.companies.find((c) => c.id === 503)).toBe(answer.companies.find((c) => c.id === 503));
  });
});

describe('the arrow keys while dragging a request', () => {
  it('go to the next column with Right and Down, the previous with Left and Up, left to right', () => {
    expect(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Tab'].map((code) => keyboardStep(code, 'ltr'))).toEqual(
      [1, 1, -1, -1, undefined],
    );
  });

  it('follow the screen right to left: Left goes to the next column, Right to the previous one', () => {
    expect(['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp', 'Tab'].map((code) => keyboardStep(code, 'rtl'))).toEqual(
      [1, 1, -1, -1, undefined],
    );
  });
});
