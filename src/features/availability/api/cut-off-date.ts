import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, dateText } from '@/lib/api/schema';
import type { CutOffDateAnswer, DateStr } from '@/lib/api/contract';
import { availabilityKeys } from './keys';

const cutOffSchema = answerSchema<CutOffDateAnswer>(z.looseObject({ cut_off_date: dateText() }));

export async function getCutOffDate(): Promise<DateStr | null> {
  return (await api.post<CutOffDateAnswer>('auth/cut-off-date', undefined, { schema: cutOffSchema })).cut_off_date;
}

export const cutOffDateQueryOptions = () =>
  queryOptions({
    queryKey: availabilityKeys.cutOffDate(),
    queryFn: getCutOffDate,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The slot-selection cut-off date, the last London date on which slots can still be changed freely; a failure counts as no cut-off. */
export function useCutOffDate(enabled = true) {
  return useQuery({ ...cutOffDateQueryOptions(), enabled });
}
