/** The Update Availability modal's rules: slots by day, times in the chosen zone, the zone sent on save (spec 001 §9). */
import { formatRange } from '@/lib/dates/range';
import type { AgendaSlot, DateStr, TimeZone } from '@/lib/api/contract';
import { convertTime, EVENT_TIME_ZONE, isReadableTime, TO_BE_ANNOUNCED, zoneList } from '@/lib/dates/time-zones';
import { formatWeekdayDate } from '@/lib/dates/format';

/** The zone the Update Availability modal opens in, whatever the investor's registration zone (contract §9.4, spec B§9). */
export const DEFAULT_AVAILABILITY_ZONE = EVENT_TIME_ZONE;
/** Saudi Arabia: the zone saved when the investor cleared the zone choice. */
export const FALLBACK_SAVE_ZONE = 'Asia/Riyadh';

/**
 * Used when the profile carries no time zone list: a few usual zones, named and labelled by the
 * portal's one zone list with their offsets in the conference's September week ("(GMT+01:00) London").
 */
export const FALLBACK_TIME_ZONES: TimeZone[] = zoneList(
  [
    'Europe/London',
    'Europe/Berlin',
    'America/New_York',
    'Africa/Cairo',
    'Asia/Riyadh',
    'Asia/Dubai',
    'Asia/Kuwait',
    'Asia/Qatar',
    'Asia/Hong_Kong',
  ],
  ['2025-09-08'],
);

/**
 * The zone the modal shows and saves: Europe/London until the investor chooses another (undefined: not chosen
 * yet); null once they cleared the choice (zoneToSave then sends the fallback).
 */
export function availabilityZone(chosen: string | null | undefined): string | null {
  return chosen === undefined ? DEFAULT_AVAILABILITY_ZONE : chosen;
}

/** The zones the modal offers: the list given, with Europe/London first when the list leaves it out (the zone it opens in). */
export function availabilityZones(zones: readonly TimeZone[]): TimeZone[] {
  if (zones.some((zone) => zone.code === DEFAULT_AVAILABILITY_ZONE)) return [...zones];
  const london = FALLBACK_TIME_ZONES.find((zone) => zone.code === DEFAULT_AVAILABILITY_ZONE);
  return london ? [london, ...zones] : [...zones];
}

export function zoneToSave(chosen: string | null | undefined): string {
  return chosen && chosen.trim() !== '' ? chosen : FALLBACK_SAVE_ZONE;
}

/** "Monday 8 September" for a London date. */
export const formatDay = (date: DateStr): string => formatWeekdayDate(date);

export type SlotDay = { date: DateStr; label: string; slots: AgendaSlot[] };

/** Agenda slots grouped by their (London) day, days and slots in time order. */
export function slotsByDay(slots: readonly AgendaSlot[]): SlotDay[] {
  const days = new Map<DateStr, AgendaSlot[]>();
  for (const slot of [...slots].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time),
  )) {
    const list = days.get(slot.date) ?? [];
    list.push(slot);
    days.set(slot.date, list);
  }
  return [...days.entries()].map(([date, list]) => ({ date, label: formatDay(date), slots: list }));
}

/** "08:30–09:20" in the zone, with the (+1)/(-1) marker when the start falls on another day. */
export function slotTimeLabel(slot: Pick<AgendaSlot, 'date' | 'start_time' | 'end_time'>, zone: string): string {
  // A date or time the server sent unreadable is not converted: the slot reads "To be announced".
  if (!isReadableTime(slot.date, slot.start_time) || !isReadableTime(slot.date, slot.end_time)) return TO_BE_ANNOUNCED;
  const start = convertTime(slot.date, slot.start_time, zone);
  const end = convertTime(slot.date, slot.end_time, zone);
  return `${formatRange(start.time, end.time)}${start.marker ? ` ${start.marker}` : ''}`;
}
