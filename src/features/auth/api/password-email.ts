import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import type { PasswordEmailAnswer, PasswordEmailBody } from '@/lib/api/contract';
import { answerSchema, textOr } from '@/lib/api/schema';

const schema = answerSchema<PasswordEmailAnswer>(z.looseObject({ message: textOr('') }));

/** Asks the server to e-mail a link for choosing a new password. */
export const requestPasswordEmail = (body: PasswordEmailBody) => api.post('auth/password/email', body, { schema });

export function usePasswordEmail() {
  return usePortalMutation({
    mutationFn: requestPasswordEmail,
    changes: { none: 'the server sends an e-mail; nothing the portal shows changes' },
  });
}
