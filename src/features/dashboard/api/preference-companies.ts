import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { ClientPreferenceCompaniesAnswer } from '@/lib/api/contract';
import { dashboardKeys } from './get-colleagues';

const schema = z.looseObject({
  companies: z.array(
    z.looseObject({
      id: z.number(),
      name: z.string(),
      presenter_names: z.array(z.string()),
      preferences: z.looseObject({
        meeting_type_readable: z.nullable(z.string()),
        meeting_priority_readable: z.nullable(z.string()),
      }),
    }),
  ),
}) as unknown as z.ZodMiniType<ClientPreferenceCompaniesAnswer>;

export async function getPreferenceCompanies(clientId: number) {
  return (await api.get<ClientPreferenceCompaniesAnswer>('auth/preferences/client/companies', { params: { client_id: clientId }, schema }))
    .companies;
}

/** The investor's selected companies; failures are silently ignored (spec A§8). */
export function usePreferenceCompanies(clientId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.preferenceCompanies(clientId),
    queryFn: () => getPreferenceCompanies(clientId as number),
    enabled: enabled && clientId !== null,
    retry: false,
  });
}
