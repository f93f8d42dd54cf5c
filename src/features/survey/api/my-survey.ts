import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, bool, list, num, orNull, str, textOr, withDefault } from '@/lib/api/schema';
import type { MySurveyAnswer, MySurveyBody, MySurveySubmitAnswer } from '@/lib/api/contract';

/** 1 single choice, 2 free text: a question of another type cannot be shown. */
const questionType = z.pipe(num(), z.union([z.literal(1), z.literal(2)]));

const questionSchema = z.looseObject({
  id: num(),
  question: str(),
  type: questionType,
  choices: list(str()),
  is_optional: withDefault(bool(), false),
  order: withDefault(num(), 0),
  answer: orNull(str()),
});

export const mySurveySchema = answerSchema<MySurveyAnswer>(
  z.looseObject({
    survey: list(questionSchema),
    companies: list(z.looseObject({ id: num(), name: str(), questions: list(questionSchema) })),
  }),
);

const submitSchema = answerSchema<MySurveySubmitAnswer>(z.looseObject({ message: textOr('') }));

export const surveyKeys = { mine: ['my-survey'] as const };

export const mySurveyQueryOptions = () =>
  queryOptions({
    queryKey: surveyKeys.mine,
    queryFn: () => api.get<MySurveyAnswer>('auth/my-survey', { schema: mySurveySchema }),
    staleTime: 0,
  });

export function useMySurvey() {
  return useQuery(mySurveyQueryOptions());
}

export function submitMySurvey(body: MySurveyBody) {
  // A 401 here goes to the plain login page, without a redirect back (spec A§8).
  return api.post<MySurveySubmitAnswer>('auth/my-survey', body, { schema: submitSchema, plainLoginOn401: true });
}

export function useSubmitMySurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMySurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.mine, refetchType: 'none' }),
  });
}
