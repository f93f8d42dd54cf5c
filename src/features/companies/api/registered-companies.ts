import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { RegisteredCompaniesAnswer } from '@/lib/api/contract';
import { answerSchema, list, namedRef, num, orNull, str } from '@/lib/api/schema';
import { companiesKeys } from './keys';

/** A company needs its id and name; country, sector, tickers, website and files are optional parts. */
const companySchema = z.looseObject({
  id: num(),
  name: str(),
  website: orNull(str()),
  country: namedRef(),
  sector: namedRef(),
  bloomberg: orNull(str()),
  reuter: orNull(str()),
  uploads: list(z.looseObject({ id: num(), presentation: orNull(str()), profile: orNull(str()) })),
});

export const registeredCompaniesSchema = answerSchema<RegisteredCompaniesAnswer>(
  z.looseObject({
    companies: list(companySchema),
    no_presentations_companies: list(companySchema),
  }),
);

export function fetchRegisteredCompanies() {
  return api.get<RegisteredCompaniesAnswer>('general/registerd-companies', { schema: registeredCompaniesSchema });
}

export const registeredCompaniesQueryOptions = () =>
  queryOptions({ queryKey: companiesKeys.all, queryFn: fetchRegisteredCompanies, staleTime: 5 * 60_000 });

export function useRegisteredCompanies(enabled: boolean) {
  return useQuery({ ...registeredCompaniesQueryOptions(), enabled });
}
