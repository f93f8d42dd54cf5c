import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, dateText } from '@/lib/api/schema';
import type { InvestorCancellationDateAnswer } from '@/lib/api/contract';
import { scheduleKeys } from './keys';

/** No date (null, missing or unreadable) reads as null: the cancel option is then not offered. */
const schema = answerSchema<InvestorCancellationDateAnswer>(
  z.looseObject({ allow_investor_cancellation_date: dateText() }),
);

export async function getInvestorCancellationDate(): Promise<string | null> {
  return (await api.get<InvestorCancellationDateAnswer>('auth/investor-cancellation-date', { schema }))
    .allow_investor_cancellation_date;
}

/** Investors only; a failure is silently ignored and the cancel option is then not offered (contract §7.5). */
export const investorCancellationDateQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.cancellationDate(),
    queryFn: getInvestorCancellationDate,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useInvestorCancellationDate(enabled: boolean) {
  return useQuery({ ...investorCancellationDateQueryOptions(), enabled });
}
