import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, dict, list, num, str, textOr } from '@/lib/api/schema';
import type { GroupedSlots, GroupedSlotsAnswer, Id } from '@/lib/api/contract';
import { distinctGroups } from '../logic/day-groups';
import { availabilityKeys } from './keys';

const slotSchema = z.looseObject({ id: num(), date: str(), start_time: str(), end_time: textOr('') });
const daySchema = z.looseObject({
  formattedDate: textOr(''),
  timeslots: list(slotSchema),
  morning_slots: list(slotSchema),
  afternoon_slots: list(slotSchema),
});
const groupedSlotsSchema = answerSchema<GroupedSlotsAnswer>(
  z.looseObject({
    data: list(z.looseObject({ groupNumber: num(), groupTitle: textOr(''), slots: dict(daySchema) })),
  }),
);

export async function getGroupedSlots(clientId: Id): Promise<GroupedSlots[]> {
  const answer = await api.get<GroupedSlotsAnswer>('auth/get-grouped-slots', {
    params: { client_id: clientId },
    schema: groupedSlotsSchema,
  });
  return distinctGroups(answer.data);
}

export const groupedSlotsQueryOptions = (clientId: Id) =>
  queryOptions({
    queryKey: availabilityKeys.groupedSlots(clientId),
    queryFn: () => getGroupedSlots(clientId),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The conference days in their groups, each day's slots split into morning and afternoon. Failures are silently ignored: callers fall back to groups built from the agenda slots. */
export function useGroupedSlots(clientId: Id) {
  return useQuery(groupedSlotsQueryOptions(clientId));
}
