import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, type AnswerSchema } from '@/lib/api/client';

const messageAnswer = z.looseObject({ message: z.string() }) as unknown as AnswerSchema<{ message: string }>;

export function usePasswordEmail() {
  return useMutation({ mutationFn: (body: { name: string }) => api.post('auth/password/email', body, { schema: messageAnswer }) });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: { username: string; password: string; password_confirmation: string; token: string }) =>
      api.post('auth/password/reset', body, { schema: messageAnswer }),
  });
}
