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
    // One try: a failure is shown at once, with the survey's retry, instead of after a second try.
    retry: false,
  });

/** A failure to load raises no alert (spec B§8): the survey says, above its form, that its choices are missing and offers a retry. */
export function useMediaProviders() {
  return useQuery(mediaProvidersQueryOptions());
}
