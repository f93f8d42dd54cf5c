/** Investor days of attendance: one days group is chosen by radio, then days of that group only (spec B§4). */
import type { DateStr, GroupedSlots, Id } from '@/lib/api/contract';

/** Slot ids of one group. */
export function groupSlotIds(group: GroupedSlots | undefined): Set<Id> {
  const ids = new Set<Id>();
  for (const day of Object.values(group?.slots ?? {})) for (const slot of day.timeslots) ids.add(slot.id);
  return ids;
}

/** The group holding the chosen slots (the first one holding any), else the first group. */
export function initialGroup(groups: GroupedSlots[], chosen: Id[]): number | null {
  if (groups.length === 0) return null;
  const match = groups.find((group) => {
    const ids = groupSlotIds(group);
    return chosen.some((id) => ids.has(id));
  });
  return (match ?? groups[0]).groupNumber;
}

/** Switching groups keeps only the choices inside the new group: the others would be disabled. */
export function switchGroup(
  groups: GroupedSlots[],
  groupNumber: number,
  value: { available_slot: Id[]; conference_dates: DateStr[] },
): { available_slot: Id[]; conference_dates: DateStr[] } {
  const group = groups.find((g) => g.groupNumber === groupNumber);
  const ids = groupSlotIds(group);
  const dates = new Set(Object.keys(group?.slots ?? {}));
  return {
    available_slot: value.available_slot.filter((id) => ids.has(id)),
    conference_dates: value.conference_dates.filter((date) => dates.has(date)),
  };
}

/**
 * The saved choice as the picker shows it: each saved slot the groups list, ticked under its day (chosen with
 * it), and the chosen days the groups list. A saved slot on no listed day (a data set whose agenda disagrees with
 * the groups, a day closed since) would be sent with the form although no box shows it, so it is left out.
 */
export function shownChoice(
  groups: GroupedSlots[],
  value: { available_slot: Id[]; conference_dates: DateStr[] },
): { available_slot: Id[]; conference_dates: DateStr[] } {
  const dayOf = new Map<Id, DateStr>();
  for (const group of groups)
    for (const [date, day] of Object.entries(group.slots)) for (const slot of day.timeslots) dayOf.set(slot.id, date);
  const listedDays = new Set(groups.flatMap((group) => Object.keys(group.slots)));
  const available_slot = value.available_slot.filter((id) => dayOf.has(id));
  const days = [...value.conference_dates.filter((date) => listedDays.has(date))];
  for (const id of available_slot) days.push(dayOf.get(id) as DateStr);
  return { available_slot, conference_dates: [...new Set(days)].sort() };
}

export function isInGroup(groups: GroupedSlots[], groupNumber: number | null, date: DateStr): boolean {
  if (groupNumber === null) return true;
  const group = groups.find((g) => g.groupNumber === groupNumber);
  return Boolean(group && date in group.slots);
}
