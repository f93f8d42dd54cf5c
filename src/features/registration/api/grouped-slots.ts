import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { GroupedSlots, GroupedSlotsAnswer, Id } from '@/lib/api/contract';

const slotSchema = z.looseObject({ id: z.number(), date: z.string(), start_time: z.string() });
const daySchema = z.looseObject({
  formattedDate: z.string(),
  timeslots: z.array(slotSchema),
  morning_slots: z.array(slotSchema),
  afternoon_slots: z.array(slotSchema),
});
const groupedSlotsSchema = z.looseObject({
  data: z.array(z.looseObject({ groupNumber: z.number(), groupTitle: z.string(), slots: z.record(z.string(), daySchema) })),
}) as unknown as z.ZodMiniType<GroupedSlotsAnswer>;

export const groupedSlotsKeys = { byClient: (clientId: Id) => ['grouped-slots', clientId] as const };

export async function getGroupedSlots(clientId: Id): Promise<GroupedSlots[]> {
  const answer = await api.get<GroupedSlotsAnswer>('auth/get-grouped-slots', { params: { client_id: clientId }, schema: groupedSlotsSchema });
  return answer.data;
}

export const groupedSlotsQueryOptions = (clientId: Id) =>
  queryOptions({
    queryKey: groupedSlotsKeys.byClient(clientId),
    queryFn: () => getGroupedSlots(clientId),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Day groups (contract §5.5). Failures are silently ignored: callers fall back to groups built from the agenda slots. */
export function useGroupedSlots(clientId: Id) {
  return useQuery(groupedSlotsQueryOptions(clientId));
}
