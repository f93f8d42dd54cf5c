import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type {
  GroupedAvailableSlots,
  GroupedSelectionLimit,
  NamedRef,
  Preference,
  PreferenceCompany,
  PreferencesAnswer,
} from '@/lib/api/contract';
import { isRecord } from '@/lib/api/read';
import { answerSchema, bool, list, longList, num, optional, orNull, str, textOr, withDefault } from '@/lib/api/schema';
import { preferencesKeys } from './keys';

const namedRef = z.looseObject({ id: num(), name: textOr('') });

/** A company's preference when the server sends none. */
const NO_PREFERENCE: Preference = {
  id: null,
  meeting_type: 0,
  meeting_priority: 0,
  knowledge: 0,
  shareholder: 0,
  meeting_type_readable: null,
  meeting_priority_readable: null,
};

export const preferenceCompanySchema = z.looseObject({
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
    NO_PREFERENCE,
  ),
});

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isAbsent = (value: unknown): value is null | undefined => value === null || value === undefined;

function exactList<T>(value: unknown, isItem: (item: unknown) => item is T): T[] | undefined {
  if (isAbsent(value)) return [];
  if (!Array.isArray(value)) return undefined;
  for (const item of value) if (!isItem(item)) return undefined;
  return value as T[];
}

function exactRef(value: unknown): NamedRef | null | undefined {
  if (isAbsent(value)) return null;
  return isRecord(value) && isNumber(value.id) && typeof value.name === 'string' ? (value as NamedRef) : undefined;
}

function exactPreference(value: unknown): Preference | undefined {
  if (isAbsent(value)) return { ...NO_PREFERENCE };
  if (!isRecord(value)) return undefined;
  const read: Record<string, unknown> = { ...value };
  for (const field of ['meeting_type', 'meeting_priority', 'knowledge', 'shareholder'] as const) {
    if (isAbsent(read[field])) read[field] = 0;
    else if (!isNumber(read[field])) return undefined;
  }
  if (isAbsent(read.id)) read.id = null;
  else if (!isNumber(read.id)) return undefined;
  for (const field of ['meeting_type_readable', 'meeting_priority_readable'] as const) {
    if (isAbsent(read[field])) read[field] = null;
    else if (typeof read[field] !== 'string') return undefined;
  }
  return read as Preference;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A company already in the contract's shape (numbers as numbers, lists as lists, nothing to default but
 * absent parts), read as `preferenceCompanySchema` reads it; undefined for anything else, which the schema
 * reads. The companies are the bulk of the answer (2,200 at a large conference).
 */
export function exactCompany(value: unknown): PreferenceCompany | undefined {
  if (!isRecord(value) || !isNumber(value.id) || !isString(value.name)) return undefined;
  const country = exactRef(value.country);
  const sector = exactRef(value.sector);
  const available_dates = exactList(value.available_dates, isString);
  const available_slots_ids = exactList(value.available_slots_ids, isNumber);
  const presenter_names = exactList(value.presenter_names, isString);
  const preferences = exactPreference(value.preferences);
  const isSelected = isAbsent(value.isSelected) ? false : value.isSelected;
  if (
    country === undefined ||
    sector === undefined ||
    !available_dates ||
    !available_slots_ids ||
    !presenter_names ||
    !preferences ||
    typeof isSelected !== 'boolean'
  )
    return undefined;
  return {
    ...value,
    country,
    sector,
    available_dates,
    available_slots_ids,
    presenter_names,
    isSelected,
    preferences,
  } as PreferenceCompany;
}

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
      companies: longList(preferenceCompanySchema, exactCompany),
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
