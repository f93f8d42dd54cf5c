import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, dict, list, num, optional, orNull, str } from '@/lib/api/schema';
import type { TourBookingAnswer, TourBookingBody, TourBookingSubmitAnswer } from '@/lib/api/contract';

const slotSchema = z.looseObject({
  id: num(),
  date: str(),
  start_time: str(),
  end_time: str(),
  remaining_seats: num(),
  available_seats: num(),
});
const listingSchema = answerSchema<TourBookingAnswer>(
  z.looseObject({ data: dict(list(slotSchema)), selected_booking_id: orNull(num()) }),
);

const bookSchema = answerSchema<TourBookingSubmitAnswer>(z.looseObject({ message: optional(str()) }));

export const tourKeys = {
  all: ['tours'] as const,
  booking: () => [...tourKeys.all, 'booking'] as const,
};

export const fetchTourBooking = () => api.get<TourBookingAnswer>('auth/tour-booking', { schema: listingSchema });

export const tourBookingQueryOptions = () =>
  queryOptions({ queryKey: tourKeys.booking(), queryFn: fetchTourBooking });

export function useTourBooking() {
  return useQuery(tourBookingQueryOptions());
}

export const bookTour = (body: TourBookingBody) =>
  api.post<TourBookingSubmitAnswer>('auth/tour-booking', body, { schema: bookSchema });

/** Books a tour; on success the listing is fetched again (seats and the booked slot change). */
export function useBookTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookTour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.booking() }),
  });
}
