import { api } from '@/lib/api/client';
import type { SignupAnswer, SignupBody, UpdateProfileBody } from '@/lib/api/contract';
import { usePortalMutation } from '@/lib/api/mutation';
import { profileKeys } from '@/lib/profile/profile';
import { postUpdateProfile, tokenAnswerSchema } from '@/features/availability';

/** The first sign-up: the registration form's body, answered with the attendee's API token (contract §5.3). */
export async function postSignup(body: SignupBody): Promise<SignupAnswer> {
  return api.post<SignupAnswer>('auth/signup', body, { schema: tokenAnswerSchema });
}

export type SubmitRegistration = { mode: 'signup'; body: SignupBody } | { mode: 'update'; body: UpdateProfileBody };

/**
 * Sends the registration: the first sign-up, or a signed-in attendee's update (contract §5.4, a new API token).
 * `finish` stores the answer's token and the attendee's record and moves on; the registration counts as saved
 * once it has, so the attendee's other tabs hear that the profile changed after it (they fetch with that token).
 */
export function useSubmitRegistration(finish: (apiToken: string) => Promise<void>) {
  return usePortalMutation({
    mutationFn: async (input: SubmitRegistration) => {
      const answer = input.mode === 'signup' ? await postSignup(input.body) : await postUpdateProfile(input.body);
      await finish(answer.api_token);
      return answer;
    },
    changes: [profileKeys.all],
  });
}
