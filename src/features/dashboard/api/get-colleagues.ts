import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { ColleaguesAnswer } from '@/lib/api/contract';

const schema = z.looseObject({
  colleagues: z.array(
    z.looseObject({
      id: z.number(),
      full_titled_name: z.string(),
      job_title: z.nullable(z.string()),
      conferences_clients: z.array(z.looseObject({ status: z.number() })),
    }),
  ),
}) as unknown as z.ZodMiniType<ColleaguesAnswer>;

export const dashboardKeys = {
  colleagues: ['dashboard', 'colleagues'] as const,
  preferenceCompanies: (clientId: number | null) => ['dashboard', 'preference-companies', clientId] as const,
};

export async function getColleagues() {
  return (await api.get<ColleaguesAnswer>('auth/get-colleagues', { schema })).colleagues;
}

/** Presenters' colleagues; failures are silently ignored (spec A§8). */
export function useColleagues(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.colleagues, queryFn: getColleagues, enabled, retry: false });
}
