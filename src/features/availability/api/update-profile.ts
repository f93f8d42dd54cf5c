import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { profileKeys } from '@/lib/profile/profile';
import { isBearerToken } from '@/lib/api/read';
import { answerSchema } from '@/lib/api/schema';
import type { SignupAnswer, UpdateProfileBody } from '@/lib/api/contract';

/** The answer of a sign-up or a registration update: the attendee's new API token, one the portal can send back. */
export const tokenAnswerSchema = answerSchema<SignupAnswer>(
  z.looseObject({ api_token: z.string().check(z.refine(isBearerToken)) }),
);

/** Registration update of a signed-in attendee (contract §5.4). */
export function postUpdateProfile(body: UpdateProfileBody): Promise<SignupAnswer> {
  return api.post<SignupAnswer>('auth/update-profile', body, { schema: tokenAnswerSchema });
}

/** Saves the presenter's availability from /auth/availability: the profile is fetched again here and in the other tabs. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: postUpdateProfile,
    changes: [profileKeys.all],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
