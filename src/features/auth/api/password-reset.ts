import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { PasswordResetAnswer, PasswordResetBody } from '@/lib/api/contract';
import { answerSchema, textOr } from '@/lib/api/schema';

const schema = answerSchema<PasswordResetAnswer>(z.looseObject({ message: textOr('') }));

/** Sets a new password with the token of the e-mailed link. */
export const resetPassword = (body: PasswordResetBody) => api.post('auth/password/reset', body, { schema });

export function usePasswordReset() {
  return useMutation({ mutationFn: resetPassword });
}
