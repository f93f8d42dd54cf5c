import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
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
