import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, type AnswerSchema } from '@/lib/api/client';
import type { Client } from '@/lib/api/contract';

const signinSchema = z.looseObject({
  user: z.optional(z.nullable(z.looseObject({ id: z.number(), client_id: z.number(), api_token: z.string() }))),
}) as unknown as AnswerSchema<{ user?: Client | null; message?: string }>;

export function signin(body: { name: string; password: string }) {
  return api.post('auth/signin', body, { schema: signinSchema });
}

export function useSignin() {
  return useMutation({ mutationFn: signin });
}

const messageSchema = z.looseObject({ message: z.string() }) as unknown as AnswerSchema<{ message: string }>;

export function usePasswordEmail() {
  return useMutation({ mutationFn: (body: { name: string }) => api.post('auth/password/email', body, { schema: messageSchema }) });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: { username: string; password: string; password_confirmation: string; token: string }) =>
      api.post('auth/password/reset', body, { schema: messageSchema }),
  });
}
