import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, list, num, str } from '@/lib/api/schema';
import type { MediaProvidersAnswer } from '@/lib/api/contract';
import { mediaKeys } from './keys';

const schema = answerSchema<MediaProvidersAnswer>(
  z.looseObject({ media_providers: list(z.looseObject({ id: num(), name: str() })) }),
);

export const fetchMediaProviders = () => api.get<MediaProvidersAnswer>('auth/media-providers', { schema });

export const mediaProvidersQueryOptions = () =>
  queryOptions({
    queryKey: mediaKeys.providers(),
    queryFn: async () => (await fetchMediaProviders()).media_providers,
    staleTime: 5 * 60_000,
    // A failure is shown at once, with a retry, instead of after a second try.
    retry: false,
  });

/** A failure to load is not announced (spec B§8): callers read `data` and `isPending` only, and the survey says when its choices are missing. */
export function useMediaProviders() {
  return useQuery(mediaProvidersQueryOptions());
}
