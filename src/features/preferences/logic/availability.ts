/**
 * Availability rules of the meeting preferences page (spec 001 §4, §5, §9): whether a
 * company's slots and days overlap the investor's, and the day groups a company can
 * be met in. Everything is derived from the auth/preferences answer.
 */
import { dayGroupLabel } from '@/lib/dates/format';
import type {
  DateStr,
  GroupedAvailableSlots,
  GroupedDayRef,
  GroupedSelectionLimit,
  Id,
  PreferenceCompany,
} from '@/lib/api/contract';

export type InvestorAvailability = {
  /** The investor's chosen slot ids. */
  slots: ReadonlySet<Id>;
  /** Day group of each of the investor's slots. */
  slotGroup: ReadonlyMap<Id, number>;
  /** Days of the day groups in which the investor has at least one slot. */
  days: ReadonlySet<DateStr>;
  /** selection_limit per day group. */
  groupLimits: ReadonlyMap<number, number>;
  /** Conference days of each day group, in date order. */
  groupDays: ReadonlyMap<number, DateStr[]>;
};

type AvailabilitySource = {
  available_slots: Id[];
  grouped_available_slots: GroupedAvailableSlots[];
  grouped_days: GroupedDayRef[];
  grouped_selection_limit: GroupedSelectionLimit[];
};

export function investorAvailability(answer: AvailabilitySource): InvestorAvailability {
  const slotGroup = new Map<Id, number>();
  for (const group of answer.grouped_available_slots) {
    for (const id of group.available_slots) slotGroup.set(id, group.day_group);
  }
  const groupsWithSlots = new Set(
    answer.grouped_available_slots.filter((g) => g.available_slots.length > 0).map((g) => g.day_group),
  );
  const groupDays = new Map<number, DateStr[]>();
  for (const { date, day_group } of [...answer.grouped_days].sort((a, b) => a.date.localeCompare(b.date))) {
    const list = groupDays.get(day_group) ?? [];
    list.push(date);
    groupDays.set(day_group, list);
  }
  const days = new Set(answer.grouped_days.filter((d) => groupsWithSlots.has(d.day_group)).map((d) => d.date));
  const groupLimits = new Map(answer.grouped_selection_limit.map((g) => [g.day_group, g.selection_limit] as const));
  return { slots: new Set(answer.available_slots), slotGroup, days, groupLimits, groupDays };
}

export type AvailabilityMatch = 'match' | 'days' | 'slots';

/**
 * 'days' when none of the company's attendance days falls on the investor's days,
 * 'slots' when the days meet but no slot is shared, else 'match'.
 */
export function availabilityMatch(
  company: Pick<PreferenceCompany, 'available_dates' | 'available_slots_ids'>,
  investor: InvestorAvailability,
): AvailabilityMatch {
  if (!company.available_dates.some((date) => investor.days.has(date))) return 'days';
  if (!company.available_slots_ids.some((id) => investor.slots.has(id))) return 'slots';
  return 'match';
}

/** Day groups in which the company and the investor share a slot (and the group allows meetings). */
export function companyGroups(
  company: Pick<PreferenceCompany, 'available_slots_ids'>,
  investor: InvestorAvailability,
): number[] {
  const groups = new Set<number>();
  for (const id of company.available_slots_ids) {
    if (!investor.slots.has(id)) continue;
    const group = investor.slotGroup.get(id);
    if (group !== undefined && (investor.groupLimits.get(group) ?? 0) > 0) groups.add(group);
  }
  return [...groups].sort((a, b) => a - b);
}

/** "8-9 September" for a group's days; "30 September-1 October" across months; "8 September" for one day. */
export const groupLabel = (dates: readonly DateStr[]): string => dayGroupLabel(dates);
