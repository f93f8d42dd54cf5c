import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { PreferenceSlotsAnswer, PreferenceSlotsBody, PreferenceSlotsSubmitAnswer } from '@/lib/api/contract';
import { preferencesKeys } from './get-preferences';

const slotsSchema = z.looseObject({
  agenda_slots: z.array(z.looseObject({ id: z.number(), date: z.string(), start_time: z.string(), end_time: z.string() })),
  client_slots: z.array(z.number()),
}) as unknown as z.ZodMiniType<PreferenceSlotsAnswer>;

export function getPreferenceSlots() {
  return api.get<PreferenceSlotsAnswer>('auth/preferences/slots', { schema: slotsSchema });
}

/** The investor's slots for the Update Availability modal, fetched while it is open. */
export function usePreferenceSlots(enabled: boolean) {
  return useQuery({ queryKey: preferencesKeys.slots(), queryFn: getPreferenceSlots, enabled, staleTime: 0, retry: false });
}

const messageSchema = z.looseObject({ message: z.string() }) as unknown as z.ZodMiniType<PreferenceSlotsSubmitAnswer>;

export function savePreferenceSlots(body: PreferenceSlotsBody) {
  return api.post<PreferenceSlotsSubmitAnswer>('auth/preferences/slots', body, { schema: messageSchema });
}

export function useSavePreferenceSlots() {
  return useMutation({ mutationFn: savePreferenceSlots });
}
