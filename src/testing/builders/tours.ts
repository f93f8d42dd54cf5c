/** Test data of the tour booking: contract-typed objects with defaults, any field overridable. */
import type { TourSlot } from '@/lib/api/contract';

/** A tour slot of 20 seats, all free, on the first conference day from 13:00 to 14:00 unless told otherwise. */
export function tourSlot(overrides: Partial<TourSlot> & Pick<TourSlot, 'id'>): TourSlot {
  return {
    date: '2025-09-09',
    start_time: '13:00:00',
    end_time: '14:00:00',
    remaining_seats: 20,
    available_seats: 20,
    ...overrides,
  };
}
