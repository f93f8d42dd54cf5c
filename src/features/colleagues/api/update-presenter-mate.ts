import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema } from '@/lib/api/schema';
import type { Colleague, UpdatePresenterMateAnswer, UpdatePresenterMateBody } from '@/lib/api/contract';
import { profileKeys } from '@/lib/profile/profile';
import { colleagueAnswer } from './colleague-answer';
import { colleagueKeys } from './keys';

const updateAnswerSchema = answerSchema<UpdatePresenterMateAnswer>(colleagueAnswer);

/** Saves a colleague's details from the edit modal; answers with the updated record. */
export function updatePresenterMate(body: UpdatePresenterMateBody): Promise<Colleague> {
  return api
    .post<UpdatePresenterMateAnswer>('auth/update-presenter-mate', body, { schema: updateAnswerSchema })
    .then((answer) => answer.client);
}

export const useUpdatePresenterMate = () =>
  usePortalMutation({
    mutationKey: colleagueKeys.update(),
    mutationFn: updatePresenterMate,
    // The presenter's colleagues come with the registration data (the profile).
    changes: [profileKeys.all],
  });
