import type { AgendaSlot, DateStr, Id } from '@/lib/api/contract';
import { now } from '@/lib/dates/clock';
import { londonDate } from '@/lib/dates/london-day';
import { useCutOffDate } from '../api/cut-off-date';
import { isSelectionClosed, isSelectionLimited } from '../logic/presenter-slots';

/** Whether slot choices are limited to the late-registration slots, or closed for good (none offered). */
export type SlotCutOff = { limited: boolean; closed: boolean; lateSlotIds: Id[] };

/**
 * The cut-off of the days and time slots, for presenters and investors alike (spec B§4, contract §5.7): from the
 * cut-off date call (the data set's own date until it answers; a failed call counts as no cut-off) and the
 * late-registration slots of the data set. `enabled` false asks nothing (a section that offers no slots).
 */
export function useSlotCutOff(
  fallbackDate: DateStr | null | undefined,
  lateSlots: readonly AgendaSlot[],
  enabled = true,
): SlotCutOff {
  const cutOff = useCutOffDate(enabled);
  const date = cutOff.isSuccess ? cutOff.data : cutOff.isError ? null : fallbackDate;
  const lateSlotIds = lateSlots.map((slot) => slot.id);
  const limited = isSelectionLimited(date, londonDate(now()), lateSlotIds);
  return { limited, closed: isSelectionClosed({ cutOffReached: limited, lateSlotIds }), lateSlotIds };
}
