/**
 * The meeting an attendee opens the portal for: the one in progress (during the conference) or
 * else the next one to start. General sessions are not meetings; the server's times are London
 * wall clock, compared here as instants with the app clock's.
 */
import type { Slot } from '@/lib/api/contract';
import { zonedToInstant } from '@/lib/dates/time-zones';

export type FocusMeeting = { slot: Slot; status: 'now' | 'next'; startAt: number; endAt: number };

export function focusMeeting(days: readonly { slots: readonly Slot[] }[], at: number): FocusMeeting | null {
  let next: FocusMeeting | null = null;
  for (const day of days) {
    for (const slot of day.slots) {
      if (slot.type === 1) continue;
      const startAt = zonedToInstant(slot.date, slot.start_time).getTime();
      const endAt = zonedToInstant(slot.date, slot.end_time).getTime();
      if (!Number.isFinite(startAt) || !Number.isFinite(endAt)) continue;
      if (startAt <= at && at < endAt) return { slot, status: 'now', startAt, endAt };
      if (startAt > at && (next === null || startAt < next.startAt)) next = { slot, status: 'next', startAt, endAt };
    }
  }
  return next;
}

/** How many meetings are still to come after `at` (the one in progress not counted). */
export function meetingsAhead(days: readonly { slots: readonly Slot[] }[], at: number): number {
  let count = 0;
  for (const day of days) {
    for (const slot of day.slots) {
      if (slot.type !== 1 && zonedToInstant(slot.date, slot.start_time).getTime() > at) count += 1;
    }
  }
  return count;
}
