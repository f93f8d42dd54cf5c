import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, num, optional, str } from '@/lib/api/schema';
import { postUpdateProfile, tokenAnswerSchema } from '@/features/availability';
import type { Client, MeAnswer, SignupAnswer, SignupBody, UpdateProfileBody } from '@/lib/api/contract';

/** The first sign-up: the registration form's body, answered with the attendee's API token (contract §5.3). */
export function postSignup(body: SignupBody): Promise<SignupAnswer> {
  return api.post<SignupAnswer>('auth/signup', body, { schema: tokenAnswerSchema });
}

const meSchema = answerSchema<MeAnswer>(
  z.looseObject({
    user: z.looseObject({ id: num(), client_id: num(), client_type_id: num(), full_titled_name: str(), api_token: optional(str()) }),
  }),
);

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
