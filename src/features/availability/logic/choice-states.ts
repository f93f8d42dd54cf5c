/**
 * Whether the presenter can tick a day, a morning or afternoon block, or a single slot, and
 * if not, the short label and the reason shown beside it: everything is locked once slot
 * choices are closed; a day is closed, fully booked, or unavailable when neither a full
 * morning nor a full afternoon fits; a single slot waits until a block of its day is chosen.
 * An investor's days and slots follow the same cut-off (spec B§4, contract §5.7) inside the days
 * group they chose, without the presenters' capacity and morning or afternoon rules.
 */
import type { MessageId } from '@/i18n/i18n';
import type { AgendaSlot, GroupedDay, Id } from '@/lib/api/contract';
import {
  BLOCK_FIRST_MESSAGE,
  CHOICE_LABELS as L,
  chosenWithPart,
  CUT_OFF_CLOSED_MESSAGE,
  DAY_FULLY_BOOKED,
  DAY_NOT_LATE_MESSAGE,
  DAY_UNAVAILABLE,
  OTHER_GROUP_LABEL,
  OTHER_GROUP_REASON,
  partOfLabel,
} from '../messages';
import { isMorningSlot } from './availability-rules';
import {
  type DayPart,
  isBlockAvailable,
  isPartOpen,
  type SlotBlockReason,
  slotBlockReason,
  type SlotContext,
  slotReasonText,
} from './presenter-slots';

/**
 * Whether a choice can be made; when not, a short label and the reason for it: each a text of the message catalogue,
 * its id or a text already in the attendee's language (the slot picker shows both through `tText`).
 */
export type ChoiceState = { disabled: boolean; locked?: boolean; label?: string; reason?: string };

export const reasonLabel: Record<SlotBlockReason, MessageId> = {
  full: L.fullyBooked,
  'cut-off': L.closed,
  'not-late': L.notLate,
  'closed-day': L.closed,
};

/** What the presenter is told about a day; `closed` when slot choices are closed for good. */
export function dayChoiceState(day: GroupedDay, ctx: SlotContext, closed: boolean): ChoiceState {
  if (closed) return { disabled: true, locked: true, label: L.closed, reason: CUT_OFF_CLOSED_MESSAGE };
  const reasons = day.timeslots.map((s) => slotBlockReason(s, ctx));
  if (reasons.length > 0 && reasons.every((r) => r === 'closed-day')) {
    return { disabled: true, label: L.closed, reason: slotReasonText['closed-day'] };
  }
  const usable = isBlockAvailable(day.morning_slots, ctx) || isBlockAvailable(day.afternoon_slots, ctx);
  if (usable) return { disabled: false };
  if (reasons.length > 0 && reasons.every((r) => r === 'full'))
    return { disabled: true, label: L.fullyBooked, reason: DAY_FULLY_BOOKED };
  return { disabled: true, label: L.unavailable, reason: DAY_UNAVAILABLE };
}

/** What the presenter is told about one slot of a day, given the slots already chosen. */
export function slotChoiceState(
  slot: AgendaSlot,
  day: GroupedDay,
  selected: Id[],
  ctx: SlotContext,
  closed: boolean,
): ChoiceState {
  if (closed) return { disabled: true, label: reasonLabel['cut-off'], reason: CUT_OFF_CLOSED_MESSAGE };
  const checked = selected.includes(slot.id);
  const part: DayPart = isMorningSlot(slot) ? 'morning' : 'afternoon';
  const reason = slotBlockReason(slot, ctx);
  if (!isPartOpen(day, part, selected)) {
    if (checked) return { disabled: true, label: partOfLabel(part), reason: chosenWithPart(part) };
    if (reason) return { disabled: true, label: reasonLabel[reason], reason: slotReasonText[reason] };
    return { disabled: true, label: L.chooseBlockFirst, reason: BLOCK_FIRST_MESSAGE };
  }
  if (reason && !checked) return { disabled: true, label: reasonLabel[reason], reason: slotReasonText[reason] };
  return { disabled: false };
}

/** Why a block cannot be picked, from the first of its slots that cannot be added (a catalogue id). */
export function blockStatus(block: AgendaSlot[], ctx: SlotContext, closed: boolean): MessageId {
  if (closed) return reasonLabel['cut-off'];
  const reason = block.map((s) => slotBlockReason(s, ctx)).find((r) => r !== null);
  return reason ? reasonLabel[reason] : L.notAvailable;
}

/**
 * The cut-off of an investor's slot choice (spec B§4, contract §5.7): after the cut-off only the late-registration
 * slots may be added, none when there are none. Investors are held by no capacity and no closed day here.
 */
export function investorSlotContext(cutOff: { limited: boolean; lateSlotIds: Id[] }): SlotContext {
  return {
    capacity: 0,
    companyId: null,
    priority: 1,
    attendance: undefined,
    cutOffReached: cutOff.limited,
    lateSlotIds: cutOff.lateSlotIds,
    closedDays: [],
  };
}

/** What an investor is told about a day: locked with the reason once slot choices are closed, as a presenter is. */
export function investorDayState(day: GroupedDay, inGroup: boolean, ctx: SlotContext, closed: boolean): ChoiceState {
  if (closed) return dayChoiceState(day, ctx, true);
  if (!inGroup) return { disabled: true, label: OTHER_GROUP_LABEL, reason: OTHER_GROUP_REASON };
  if (day.timeslots.length > 0 && day.timeslots.every((slot) => slotBlockReason(slot, ctx) !== null))
    return { disabled: true, label: L.notLate, reason: DAY_NOT_LATE_MESSAGE };
  return { disabled: false };
}

/** What an investor is told about one slot: a chosen slot that can no longer be added stays removable while not closed. */
export function investorSlotState(
  slot: AgendaSlot,
  selected: Id[],
  inGroup: boolean,
  ctx: SlotContext,
  closed: boolean,
): ChoiceState {
  if (closed) return { disabled: true, label: reasonLabel['cut-off'], reason: CUT_OFF_CLOSED_MESSAGE };
  if (!inGroup) return { disabled: true };
  const reason = slotBlockReason(slot, ctx);
  if (reason && !selected.includes(slot.id))
    return { disabled: true, label: reasonLabel[reason], reason: slotReasonText[reason] };
  return { disabled: false };
}
