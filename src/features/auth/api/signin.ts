import { useMutation } from '@tanstack/react-query';
import { api, type AnswerSchema } from '@/lib/api/client';
import type { Client } from '@/lib/api/contract';

type SigninAnswer = { user?: Client | null; message?: string };

/**
 * The sign-in answer is checked by hand: the login page is the first visit of most
 * attendees and carries no schema library (see login-page.tsx).
 */
export const signinAnswer: AnswerSchema<SigninAnswer> = {
  safeParse(data: unknown) {
    if (typeof data !== 'object' || data === null) return { success: false };
    const user = (data as { user?: unknown }).user;
    if (user === undefined || user === null) return { success: true, data: data as SigninAnswer };
    const ok =
      typeof user === 'object' &&
      typeof (user as Client).id === 'number' &&
      typeof (user as Client).client_id === 'number' &&
      typeof (user as Client).api_token === 'string';
    return ok ? { success: true, data: data as SigninAnswer } : { success: false };
  },
};

export function signin(body: { name: string; password: string }) {
  return api.post('auth/signin', body, { schema: signinAnswer });
}

export function useSignin() {
  return useMutation({ mutationFn: signin });
}
