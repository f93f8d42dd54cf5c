import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { SignupAnswer, SignupBody, UpdateProfileBody } from '@/lib/api/contract';
import { postUpdateProfile, tokenAnswerSchema } from '@/features/availability';

/** The first sign-up: the registration form's body, answered with the attendee's API token (contract §5.3). */
export async function postSignup(body: SignupBody): Promise<SignupAnswer> {
  return api.post<SignupAnswer>('auth/signup', body, { schema: tokenAnswerSchema });
}

export type SubmitRegistration = { mode: 'signup'; body: SignupBody } | { mode: 'update'; body: UpdateProfileBody };

/** Sends the registration: the first sign-up, or a signed-in attendee's update (contract §5.4, a new API token). */
export function useSubmitRegistration() {
  return useMutation({
    mutationFn: (input: SubmitRegistration) =>
      input.mode === 'signup' ? postSignup(input.body) : postUpdateProfile(input.body),
  });
}
