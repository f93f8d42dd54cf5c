/**
 * Rules of the tour booking page: the day → time → seats filter cascade, which slots
 * are shown and bookable, and when booking may be submitted (spec B§4 "Tour booking";
 * contract §11.4, §11.5).
 */
import type { DateStr, Id, TimeStr, TourSlot } from '@/lib/api/contract';

export type TourFilters = { day: DateStr | null; time: TimeStr | null; seats: number | null };

export const emptyTourFilters: TourFilters = { day: null, time: null, seats: null };

/** Picking or clearing a filter resets every later one (day → time → seats). */
export function changeTourFilter<K extends keyof TourFilters>(
  filters: TourFilters,
  key: K,
  value: TourFilters[K],
): TourFilters {
  if (key === 'day') return { day: value as DateStr | null, time: null, seats: null };
  if (key === 'time') return { ...filters, time: value as TimeStr | null, seats: null };
  return { ...filters, seats: value as number | null };
}

/** The time filter opens once a day is picked; the seats filter once a time is picked. */
export function tourFilterEnabled(filters: TourFilters): { day: boolean; time: boolean; seats: boolean } {
  return { day: true, time: filters.day !== null, seats: filters.day !== null && filters.time !== null };
}

/** Every slot in date and time order. */
export function flattenTourSlots(data: Record<DateStr, TourSlot[]>): TourSlot[] {
  return Object.values(data)
    .flat()
    .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.id - b.id);
}

export function tourDays(slots: TourSlot[]): DateStr[] {
  return [...new Set(slots.map((s) => s.date))].sort();
}

export function tourTimes(slots: TourSlot[], day: DateStr | null): TimeStr[] {
  if (day === null) return [];
  return [...new Set(slots.filter((s) => s.date === day).map((s) => s.start_time))].sort();
}

/** Seat counts to ask for: 1 up to the largest tour size among the slots of the chosen day and time. */
export function tourSeatChoices(slots: TourSlot[], day: DateStr | null, time: TimeStr | null): number[] {
  if (day === null || time === null) return [];
  const sizes = slots.filter((s) => s.date === day && s.start_time === time).map((s) => s.available_seats);
  const max = Math.max(0, ...sizes);
  return Array.from({ length: max }, (_, i) => i + 1);
}

/** The slots matching the filters; seats keeps slots with at least that many remaining seats (contract §11.4). */
export function filterTourSlots(slots: TourSlot[], filters: TourFilters): TourSlot[] {
  return slots.filter(
    (s) =>
      (filters.day === null || s.date === filters.day) &&
      (filters.time === null || s.start_time === filters.time) &&
      (filters.seats === null || s.remaining_seats >= filters.seats),
  );
}

/** A slot without remaining seats cannot be chosen, except the client's own booking, which already holds a seat. */
export function isTourSlotDisabled(slot: TourSlot, bookedId: Id | null): boolean {
  return slot.remaining_seats <= 0 && slot.id !== bookedId;
}

/** The chosen slot counts only while it is shown by the filters. */
export function visibleSelection(shown: TourSlot[], selectedId: Id | null): Id | null {
  return selectedId !== null && shown.some((s) => s.id === selectedId) ? selectedId : null;
}

export type BookingBlock = 'loading' | 'no-selection' | 'already-booked' | null;

/** Why booking is blocked (loading, nothing chosen, or the slot already booked), or null when it is allowed (B§4). */
export function bookingBlock(selectedId: Id | null, bookedId: Id | null, loading: boolean): BookingBlock {
  if (loading) return 'loading';
  if (selectedId === null) return 'no-selection';
  if (selectedId === bookedId) return 'already-booked';
  return null;
}

export function canSubmitBooking(selectedId: Id | null, bookedId: Id | null, loading: boolean): boolean {
  return bookingBlock(selectedId, bookedId, loading) === null;
}
