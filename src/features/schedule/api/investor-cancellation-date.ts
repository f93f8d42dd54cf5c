import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { InvestorCancellationDateAnswer } from '@/lib/api/contract';
import { scheduleKeys } from './get-schedule';

const schema = z.looseObject({ allow_investor_cancellation_date: z.string() }) as unknown as z.ZodMiniType<InvestorCancellationDateAnswer>;

export async function getInvestorCancellationDate(): Promise<string> {
  return (await api.get<InvestorCancellationDateAnswer>('auth/investor-cancellation-date', { schema })).allow_investor_cancellation_date;
}

/** Investors only; a failure is silently ignored and the cancel option is then not offered (contract §7.5). */
export function useInvestorCancellationDate(enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.cancellationDate(),
    queryFn: getInvestorCancellationDate,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
