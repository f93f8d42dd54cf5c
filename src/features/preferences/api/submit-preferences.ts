import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { PreferencesBody, PreferencesSubmitAnswer } from '@/lib/api/contract';

const messageSchema = z.looseObject({ message: z.string() }) as unknown as z.ZodMiniType<PreferencesSubmitAnswer>;

export function submitPreferences(body: PreferencesBody) {
  return api.post<PreferencesSubmitAnswer>('auth/preferences', body, { schema: messageSchema });
}

export function useSubmitPreferences() {
  return useMutation({ mutationFn: submitPreferences });
}
