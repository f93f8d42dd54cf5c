import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, optional, str } from '@/lib/api/schema';
import type { TourBookingBody, TourBookingSubmitAnswer } from '@/lib/api/contract';
import { tourKeys } from './keys';

const schema = answerSchema<TourBookingSubmitAnswer>(z.looseObject({ message: optional(str()) }));

export const bookTour = (body: TourBookingBody) =>
  api.post<TourBookingSubmitAnswer>('auth/tour-booking', body, { schema });

/** Books a tour; on success the listing is fetched again (seats and the booked slot change). */
export function useBookTour() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: bookTour,
    changes: [tourKeys.all],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourKeys.booking() }),
  });
}
