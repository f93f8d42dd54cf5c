import { describe, expect, it } from 'vitest';
import { fillSelectionLimits, preferencesAnswerSchema } from '../get-preferences';

const answer = {
  companies: [{ id: '301', name: 'Nile Delta Bank', country: null, isSelected: '1', preferences: null }],
  available_slots: ['101', '102', '201'],
  conference: { investor_selection_limit: '5' },
  MeetingPriorityLists: null,
  grouped_available_slots: [
    { day_group: '1', available_slots: ['101', '102'] },
    { day_group: '2', available_slots: ['201'] },
    { day_group: '3', available_slots: [] },
  ],
  grouped_days: [{ date: '2025-09-08', day_group: '1' }],
};

describe('reading the preferences answer', () => {
  it('reads numeric strings, 0/1 booleans, null lists and null parts with their defaults', () => {
    const parsed = preferencesAnswerSchema.safeParse(answer);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const company = parsed.data.companies[0];
    expect(company).toMatchObject({
      id: 301,
      isSelected: true,
      country: null,
      sector: null,
      available_dates: [],
      presenter_names: [],
    });
    expect(company.preferences).toMatchObject({ id: null, meeting_type: 0, meeting_priority: 0 });
    expect(parsed.data.MeetingPriorityLists).toEqual([]);
    expect(parsed.data.available_slots).toEqual([101, 102, 201]);
  });

  it('a missing grouped_selection_limit falls back to slots + investor_selection_limit per group, never 0 for a group with slots', () => {
    const parsed = preferencesAnswerSchema.safeParse(answer);
    expect(parsed.success && parsed.data.grouped_selection_limit).toEqual([
      { day_group: 1, selection_limit: 7 },
      { day_group: 2, selection_limit: 6 },
      { day_group: 3, selection_limit: 0 },
    ]);
  });

  it('keeps the limits the server gives and fills only the groups it left out', () => {
    const filled = fillSelectionLimits({
      available_slots: [101],
      conference: { investor_selection_limit: 5 },
      grouped_available_slots: [
        { day_group: 1, available_slots: [101] },
        { day_group: 2, available_slots: [201] },
      ],
      grouped_days: [],
      grouped_selection_limit: [{ day_group: 1, selection_limit: 9 }],
    });
    expect(filled.grouped_selection_limit).toEqual([
      { day_group: 1, selection_limit: 9 },
      { day_group: 2, selection_limit: 6 },
    ]);
  });

  it('without the conference limit either, the investor slot count bounds a group', () => {
    const filled = fillSelectionLimits({
      available_slots: [101, 102],
      grouped_available_slots: [],
      grouped_days: [{ day_group: 1 }],
      grouped_selection_limit: [],
    });
    expect(filled.grouped_selection_limit).toEqual([{ day_group: 1, selection_limit: 2 }]);
  });
});
