import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, optional, str } from '@/lib/api/schema';
import { registrationQueryKeys } from './keys';

const activationAnswer = answerSchema<{ conference: { activation_code_text?: string } }>(
  z.looseObject({ conference: z.looseObject({ activation_code_text: optional(str()) }) }),
);

/**
 * The activation text for the Identify page. No call before identify carries the
 * conference record, so the public conference text is asked and its
 * activation_code_text used when the server includes it; failures are ignored.
 */
export function useActivationText() {
  return useQuery({
    queryKey: registrationQueryKeys.activationText(),
    queryFn: async () =>
      (await api.get('auth/get-conference-text', { schema: activationAnswer })).conference.activation_code_text ?? null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
