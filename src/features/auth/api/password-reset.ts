import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import type { PasswordResetAnswer, PasswordResetBody } from '@/lib/api/contract';
import { answerSchema, textOr } from '@/lib/api/schema';

const schema = answerSchema<PasswordResetAnswer>(z.looseObject({ message: textOr('') }));

/** Sets a new password with the token of the e-mailed link. */
export const resetPassword = (body: PasswordResetBody) => api.post('auth/password/reset', body, { schema });

export function usePasswordReset() {
  return usePortalMutation({
    mutationFn: resetPassword,
    changes: { none: 'the password is no part of any answer the portal shows' },
  });
}
