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
    // A failure is shown at once, with a retry, instead of after a second try.
    retry: false,
  });

/** A failure to load is not announced (spec B§8): callers read `data` and `isPending` only, and the survey says when its choices are missing. */
export function useMediaSlots() {
  return useQuery(mediaSlotsQueryOptions());
}
