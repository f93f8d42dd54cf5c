/** The Update Availability modal's rules: slots by day, times in the chosen zone, the zone sent on save (spec 001 §9). */
import type { AgendaSlot, DateStr, TimeZone } from '@/lib/api/contract';
import { convertTime, EVENT_TIME_ZONE } from '@/lib/dates/time-zones';
import { readCalendarDate, TO_BE_ANNOUNCED } from '@/lib/dates/calendar-date';

/** The modal's zone when the attendee's own zone is unknown: the event's. */
export const DEFAULT_AVAILABILITY_ZONE = EVENT_TIME_ZONE;
/** Saudi Arabia: the zone saved when the investor cleared the zone choice. */
export const FALLBACK_SAVE_ZONE = 'Asia/Riyadh';

/** Used when the profile carries no time zone list. */
export const FALLBACK_TIME_ZONES: TimeZone[] = [
  { code: 'Europe/London', label: '(GMT+01:00) London' },
  { code: 'Europe/Berlin', label: '(GMT+02:00) Berlin' },
  { code: 'America/New_York', label: '(GMT-04:00) New York' },
  { code: 'Africa/Cairo', label: '(GMT+03:00) Cairo' },
  { code: 'Asia/Riyadh', label: '(GMT+03:00) Riyadh' },
  { code: 'Asia/Dubai', label: '(GMT+04:00) Dubai' },
  { code: 'Asia/Kuwait', label: '(GMT+03:00) Kuwait' },
  { code: 'Asia/Qatar', label: '(GMT+03:00) Doha' },
  { code: 'Asia/Hong_Kong', label: '(GMT+08:00) Hong Kong' },
];

/**
 * The zone the modal opens in: the attendee's own (the time zone of their registration)
 * when it is one of the zones offered, otherwise the event's.
 */
export function initialAvailabilityZone(ownZone: string | null | undefined, zones: readonly TimeZone[]): string {
  return ownZone && zones.some((zone) => zone.code === ownZone) ? ownZone : DEFAULT_AVAILABILITY_ZONE;
}

export function zoneToSave(chosen: string | null | undefined): string {
  return chosen && chosen.trim() !== '' ? chosen : FALLBACK_SAVE_ZONE;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Monday 8 September" for a London date. */
export function formatDay(date: DateStr): string {
  const day = readCalendarDate(date);
  if (!day) return TO_BE_ANNOUNCED;
  const [y, m, d] = day.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]}`;
}

export type SlotDay = { date: DateStr; label: string; slots: AgendaSlot[] };

/** Agenda slots grouped by their (London) day, days and slots in time order. */
export function slotsByDay(slots: readonly AgendaSlot[]): SlotDay[] {
  const days = new Map<DateStr, AgendaSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time))) {
    const list = days.get(slot.date) ?? [];
    list.push(slot);
    days.set(slot.date, list);
  }
  return [...days.entries()].map(([date, list]) => ({ date, label: formatDay(date), slots: list }));
}

/** "08:30 - 09:20" in the zone, with the (+1)/(-1) marker when the start falls on another day. */
export function slotTimeLabel(slot: Pick<AgendaSlot, 'date' | 'start_time' | 'end_time'>, zone: string): string {
  const start = convertTime(slot.date, slot.start_time, zone);
  const end = convertTime(slot.date, slot.end_time, zone);
  return `${start.time} - ${end.time}${start.marker ? ` ${start.marker}` : ''}`;
}
