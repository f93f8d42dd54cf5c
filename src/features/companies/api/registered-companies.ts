import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api/client';
import type { RegisteredCompaniesAnswer } from '@/lib/api/contract';

const namedRef = z.looseObject({ id: z.number(), name: z.string() });

const companySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  country: namedRef,
  sector: namedRef,
  bloomberg: z.string().nullable(),
  reuter: z.string().nullable(),
  uploads: z.array(z.looseObject({ id: z.number(), presentation: z.string().nullable(), profile: z.string().nullable() })),
});

export const registeredCompaniesSchema = z.looseObject({
  companies: z.array(companySchema),
  no_presentations_companies: z.array(companySchema),
}) as unknown as z.ZodType<RegisteredCompaniesAnswer>;

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
