import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';

const answerSchema = z.looseObject({
  conference: z.looseObject({ activation_code_text: z.optional(z.string()) }),
}) as unknown as z.ZodMiniType<{ conference: { activation_code_text?: string } }>;

/**
 * The activation text for the Identify page. No call before identify carries the
 * conference record, so the public conference text is asked and its
 * activation_code_text used when the server includes it; failures are ignored.
 */
export function useActivationText() {
  return useQuery({
    queryKey: ['conference-text', 'activation'],
    queryFn: async () => (await api.get('auth/get-conference-text', { schema: answerSchema })).conference.activation_code_text ?? null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
