/**
 * How an attendee's time slots read wherever they are shown (the registration form, the
 * availability page and the dashboard's Availability tab), so that the three pages agree:
 * - the times are in the attendee's time zone (the zone saved with the registration, else the
 *   section's default: Dubai for presenters, London for investors; spec B§9) and that zone is named
 *   beside them;
 * - morning and afternoon are the conference's own day parts, taken in London, where the agenda is
 *   written (contract §3.7: a slot starting before 13:00 London is a morning slot), so a Dubai
 *   attendee's "Morning" is the London morning, named with its London hours.
 */
import { type MessageId, t } from '@/i18n/i18n';
import type { AgendaSlot } from '@/lib/api/contract';
import { formatRange } from '@/lib/dates/range';
import { EVENT_TIME_ZONE, formatConvertedTime, isKnownTimeZone, zoneCity } from '@/lib/dates/time-zones';
import { isMorningSlot } from './availability-rules';

export type DayPart = 'morning' | 'afternoon';

export const PRESENTER_DEFAULT_TIMEZONE = 'Asia/Dubai';
export const INVESTOR_DEFAULT_TIMEZONE = EVENT_TIME_ZONE;

/** The day parts' names, texts of the message catalogue (dayPartName translates them). */
export const DAY_PART_NAMES = { morning: 'Morning', afternoon: 'Afternoon' } as const satisfies Record<
  DayPart,
  MessageId
>;

/** "Morning", in the attendee's language. */
export const dayPartName = (part: DayPart): string => t(DAY_PART_NAMES[part]);

type SlotTime = Pick<AgendaSlot, 'date' | 'start_time' | 'end_time'>;

/** The zone an attendee's slots are shown in: the saved zone when this browser knows it, else the default. */
export function slotTimeZone(saved: string | null | undefined, isPresenter: boolean): string {
  if (saved && isKnownTimeZone(saved)) return saved;
  return isPresenter ? PRESENTER_DEFAULT_TIMEZONE : INVESTOR_DEFAULT_TIMEZONE;
}

/** "Dubai time": how the zone is named beside the times, in the attendee's language. */
export const zoneTimeName = (zone: string): string => t('{city} time', { city: zoneCity(zone || EVENT_TIME_ZONE) });

/** The conference day part a slot belongs to, by its London start time. */
export function slotDayPart(slot: Pick<AgendaSlot, 'start_time'>): DayPart {
  return isMorningSlot(slot) ? 'morning' : 'afternoon';
}

/** "11:30–12:20" in the zone, each end with its (+1)/(-1) day marker. */
export function slotTimeLabel(slot: SlotTime, zone: string): string {
  const shown = zone || EVENT_TIME_ZONE;
  const start = formatConvertedTime(slot.date, slot.start_time, shown);
  return slot.end_time ? formatRange(start, formatConvertedTime(slot.date, slot.end_time, shown)) : start;
}

/** "11:30–15:20": from the first slot's start to the last slot's end, in the zone. */
export function slotsRangeLabel(slots: readonly SlotTime[], zone: string): string {
  if (slots.length === 0) return '';
  const first = slots[0];
  const last = slots[slots.length - 1];
  return slotTimeLabel({ date: first.date, start_time: first.start_time, end_time: last.end_time }, zone);
}

/**
 * A day part with its hours: "Morning, 08:30–12:20 London time", and when the attendee's zone
 * shows other clock times, those too: "Morning, 08:30–12:20 London time (11:30–15:20 Dubai time)".
 */
export function dayPartTitle(part: DayPart, slots: readonly SlotTime[], zone: string): string {
  if (slots.length === 0) return dayPartName(part);
  const hours = dayPartHours(slots, zone);
  return part === 'morning' ? t('Morning, {hours}', { hours }) : t('Afternoon, {hours}', { hours });
}

/** "08:30–12:20 London time (11:30–15:20 Dubai time)": a day part's London hours, and the attendee's when they differ. */
export function dayPartHours(slots: readonly SlotTime[], zone: string): string {
  const london = slotsRangeLabel(slots, EVENT_TIME_ZONE);
  const shown = slotsRangeLabel(slots, zone);
  const own = shown === london ? '' : ` (${shown} ${zoneTimeName(zone)})`;
  return `${london} ${zoneTimeName(EVENT_TIME_ZONE)}${own}`;
}

/** Beside a day's slot times: "Times in Dubai time". */
export const timesIn = (zone: string): string => t('Times in {city} time', { city: zoneCity(zone || EVENT_TIME_ZONE) });

/** The sentence shown once above the slots, naming the zone of the times and what morning and afternoon mean. */
export function slotTimesNote(zone: string): string {
  return t(
    'Times are in {city} time. Morning and afternoon are the conference’s day parts in London, where the meetings take place.',
    { city: zoneCity(zone || EVENT_TIME_ZONE) },
  );
}

export type DayPartSlots<S extends Pick<AgendaSlot, 'start_time'>> = { part: DayPart; slots: S[] };

/** A day's slots split into the conference's morning and afternoon, each in time order; empty parts are left out. */
export function slotsByDayPart<S extends Pick<AgendaSlot, 'start_time'>>(slots: readonly S[]): DayPartSlots<S>[] {
  const sorted = [...slots].sort((a, b) => a.start_time.localeCompare(b.start_time));
  return (['morning', 'afternoon'] as const)
    .map((part) => ({ part, slots: sorted.filter((slot) => slotDayPart(slot) === part) }))
    .filter((group) => group.slots.length > 0);
}
