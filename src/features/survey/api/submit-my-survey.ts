import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { MySurveyBody, MySurveySubmitAnswer } from '@/lib/api/contract';
import { surveyKeys } from './keys';

const schema = answerSchema<MySurveySubmitAnswer>(z.looseObject({ message: textOr('') }));

export function submitMySurvey(body: MySurveyBody) {
  // An expired session here opens the plain login page, without a way back to the survey (spec A§8).
  return api.post<MySurveySubmitAnswer>('auth/my-survey', body, { schema, plainLoginOn401: true });
}

/** Sends the answers; the kept survey is marked stale so the next visit starts from the sent answers. */
export function useSubmitMySurvey() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: submitMySurvey,
    changes: [surveyKeys.all],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.mine(), refetchType: 'none' }),
  });
}
