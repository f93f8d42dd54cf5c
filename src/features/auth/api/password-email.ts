import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, textOr } from '@/lib/api/schema';

const messageAnswer = answerSchema<{ message: string }>(z.looseObject({ message: textOr('') }));

export function usePasswordEmail() {
  return useMutation({ mutationFn: (body: { name: string }) => api.post('auth/password/email', body, { schema: messageAnswer }) });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: { username: string; password: string; password_confirmation: string; token: string }) =>
      api.post('auth/password/reset', body, { schema: messageAnswer }),
  });
}
