import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { PreferencesBody, PreferencesSubmitAnswer } from '@/lib/api/contract';

const messageSchema = answerSchema<PreferencesSubmitAnswer>(z.looseObject({ message: textOr('') }));

export function submitPreferences(body: PreferencesBody) {
  return api.post<PreferencesSubmitAnswer>('auth/preferences', body, { schema: messageSchema });
}

export function useSubmitPreferences() {
  return useMutation({ mutationFn: submitPreferences });
}
