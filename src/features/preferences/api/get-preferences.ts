import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { GroupedAvailableSlots, GroupedSelectionLimit, PreferencesAnswer } from '@/lib/api/contract';
import { answerSchema, bool, list, num, optional, orNull, str, textOr, withDefault } from '@/lib/api/schema';
import { preferencesKeys } from './keys';

const namedRef = z.looseObject({ id: num(), name: textOr('') });

const preferenceCompanySchema = z.looseObject({
  id: num(),
  name: str(),
  country: orNull(namedRef),
  sector: orNull(namedRef),
  available_dates: list(str()),
  available_slots_ids: list(num()),
  presenter_names: list(str()),
  isSelected: withDefault(bool(), false),
  preferences: withDefault(
    z.looseObject({
      id: orNull(num()),
      meeting_type: withDefault(num(), 0),
      meeting_priority: withDefault(num(), 0),
      knowledge: withDefault(num(), 0),
      shareholder: withDefault(num(), 0),
      meeting_type_readable: orNull(str()),
      meeting_priority_readable: orNull(str()),
    }),
    {
      id: null,
      meeting_type: 0,
      meeting_priority: 0,
      knowledge: 0,
      shareholder: 0,
      meeting_type_readable: null,
      meeting_priority_readable: null,
    },
  ),
});

type LimitSource = {
  available_slots: number[];
  conference?: { investor_selection_limit?: number };
  grouped_available_slots: GroupedAvailableSlots[];
  grouped_days: { day_group: number }[];
  grouped_selection_limit: { day_group: number; selection_limit?: number }[];
};

/**
 * A day group's selection limit the server left out is the contract's rule: the
 * investor's slots in the group plus the conference's investor_selection_limit (0 for a
 * group without slots). Without that limit either, the investor's slot count bounds
 * the group, so a missing limit never blocks every company.
 */
export function fillSelectionLimits<T extends LimitSource>(
  answer: T,
): T & { grouped_selection_limit: GroupedSelectionLimit[] } {
  const extra = answer.conference?.investor_selection_limit ?? answer.available_slots.length;
  const known = new Map(answer.grouped_selection_limit.map((g) => [g.day_group, g.selection_limit] as const));
  const slotsIn = new Map(answer.grouped_available_slots.map((g) => [g.day_group, g.available_slots.length] as const));
  const groups = new Set([...known.keys(), ...slotsIn.keys(), ...answer.grouped_days.map((d) => d.day_group)]);
  const grouped_selection_limit = [...groups]
    .sort((a, b) => a - b)
    .map((day_group) => {
      const given = known.get(day_group);
      if (given !== undefined) return { day_group, selection_limit: given };
      const slots = slotsIn.get(day_group);
      const selection_limit = slots === undefined ? extra : slots > 0 ? slots + extra : 0;
      return { day_group, selection_limit };
    });
  return { ...answer, grouped_selection_limit };
}

/** The preferences page needs the companies and the option lists; the day-group parts have defaults. */
export const preferencesAnswerSchema = answerSchema<PreferencesAnswer>(
  z.pipe(
    z.looseObject({
      companies: list(preferenceCompanySchema),
      count_available_slots: optional(num()),
      available_slots: list(num()),
      is_all_slots_selected: withDefault(bool(), false),
      conference: optional(z.looseObject({ id: optional(num()), investor_selection_limit: optional(num()) })),
      MeetingPriorityLists: list(namedRef),
      ShareholderLists: list(namedRef),
      MeetingTypeLists: list(namedRef),
      KnowledgeLists: list(namedRef),
      grouped_available_slots: list(z.looseObject({ day_group: num(), available_slots: list(num()) })),
      grouped_days: list(z.looseObject({ date: str(), day_group: num() })),
      grouped_selection_limit: list(z.looseObject({ day_group: num(), selection_limit: optional(num()) })),
    }),
    z.transform(fillSelectionLimits),
  ),
);

export function getPreferences() {
  return api.get<PreferencesAnswer>('auth/preferences', { schema: preferencesAnswerSchema });
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKeys.page(),
    queryFn: getPreferences,
    // The page edits a working copy of this answer: a background refetch must not replace it, nor
    // a change saved in another tab while the attendee has unsent choices (src/lib/api/other-tabs.ts).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
    meta: { workingCopy: true },
  });

export function usePreferences(enabled: boolean) {
  return useQuery({ ...preferencesQueryOptions(), enabled });
}

/**
 * Loads the page again without leaving the single-page app: resetting the query shows the
 * loader, fetches the answer again and mounts a fresh form that restores selected_companies.
 */
export function useReloadPreferences() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.resetQueries({ queryKey: preferencesKeys.page() }), [queryClient]);
}
