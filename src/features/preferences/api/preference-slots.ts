import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, list, num, str, textOr } from '@/lib/api/schema';
import type { PreferenceSlotsAnswer, PreferenceSlotsBody, PreferenceSlotsSubmitAnswer } from '@/lib/api/contract';
import { preferencesKeys } from './get-preferences';

const slotsSchema = answerSchema<PreferenceSlotsAnswer>(
  z.looseObject({
    agenda_slots: list(z.looseObject({ id: num(), date: str(), start_time: str(), end_time: str() })),
    client_slots: list(num()),
  }),
);

export function getPreferenceSlots() {
  return api.get<PreferenceSlotsAnswer>('auth/preferences/slots', { schema: slotsSchema });
}

/** The investor's slots for the Update Availability modal, fetched while it is open. */
export function usePreferenceSlots(enabled: boolean) {
  return useQuery({ queryKey: preferencesKeys.slots(), queryFn: getPreferenceSlots, enabled, staleTime: 0, retry: false });
}

const messageSchema = answerSchema<PreferenceSlotsSubmitAnswer>(z.looseObject({ message: textOr('') }));

export function savePreferenceSlots(body: PreferenceSlotsBody) {
  return api.post<PreferenceSlotsSubmitAnswer>('auth/preferences/slots', body, { schema: messageSchema });
}

export function useSavePreferenceSlots() {
  return useMutation({ mutationFn: savePreferenceSlots });
}
