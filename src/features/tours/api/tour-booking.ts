import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { TourBookingAnswer, TourBookingBody, TourBookingSubmitAnswer } from '@/lib/api/contract';

const slotSchema = z.looseObject({
  id: z.number(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  remaining_seats: z.number(),
  available_seats: z.number(),
});
const listingSchema = z.looseObject({
  data: z.record(z.string(), z.array(slotSchema)),
  selected_booking_id: z.nullable(z.number()),
}) as unknown as z.ZodMiniType<TourBookingAnswer>;

const bookSchema = z.looseObject({ message: z.optional(z.string()) }) as unknown as z.ZodMiniType<TourBookingSubmitAnswer>;

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
