import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, str } from '@/lib/api/schema';
import type { SignupAnswer, UpdateProfileBody } from '@/lib/api/contract';

/** The answer of a sign-up or a registration update: the attendee's new API token, never empty. */
export const tokenAnswerSchema = answerSchema<SignupAnswer>(z.looseObject({ api_token: str().check(z.minLength(1)) }));

/** Registration update of a signed-in attendee (contract §5.4). */
export function postUpdateProfile(body: UpdateProfileBody): Promise<SignupAnswer> {
  return api.post<SignupAnswer>('auth/update-profile', body, { schema: tokenAnswerSchema });
}
