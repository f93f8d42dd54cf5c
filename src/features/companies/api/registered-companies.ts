import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { RegisteredCompaniesAnswer } from '@/lib/api/contract';

const namedRef = z.looseObject({ id: z.number(), name: z.string() });

const companySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  country: namedRef,
  sector: namedRef,
  bloomberg: z.nullable(z.string()),
  reuter: z.nullable(z.string()),
  uploads: z.array(z.looseObject({ id: z.number(), presentation: z.nullable(z.string()), profile: z.nullable(z.string()) })),
});

export const registeredCompaniesSchema = z.looseObject({
  companies: z.array(companySchema),
  no_presentations_companies: z.array(companySchema),
}) as unknown as z.ZodMiniType<RegisteredCompaniesAnswer>;

export const companiesKeys = {
  all: ['registered-companies'] as const,
};

export function fetchRegisteredCompanies() {
  return api.get<RegisteredCompaniesAnswer>('general/registerd-companies', { schema: registeredCompaniesSchema });
}

export const registeredCompaniesQueryOptions = () =>
  queryOptions({ queryKey: companiesKeys.all, queryFn: fetchRegisteredCompanies, staleTime: 5 * 60_000 });

export function useRegisteredCompanies(enabled: boolean) {
  return useQuery({ ...registeredCompaniesQueryOptions(), enabled });
}
