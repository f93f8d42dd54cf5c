import { describe, expect, it } from 'vitest';
import type { TourSlot } from '@/lib/api/contract';
import { tourSlot } from '@/testing/builders/tours';
import {
  bookingBlock,
  canSubmitBooking,
  changeTourFilter,
  emptyTourFilters,
  filterTourSlots,
  flattenTourSlots,
  isTourSlotDisabled,
  tourDays,
  tourFilterEnabled,
  tourSeatChoices,
  tourTimes,
  visibleSelection,
} from '../tour-booking';

const slot = (id: number, date: string, start: string, remaining: number, total = 20): TourSlot =>
  tourSlot({
    id,
    date,
    start_time: start,
    end_time: start.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0')),
    remaining_seats: remaining,
    available_seats: total,
  });

const data = {
  '2025-09-10': [slot(904, '2025-09-10', '18:00:00', 11), slot(903, '2025-09-10', '13:00:00', 14, 15)],
  '2025-09-09': [slot(901, '2025-09-09', '13:00:00', 6), slot(902, '2025-09-09', '18:00:00', 0)],
};
const slots = flattenTourSlots(data);

describe('filter cascade', () => {
  const full = { day: '2025-09-09', time: '13:00:00', seats: 2 };

  it('picking a day resets time and seats', () => {
    expect(changeTourFilter(full, 'day', '2025-09-10')).toEqual({ day: '2025-09-10', time: null, seats: null });
  });

  it('clearing the day clears everything', () => {
    expect(changeTourFilter(full, 'day', null)).toEqual(emptyTourFilters);
  });

  it('picking or clearing a time keeps the day and resets seats', () => {
    expect(changeTourFilter(full, 'time', '18:00:00')).toEqual({ day: '2025-09-09', time: '18:00:00', seats: null });
    expect(changeTourFilter(full, 'time', null)).toEqual({ day: '2025-09-09', time: null, seats: null });
  });

  it('seats changes only seats', () => {
    expect(changeTourFilter(full, 'seats', 5)).toEqual({ ...full, seats: 5 });
    expect(changeTourFilter(full, 'seats', null)).toEqual({ ...full, seats: null });
  });

  it('opens time after a day and seats after a time', () => {
    expect(tourFilterEnabled(emptyTourFilters)).toEqual({ day: true, time: false, seats: false });
    expect(tourFilterEnabled({ day: '2025-09-09', time: null, seats: null })).toEqual({
      day: true,
      time: true,
      seats: false,
    });
    expect(tourFilterEnabled({ day: '2025-09-09', time: '13:00:00', seats: null })).toEqual({
      day: true,
      time: true,
      seats: true,
    });
  });
});

describe('filter options and results', () => {
  it('orders slots by date and time', () => {
    expect(slots.map((s) => s.id)).toEqual([901, 902, 903, 904]);
  });

  it('lists days, the times of the chosen day, and seat counts up to the tour size', () => {
    expect(tourDays(slots)).toEqual(['2025-09-09', '2025-09-10']);
    expect(tourTimes(slots, null)).toEqual([]);
    expect(tourTimes(slots, '2025-09-10')).toEqual(['13:00:00', '18:00:00']);
    expect(tourSeatChoices(slots, '2025-09-10', null)).toEqual([]);
    expect(tourSeatChoices(slots, '2025-09-10', '13:00:00')).toHaveLength(15);
  });

  it('filters by day, time and at least the asked seats', () => {
    expect(filterTourSlots(slots, emptyTourFilters).map((s) => s.id)).toEqual([901, 902, 903, 904]);
    expect(filterTourSlots(slots, { day: '2025-09-09', time: null, seats: null }).map((s) => s.id)).toEqual([901, 902]);
    expect(filterTourSlots(slots, { day: '2025-09-09', time: '13:00:00', seats: 6 }).map((s) => s.id)).toEqual([901]);
    expect(filterTourSlots(slots, { day: '2025-09-09', time: '13:00:00', seats: 7 })).toEqual([]);
  });
});

describe('slot availability and booking', () => {
  it('disables a slot with no remaining seats unless it is the booked one', () => {
    expect(isTourSlotDisabled(slots[1], null)).toBe(true);
    expect(isTourSlotDisabled(slots[1], 902)).toBe(false);
    expect(isTourSlotDisabled(slots[0], null)).toBe(false);
  });

  it('drops a selection the filters hide', () => {
    expect(visibleSelection(slots, 903)).toBe(903);
    expect(visibleSelection(slots.slice(0, 2), 903)).toBeNull();
    expect(visibleSelection(slots, null)).toBeNull();
  });

  it('blocks with no selection, the booked slot, or while loading', () => {
    expect(bookingBlock(null, 903, false)).toBe('no-selection');
    expect(bookingBlock(903, 903, false)).toBe('already-booked');
    expect(bookingBlock(904, 903, true)).toBe('loading');
    expect(canSubmitBooking(904, 903, false)).toBe(true);
    expect(canSubmitBooking(901, null, false)).toBe(true);
  });
});

describe('slot texts', () => {
  it('labels a slot with its date and start–end time, and its seats in words', async () => {
    const { seatsText, tourSlotLabel } = await import('../format');
    expect(tourSlotLabel(slots[2])).toBe('Wednesday 10 September 2025, 13:00–14:00');
    expect(seatsText(slots[2])).toBe('14 of 15 seats remaining');
    expect(seatsText(slots[1])).toBe('Fully booked: no seats remaining of 20');
  });
});
