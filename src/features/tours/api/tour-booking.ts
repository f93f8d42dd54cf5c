import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, dict, list, num, orNull, str } from '@/lib/api/schema';
import type { TourBookingAnswer } from '@/lib/api/contract';
import { tourKeys } from './keys';

const slotSchema = z.looseObject({
  id: num(),
  date: str(),
  start_time: str(),
  end_time: str(),
  remaining_seats: num(),
  available_seats: num(),
});
const schema = answerSchema<TourBookingAnswer>(
  z.looseObject({ data: dict(list(slotSchema)), selected_booking_id: orNull(num()) }),
);

/** The tour slots by date, with their seats, and the attendee's current booking. */
export const fetchTourBooking = () => api.get<TourBookingAnswer>('auth/tour-booking', { schema });

export const tourBookingQueryOptions = () => queryOptions({ queryKey: tourKeys.booking(), queryFn: fetchTourBooking });

export function useTourBooking() {
  return useQuery(tourBookingQueryOptions());
}
