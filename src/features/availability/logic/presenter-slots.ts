/**
 * Presenter availability rules: a slot can be blocked (fully booked, after the cut-off,
 * not open for late registration, on a closed day); a day's morning or afternoon block is
 * chosen first and extra slots rest on it; every chosen day needs its slots. Pure
 * functions: the availability component and the register page call them, the server
 * re-checks them (spec B§4, B§5).
 */
import type { MessageId } from '@/i18n/i18n';
import type { AgendaSlot, DateStr, GroupedDay, Id, SlotAttendance } from '@/lib/api/contract';
import { isBlockComplete, type PresenterAvailabilityValue } from './availability-rules';
import { type DayPart, PRESENTER_DEFAULT_TIMEZONE } from './slot-times';
import { CLOSED_DAY_MESSAGE, CUT_OFF_CLOSED_MESSAGE, FULLY_BOOKED_MESSAGE, NOT_LATE_SLOT_MESSAGE } from '../messages';

export {
  hasNoAvailability,
  isBlockComplete,
  validatePresenterAvailability,
  type AvailabilityErrors,
  type AvailabilityField,
  type PresenterAvailabilityValue,
} from './availability-rules';

export { PRESENTER_DEFAULT_TIMEZONE, type DayPart } from './slot-times';

/** A company's weight in the capacity rule: its priority, 1 when none is given. */
export function companyPriority(priorities: Record<string, number> | undefined, companyId: Id): number {
  const value = priorities?.[String(companyId)];
  return typeof value === 'number' && Number.isFinite(value) ? value : 1;
}

/**
 * A slot is fully booked for the presenter's company when the server marks it disabled, or when
 * presenter_slot_capacity > 0 and its count plus the company's priority exceeds it. When the
 * company is already among the slot's companies (a first sign-up asks with the placeholder token,
 * so the server excluded nothing), its weight is in the count and in `disabled` already: the slot
 * is then fully booked only when the count itself exceeds the capacity (contract §5.6).
 */
export function isSlotFullyBooked(
  attendance: SlotAttendance | undefined,
  capacity: number,
  priority: number,
  companyId: Id | null,
): boolean {
  if (!attendance) return false;
  if (companyId !== null && attendance.companies.includes(companyId))
    return capacity > 0 && attendance.count > capacity;
  if (attendance.disabled) return true;
  return capacity > 0 && attendance.count + priority > capacity;
}

/** The cut-off is reached when today's London date is after cut_off_date (contract §5.7). */
export function isCutOffReached(cutOffDate: DateStr | null | undefined, today: DateStr): boolean {
  return Boolean(cutOffDate) && today > (cutOffDate as string);
}

/**
 * Slot choices are limited after the cut-off, and also whenever late-registration
 * slots are stored (the server offers them only after its cut-off) (B§4 Cut-off).
 */
export function isSelectionLimited(cutOffDate: DateStr | null | undefined, today: DateStr, lateSlotIds: Id[]): boolean {
  return isCutOffReached(cutOffDate, today) || lateSlotIds.length > 0;
}

/** With the selection limited and no late-registration slot offered, nothing can be changed. */
export function isSelectionClosed(ctx: Pick<SlotContext, 'cutOffReached' | 'lateSlotIds'>): boolean {
  return ctx.cutOffReached && ctx.lateSlotIds.length === 0;
}

export type SlotContext = {
  capacity: number;
  /** The presenter's company and its weight in the capacity rule. */
  companyId: Id | null;
  priority: number;
  attendance: Record<string, SlotAttendance> | undefined;
  /** After the cut-off, or late registration (see isSelectionLimited). */
  cutOffReached: boolean;
  lateSlotIds: Id[];
  closedDays: DateStr[];
};

export type SlotBlockReason = 'full' | 'cut-off' | 'not-late' | 'closed-day';

export const slotReasonText: Record<SlotBlockReason, MessageId> = {
  full: FULLY_BOOKED_MESSAGE,
  'cut-off': CUT_OFF_CLOSED_MESSAGE,
  'not-late': NOT_LATE_SLOT_MESSAGE,
  'closed-day': CLOSED_DAY_MESSAGE,
};

