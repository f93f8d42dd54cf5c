import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { PreferenceSlotsBody, PreferenceSlotsSubmitAnswer } from '@/lib/api/contract';
import { preferencesKeys } from './keys';

const messageSchema = answerSchema<PreferenceSlotsSubmitAnswer>(z.looseObject({ message: textOr('') }));

/** Saves the investor's availability (the slots ticked in the modal and the zone they were chosen in). */
export function savePreferenceSlots(body: PreferenceSlotsBody) {
  return api.post<PreferenceSlotsSubmitAnswer>('auth/preferences/slots', body, { schema: messageSchema });
}

export function useSavePreferenceSlots() {
  return usePortalMutation({ mutationFn: savePreferenceSlots, changes: [preferencesKeys.all] });
}
