import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, list, num, str } from '@/lib/api/schema';
import type { PreferenceSlotsAnswer } from '@/lib/api/contract';
import { preferencesKeys } from './keys';

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
  return useQuery({
    queryKey: preferencesKeys.slots(),
    queryFn: getPreferenceSlots,
    enabled,
    staleTime: 0,
    retry: false,
  });
}
