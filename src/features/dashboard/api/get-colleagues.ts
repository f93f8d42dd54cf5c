import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { ColleaguesAnswer } from '@/lib/api/contract';
import { answerSchema, list, num, optional, orNull, str } from '@/lib/api/schema';
import { profileKeys } from '@/lib/profile/profile';
import { dashboardKeys } from './keys';

export const colleaguesSchema = answerSchema<ColleaguesAnswer>(
  z.looseObject({
    colleagues: list(
      z.looseObject({
        id: num(),
        client_id: optional(num()),
        conf_client_id: optional(num()),
        status: optional(num()),
        full_titled_name: str(),
        job_title: orNull(str()),
        available_slot: list(num()),
        conferences_clients: list(z.looseObject({ id: optional(num()), status: num() })),
      }),
    ),
  }),
);

export async function getColleagues() {
  return (await api.get<ColleaguesAnswer>('auth/get-colleagues', { schema: colleaguesSchema })).colleagues;
}

/** The presenter's colleagues and their registration status; a failed load shows no rows, without an error (spec A§8). */
export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.colleagues(),
    queryFn: getColleagues,
    enabled,
    retry: false,
    // A change of the colleagues (registration page) changes the registration data they come with.
    meta: { follows: [profileKeys.all] },
  });
}
