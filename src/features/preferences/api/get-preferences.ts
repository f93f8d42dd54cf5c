import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { PreferencesAnswer } from '@/lib/api/contract';

const namedRef = z.looseObject({ id: z.number(), name: z.string() });

const preferenceCompanySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  country: z.nullable(namedRef),
  sector: z.nullable(namedRef),
  available_dates: z.array(z.string()),
  available_slots_ids: z.array(z.number()),
  presenter_names: z.array(z.string()),
  isSelected: z.boolean(),
  preferences: z.looseObject({
    id: z.nullable(z.number()),
    meeting_type: z.number(),
    meeting_priority: z.number(),
    knowledge: z.number(),
    shareholder: z.number(),
  }),
});

export const preferencesAnswerSchema = z.looseObject({
  companies: z.array(preferenceCompanySchema),
  available_slots: z.array(z.number()),
  MeetingPriorityLists: z.array(namedRef),
  ShareholderLists: z.array(namedRef),
  MeetingTypeLists: z.array(namedRef),
  KnowledgeLists: z.array(namedRef),
  grouped_available_slots: z.array(z.looseObject({ day_group: z.number(), available_slots: z.array(z.number()) })),
  grouped_days: z.array(z.looseObject({ date: z.string(), day_group: z.number() })),
  grouped_selection_limit: z.array(z.looseObject({ day_group: z.number(), selection_limit: z.number() })),
}) as unknown as z.ZodMiniType<PreferencesAnswer>;

export const preferencesKeys = {
  all: ['preferences'] as const,
  page: () => [...preferencesKeys.all, 'page'] as const,
  slots: () => [...preferencesKeys.all, 'slots'] as const,
};

export function getPreferences() {
  return api.get<PreferencesAnswer>('auth/preferences', { schema: preferencesAnswerSchema });
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKeys.page(),
    queryFn: getPreferences,
    // The page edits a working copy of this answer: a background refetch must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePreferences(enabled: boolean) {
  return useQuery({ ...preferencesQueryOptions(), enabled });
}
