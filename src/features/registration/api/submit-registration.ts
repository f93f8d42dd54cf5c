import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { SignupAnswer, SignupBody, UpdateProfileBody } from '@/lib/api/contract';

/**
 * The availability feature's update call and token answer, fetched when a registration is sent
 * (the form's sections below the first screen have brought them by then): the form's first
 * screen does not carry that feature.
 */
const availability = () => import('@/features/availability');

/** The first sign-up: the registration form's body, answered with the attendee's API token (contract §5.3). */
export async function postSignup(body: SignupBody): Promise<SignupAnswer> {
  const { tokenAnswerSchema } = await availability();
  return api.post<SignupAnswer>('auth/signup', body, { schema: tokenAnswerSchema });
}

/** A signed-in attendee's registration update, answered with a new API token (contract §5.4). */
async function postUpdate(body: UpdateProfileBody): Promise<SignupAnswer> {
  const { postUpdateProfile } = await availability();
  return postUpdateProfile(body);
}

export type SubmitRegistration = { mode: 'signup'; body: SignupBody } | { mode: 'update'; body: UpdateProfileBody };

export function useSubmitRegistration() {
  return useMutation({
    mutationFn: (input: SubmitRegistration) =>
      input.mode === 'signup' ? postSignup(input.body) : postUpdate(input.body),
  });
}
