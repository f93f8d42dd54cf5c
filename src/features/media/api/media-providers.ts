import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, list, num, str } from '@/lib/api/schema';
import type { MediaProvidersAnswer } from '@/lib/api/contract';

const schema = answerSchema<MediaProvidersAnswer>(
  z.looseObject({ media_providers: list(z.looseObject({ id: num(), name: str() })) }),
);

export const mediaKeys = {
  all: ['media'] as const,
  providers: () => [...mediaKeys.all, 'providers'] as const,
  slots: () => [...mediaKeys.all, 'slots'] as const,
};

export const fetchMediaProviders = () => api.get<MediaProvidersAnswer>('auth/media-providers', { schema });

export const mediaProvidersQueryOptions = () =>
  queryOptions({
    queryKey: mediaKeys.providers(),
    queryFn: async () => (await fetchMediaProviders()).media_providers,
    staleTime: 5 * 60_000,
  });

/** Its failures are silently ignored (spec B§8): callers read `data` and `isPending` only. */
export function useMediaProviders() {
  return useQuery({ ...mediaProvidersQueryOptions(), retry: false });
}
