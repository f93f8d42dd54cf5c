import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, dict, list, num, str } from '@/lib/api/schema';
import type { MediaSlotsAnswer } from '@/lib/api/contract';
import { mediaKeys } from './keys';

const slotSchema = z.looseObject({ id: num(), date: str(), start_time: str() });
const schema = answerSchema<MediaSlotsAnswer>(z.looseObject({ media_slots: dict(list(slotSchema)) }));

export const fetchMediaSlots = () => api.get<MediaSlotsAnswer>('auth/media-slots', { schema });

export const mediaSlotsQueryOptions = () =>
  queryOptions({
    queryKey: mediaKeys.slots(),
    queryFn: async () => (await fetchMediaSlots()).media_slots,
    staleTime: 5 * 60_000,
    // One try: a failure is shown at once, with the survey's retry, instead of after a second try.
    retry: false,
  });

/** A failure to load raises no alert (spec B§8): the survey says, above its form, that its choices are missing and offers a retry. */
export function useMediaSlots() {
  return useQuery(mediaSlotsQueryOptions());
}
