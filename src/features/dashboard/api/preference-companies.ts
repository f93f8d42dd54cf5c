import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { preferencesKeys } from '@/features/preferences';
import type { ClientPreferenceCompaniesAnswer } from '@/lib/api/contract';
import { answerSchema, bool, list, num, orNull, str, withDefault } from '@/lib/api/schema';
import { dashboardKeys } from './keys';

export const preferenceCompaniesSchema = answerSchema<ClientPreferenceCompaniesAnswer>(
  z.looseObject({
    companies: list(
      z.looseObject({
        id: num(),
        name: str(),
        presenter_names: list(str()),
        isSelected: withDefault(bool(), true),
        preferences: withDefault(
          z.looseObject({
            id: orNull(num()),
            shareholder: withDefault(num(), 0),
            meeting_type_readable: orNull(str()),
            meeting_priority_readable: orNull(str()),
          }),
          { id: null, shareholder: 0, meeting_type_readable: null, meeting_priority_readable: null },
        ),
      }),
    ),
  }),
);

export async function getPreferenceCompanies(clientId: number) {
  return (
    await api.get<ClientPreferenceCompaniesAnswer>('auth/preferences/client/companies', {
      params: { client_id: clientId },
      schema: preferenceCompaniesSchema,
    })
  ).companies;
}

/** The companies the investor asked to meet; a failed load shows no rows, without an error (spec A§8). */
export function usePreferenceCompanies(clientId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.preferenceCompanies(clientId),
    queryFn: () => getPreferenceCompanies(clientId as number),
    enabled: enabled && clientId !== null,
    retry: false,
    meta: { follows: [preferencesKeys.all] },
  });
}
