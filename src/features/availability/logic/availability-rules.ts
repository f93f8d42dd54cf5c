/**
 * The presenter availability checks made before a submit, kept apart from the slot pickers and
 * without a date library so that a form can validate a presenter's days and slots before (or
 * without) loading the pickers: a time zone, at least one day, slots on every chosen day, the
 * minimum number of slots a day and a whole morning or afternoon (spec B§5).
 */
import type { AgendaSlot, Conference, DateStr, Id } from '@/lib/api/contract';
import { availabilityMessages } from '../messages';

/** Slots starting before this London time are morning slots (contract §3.7). */
export const AFTERNOON_STARTS_AT = '13:00:00';

export function isMorningSlot(slot: Pick<AgendaSlot, 'start_time'>): boolean {
  return slot.start_time < AFTERNOON_STARTS_AT;
}

export type PresenterAvailabilityValue = {
  timezone: string;
  conference_dates: DateStr[];
  available_slot: Id[];
};

export type AvailabilityField = 'timezone' | 'conference_dates' | 'available_slot';
export type AvailabilityErrors = Partial<Record<AvailabilityField, string>>;

/** A morning or afternoon block is complete when it has slots and every one of them is chosen. */
export function isBlockComplete(block: AgendaSlot[], selected: Id[]): boolean {
  return block.length > 0 && block.every((s) => selected.includes(s.id));
}

// ---------------------------------------------------------------------------
// Validation before submit
// ---------------------------------------------------------------------------

/** True when nothing at all is chosen: the page then shows NO_SLOTS_ALERT. */
export function hasNoAvailability(value: PresenterAvailabilityValue): boolean {
  return value.conference_dates.length === 0 && value.available_slot.length === 0;
}

/**
 * The presenter availability rules checked before submit (a time zone, at least one day,
 * slots on every chosen day, the minimum per day and a whole morning or afternoon), with
 * their messages keyed by field, or null when the value is valid. `agendaSlots` tells which day and part each slot is in.
 */
export function validatePresenterAvailability(
  value: PresenterAvailabilityValue,
  conference: Pick<Conference, 'minimum_slots_for_presenters'>,
  agendaSlots: AgendaSlot[],
): AvailabilityErrors | null {
  const errors: AvailabilityErrors = {};
  if (!value.timezone) errors.timezone = availabilityMessages.timezone;
  if (value.conference_dates.length === 0) errors.conference_dates = availabilityMessages.days;

  const chosen = new Set(value.available_slot);
  const days = [...value.conference_dates].sort();
  if (value.available_slot.length === 0 && days.length > 0) errors.available_slot = availabilityMessages.slotsPerDay;
  for (const date of days) {
    if (errors.available_slot) break;
    const daySlots = agendaSlots.filter((s) => s.date === date);
    const picked = daySlots.filter((s) => chosen.has(s.id));
    if (picked.length === 0) {
      errors.available_slot = availabilityMessages.slotsPerDay;
    } else if (picked.length < conference.minimum_slots_for_presenters) {
      errors.available_slot = availabilityMessages.minimum(conference.minimum_slots_for_presenters);
    } else {
      const ids = [...chosen];
      const morning = daySlots.filter(isMorningSlot);
      const afternoon = daySlots.filter((s) => !isMorningSlot(s));
      if (!isBlockComplete(morning, ids) && !isBlockComplete(afternoon, ids))
        errors.available_slot = availabilityMessages.block;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
