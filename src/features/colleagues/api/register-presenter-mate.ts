import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema } from '@/lib/api/schema';
import type { Colleague, RegisterPresenterMateAnswer, RegisterPresenterMateBody } from '@/lib/api/contract';
import { profileKeys } from '@/lib/profile/profile';
import { colleagueAnswer } from './colleague-answer';
import { colleagueKeys } from './keys';

const registerAnswerSchema = answerSchema<RegisterPresenterMateAnswer>(colleagueAnswer);

/** Registers a colleague of the presenter's company; answers with the colleague's new record. */
export function registerPresenterMate(body: RegisterPresenterMateBody): Promise<Colleague> {
  return api
    .post<RegisterPresenterMateAnswer>('auth/register-presenter-mate', body, { schema: registerAnswerSchema })
    .then((answer) => answer.client);
}

export const useRegisterPresenterMate = () =>
  usePortalMutation({
    mutationKey: colleagueKeys.register(),
    mutationFn: registerPresenterMate,
    // The presenter's colleagues come with the registration data (the profile).
    changes: [profileKeys.all],
  });
