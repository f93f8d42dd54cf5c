import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { Client, MeAnswer, SignupAnswer, SignupBody, UpdateProfileBody } from '@/lib/api/contract';

const tokenAnswerSchema = z.looseObject({ api_token: z.string().check(z.minLength(1)) }) as unknown as z.ZodMiniType<SignupAnswer>;

/** First sign-up (contract §5.3). */
export function postSignup(body: SignupBody): Promise<SignupAnswer> {
  return api.post<SignupAnswer>('auth/signup', body, { schema: tokenAnswerSchema });
}

/** Registration update of a signed-in attendee (contract §5.4). */
export function postUpdateProfile(body: UpdateProfileBody): Promise<SignupAnswer> {
  return api.post<SignupAnswer>('auth/update-profile', body, { schema: tokenAnswerSchema });
}

const meSchema = z.looseObject({
  user: z.looseObject({ id: z.number(), client_id: z.number(), api_token: z.optional(z.string()) }),
}) as unknown as z.ZodMiniType<MeAnswer>;

/** The signed-in user (contract §4.3), read right after a sign-up or update. */
export async function getMe(): Promise<Client> {
  return (await api.get<MeAnswer>('me', { schema: meSchema })).user;
}

export type SubmitRegistration =
  | { mode: 'signup'; body: SignupBody }
  | { mode: 'update'; body: UpdateProfileBody };

export function useSubmitRegistration() {
  return useMutation({
    mutationFn: (input: SubmitRegistration) => (input.mode === 'signup' ? postSignup(input.body) : postUpdateProfile(input.body)),
  });
}