/**
 * Why a slot cannot be added, or null when it can. After the cut-off only the
 * late-registration slots may be chosen, and none when that list is empty.
 */
export function slotBlockReason(slot: AgendaSlot, ctx: SlotContext): SlotBlockReason | null {
  if (ctx.cutOffReached) {
    if (ctx.lateSlotIds.length === 0) return 'cut-off';
    if (!ctx.lateSlotIds.includes(slot.id)) return 'not-late';
  }
  if (ctx.closedDays.includes(slot.date)) return 'closed-day';
  if (isSlotFullyBooked(ctx.attendance?.[String(slot.id)], ctx.capacity, ctx.priority, ctx.companyId)) return 'full';
  return null;
}

// ---------------------------------------------------------------------------
// Morning / afternoon blocks
// ---------------------------------------------------------------------------

export function partSlots(day: GroupedDay, part: DayPart): AgendaSlot[] {
  return part === 'morning' ? day.morning_slots : day.afternoon_slots;
}

export const otherPart = (part: DayPart): DayPart => (part === 'morning' ? 'afternoon' : 'morning');

/** A block can be picked when every one of its slots can be added. */
export function isBlockAvailable(block: AgendaSlot[], ctx: SlotContext): boolean {
  return block.length > 0 && block.every((s) => slotBlockReason(s, ctx) === null);
}

/** Slots of one part of the day open one by one once the other part's block is chosen. */
export function isPartOpen(day: GroupedDay, part: DayPart, selected: Id[]): boolean {
  return isBlockComplete(partSlots(day, otherPart(part)), selected);
}

// ---------------------------------------------------------------------------
// Changes to the value
// ---------------------------------------------------------------------------

const sortedIds = (ids: Iterable<Id>) => [...new Set(ids)].sort((a, b) => a - b);

export function toggleDay(
  value: PresenterAvailabilityValue,
  date: DateStr,
  checked: boolean,
  day: GroupedDay | undefined,
): PresenterAvailabilityValue {
  if (checked) {
    return { ...value, conference_dates: [...new Set([...value.conference_dates, date])].sort() };
  }
  const dayIds = new Set((day?.timeslots ?? []).map((s) => s.id));
  return {
    ...value,
    conference_dates: value.conference_dates.filter((d) => d !== date),
    available_slot: value.available_slot.filter((id) => !dayIds.has(id)),
  };
}

/** Picks or drops a whole block; dropping it also drops extras that no longer rest on a chosen block. */
export function toggleBlock(
  value: PresenterAvailabilityValue,
  day: GroupedDay,
  part: DayPart,
  checked: boolean,
): PresenterAvailabilityValue {
  const block = partSlots(day, part).map((s) => s.id);
  if (checked) return { ...value, available_slot: sortedIds([...value.available_slot, ...block]) };
  let next = value.available_slot.filter((id) => !block.includes(id));
  if (!isBlockComplete(partSlots(day, otherPart(part)), next)) {
    const dayIds = new Set(day.timeslots.map((s) => s.id));
    next = next.filter((id) => !dayIds.has(id));
  }
  return { ...value, available_slot: next };
}

export function toggleSlot(
  value: PresenterAvailabilityValue,
  slotId: Id,
  checked: boolean,
): PresenterAvailabilityValue {
  return {
    ...value,
    available_slot: checked
      ? sortedIds([...value.available_slot, slotId])
      : value.available_slot.filter((id) => id !== slotId),
  };
}

/** The starting value from a saved registration: its zone (else Dubai; a server may send a zone that is no text), days and slots. */
export function initialPresenterAvailability(
  saved: { timezone?: unknown; available_slot?: Id[] | null } | null | undefined,
  agendaSlots: AgendaSlot[],
): PresenterAvailabilityValue {
  const slots = sortedIds(saved?.available_slot ?? []);
  const days = [...new Set(agendaSlots.filter((s) => slots.includes(s.id)).map((s) => s.date))].sort();
  const zone = saved?.timezone;
  return {
    timezone: typeof zone === 'string' && zone !== '' ? zone : PRESENTER_DEFAULT_TIMEZONE,
    conference_dates: days,
    available_slot: slots,
  };
}
