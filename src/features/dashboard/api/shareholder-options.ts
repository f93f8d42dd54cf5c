import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { NamedRef, PreferencesAnswer } from '@/lib/api/contract';
import { answerSchema, list, num, textOr } from '@/lib/api/schema';
import { dashboardKeys } from './keys';

/** Only the shareholder options are read from the preferences answer; the rest passes unread. */
const shareholderListsSchema = answerSchema<Pick<PreferencesAnswer, 'ShareholderLists'>>(
  z.looseObject({ ShareholderLists: list(z.looseObject({ id: num(), name: textOr('') })) }),
);

export async function getShareholderOptions(): Promise<NamedRef[]> {
  return (await api.get('auth/preferences', { schema: shareholderListsSchema })).ShareholderLists;
}

/**
 * The names of the shareholder answers ("Yes", "No"): the selected companies' answer (§7.3) gives
 * the chosen option's id only, and the option list comes with the preferences page's answer (§9.1).
 * Asked for only when a company has an answer to name; a failure (the preferences page closed, a
 * network error) leaves the answers unnamed, without a message (spec A§8).
 */
export function useShareholderOptions(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.shareholderOptions(),
    queryFn: getShareholderOptions,
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
