/** Which agenda slots a presenter may choose, and the time zones a registration may name. */
import type { Id } from '@/lib/api/contract';
import { db } from '../../db';
import type { ConfClientRecord } from '../../records';
import { findCompany, slotsAttendance, slotsOfDay } from '../../views';

const FULLY_BOOKED =
  'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.';

/**
 * Presenter slot rules for a company: at least one slot; on every chosen day at
 * least the conference's minimum number of slots and a whole morning or
 * afternoon block; and no slot may go over capacity once the company's own
 * weight is added. Returns the first message that applies, or null.
 */
export function presenterSlotError(slots: Id[], companyId: Id): string | null {
  if (slots.length === 0) return 'Available Slots Required';
  const conference = db.conference;
  const chosen = db.agendaSlots.filter((s) => slots.includes(s.id));
  const days = [...new Set(chosen.map((s) => s.date))].sort();
  for (const day of days) {
    const daySlots = slotsOfDay(day);
    const picked = daySlots.filter((s) => slots.includes(s.id));
    if (picked.length < conference.minimum_slots_for_presenters) {
      return `You need to select at least ${conference.minimum_slots_for_presenters} slots per day so your attendance can be confirmed.`;
    }
    const morning = daySlots.filter((s) => s.start_time < '13:00:00');
    const afternoon = daySlots.filter((s) => s.start_time >= '13:00:00');
    const full = (block: typeof daySlots) => block.length > 0 && block.every((s) => slots.includes(s.id));
    if (!full(morning) && !full(afternoon)) {
      return 'You need to select at least all morning or afternoon slots per day so your attendance can be confirmed.';
    }
  }
  const capacity = conference.presenter_slot_capacity;
  if (capacity > 0) {
    const attendance = slotsAttendance(companyId).slotsAttendance;
    const weight = findCompany(companyId)?.priority ?? 1;
    if (slots.some((id) => (attendance[String(id)]?.count ?? 0) + weight > capacity)) return FULLY_BOOKED;
  }
  return null;
}

export const unknownSlots = (slots: Id[]) => slots.filter((id) => !db.agendaSlots.some((s) => s.id === id));
export const knownTimezone = (code: string | null) => code !== null && db.timezones.some((t) => t.code === code);

/** Presenter slot rules, after checking that every slot id exists. */
export function slotChoiceError(slots: Id[], companyId: Id): string | null {
  return unknownSlots(slots).length > 0
    ? 'The selected available slot is invalid.'
    : presenterSlotError(slots, companyId);
}

export function setSlots(cc: ConfClientRecord, slots: Id[]): void {
  cc.available_slot = [...slots];
  if (cc.presenter_property) cc.presenter_property.available_slot = [...slots];
}
