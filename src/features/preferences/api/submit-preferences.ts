import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { PreferencesBody, PreferencesSubmitAnswer } from '@/lib/api/contract';
import { preferencesKeys } from './keys';

const messageSchema = answerSchema<PreferencesSubmitAnswer>(z.looseObject({ message: textOr('') }));

export function submitPreferences(body: PreferencesBody) {
  return api.post<PreferencesSubmitAnswer>('auth/preferences', body, { schema: messageSchema });
}

/** Submits the preferences; the kept answer is then out of date, so the next visit fetches the saved ones. */
export function useSubmitPreferences() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: submitPreferences,
    changes: [preferencesKeys.all],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: preferencesKeys.page(), refetchType: 'none' }),
  });
}
