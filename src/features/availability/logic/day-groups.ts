/**
 * The conference days and their groups: days are numbered from the conference start,
 * grouped `split_days` at a time, and each day's slots split into morning and afternoon
 * at 13:00 London time. Used when the server's grouped slots are not available.
 */
import type { AgendaSlot, Conference, DateStr, GroupedDay, GroupedSlots, Id } from '@/lib/api/contract';
import { daysBetween } from '@/lib/dates/calendar-date';
import { dayGroupLabel, formatWeekdayDate } from '@/lib/dates/format';
import { isMorningSlot } from './availability-rules';

/** 1-based index of a day counted from the conference start date. */
export function conferenceDayIndex(date: DateStr, startDate: DateStr): number {
  return daysBetween(startDate, date) + 1;
}

/** group = ceil(day index / split_days) (B§9); a missing or zero split puts every day in group 1. */
export function dayGroupNumber(dayIndex: number, splitDays: number): number {
  if (!Number.isFinite(splitDays) || splitDays <= 0) return 1;
  return Math.max(1, Math.ceil(dayIndex / splitDays));
}

function groupedDay(date: DateStr, slots: AgendaSlot[]): GroupedDay {
  const timeslots = slots.filter((s) => s.date === date).sort((a, b) => a.start_time.localeCompare(b.start_time));
  return {
    formattedDate: formatWeekdayDate(date),
    timeslots,
    morning_slots: timeslots.filter(isMorningSlot),
    afternoon_slots: timeslots.filter((s) => !isMorningSlot(s)),
  };
}

/**
 * The day groups built from the agenda slots, the same shape auth/get-grouped-slots
 * answers; used when that call fails. Days without one-on-one meetings are left out.
 */
export function buildGroupedSlots(
  agendaSlots: AgendaSlot[],
  conference: Pick<Conference, 'start_date' | 'split_days'>,
  closedConferenceDays: DateStr[] = [],
): GroupedSlots[] {
  const dates = [...new Set(agendaSlots.map((s) => s.date))].filter((d) => !closedConferenceDays.includes(d)).sort();
  const groups = new Map<number, DateStr[]>();
  for (const date of dates) {
    const group = dayGroupNumber(conferenceDayIndex(date, conference.start_date), conference.split_days);
    groups.set(group, [...(groups.get(group) ?? []), date]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNumber, groupDates]) => ({
      groupNumber,
      groupTitle: dayGroupLabel(groupDates),
      slots: Object.fromEntries(groupDates.map((date) => [date, groupedDay(date, agendaSlots)])),
    }));
}

/**
 * The server's day groups with each day once: a day an earlier group already lists is left out, groups with the same
 * number are one group, and a group left without days is dropped. A day listed twice would show two boxes for one
 * choice (and its slots twice once chosen).
 */
export function distinctGroups(groups: GroupedSlots[]): GroupedSlots[] {
  const seen = new Set<DateStr>();
  const merged = new Map<number, { group: GroupedSlots; days: [DateStr, GroupedDay][] }>();
  for (const group of groups) {
    const days = Object.entries(group.slots).filter(([date]) => !seen.has(date));
    for (const [date] of days) seen.add(date);
    const entry = merged.get(group.groupNumber);
    if (entry) entry.days.push(...days);
    else merged.set(group.groupNumber, { group, days });
  }
  return [...merged.values()]
    .filter(({ days }) => days.length > 0)
    .map(({ group, days }) => ({ ...group, slots: Object.fromEntries(days) }));
}

/** Every day of the groups, in date order. */
export function daysOfGroups(groups: GroupedSlots[]): { date: DateStr; day: GroupedDay; groupNumber: number }[] {
  return groups
    .flatMap((g) => Object.entries(g.slots).map(([date, day]) => ({ date, day, groupNumber: g.groupNumber })))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The slots a slot picker lists: those of the chosen days that the groups offer. */
export function shownSlotIds(groups: GroupedSlots[], chosenDays: readonly DateStr[]): Set<Id> {
  const chosen = new Set(chosenDays);
  return new Set(
    daysOfGroups(groups)
      .filter(({ date }) => chosen.has(date))
      .flatMap(({ day }) => day.timeslots.map((slot) => slot.id)),
  );
}

// ---------------------------------------------------------------------------
// Capacity and cut-off
// ---------------------------------------------------------------------------
