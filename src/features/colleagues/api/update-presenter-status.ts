import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, num, textOr } from '@/lib/api/schema';
import type { UpdatePresenterStatusAnswer, UpdatePresenterStatusBody } from '@/lib/api/contract';
import { profileKeys } from '@/lib/profile/profile';
import { colleagueKeys } from './keys';

const statusAnswerSchema = answerSchema<UpdatePresenterStatusAnswer>(
  z.looseObject({ confClient: z.looseObject({ id: num(), status: num(), status_human: textOr('') }) }),
);

/** Cancels a registered colleague; answers with the colleague's new status and its text. */
export function updatePresenterStatus(
  body: UpdatePresenterStatusBody,
): Promise<UpdatePresenterStatusAnswer['confClient']> {
  return api
    .post('auth/update-presenter-status', body, { schema: statusAnswerSchema })
    .then((answer) => answer.confClient);
}

export const useUpdatePresenterStatus = () =>
  usePortalMutation({
    mutationKey: colleagueKeys.cancel(),
    mutationFn: updatePresenterStatus,
    // The presenter's colleagues come with the registration data (the profile).
    changes: [profileKeys.all],
  });
