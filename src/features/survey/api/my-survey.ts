import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { MySurveyAnswer, MySurveyBody, MySurveySubmitAnswer } from '@/lib/api/contract';

const questionSchema = z.looseObject({
  id: z.number(),
  question: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  choices: z.array(z.string()),
  is_optional: z.boolean(),
  order: z.number(),
  answer: z.nullable(z.string()),
});

export const mySurveySchema = z.looseObject({
  survey: z.array(questionSchema),
  companies: z.array(z.looseObject({ id: z.number(), name: z.string(), questions: z.array(questionSchema) })),
}) as unknown as z.ZodMiniType<MySurveyAnswer>;

const submitSchema = z.looseObject({ message: z.string() }) as unknown as z.ZodMiniType<MySurveySubmitAnswer>;

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
