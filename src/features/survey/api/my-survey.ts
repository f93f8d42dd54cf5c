import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, bool, list, num, orNull, str, withDefault } from '@/lib/api/schema';
import type { MySurveyAnswer } from '@/lib/api/contract';
import { surveyKeys } from './keys';

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

/** The attendee's survey: the general questions and those per company met, with earlier answers. */
export const fetchMySurvey = () => api.get<MySurveyAnswer>('auth/my-survey', { schema: mySurveySchema });

/**
 * How long an answer counts as current. Each opening of the page starts from the server's answers,
 * so an older answer is asked for again when the page opens; a few seconds cover the answer
 * start-up asked for while the page's code downloaded, which the page then reads without asking twice.
 */
const SURVEY_FRESH_MS = 10_000;

export const mySurveyQueryOptions = () =>
  queryOptions({ queryKey: surveyKeys.mine(), queryFn: fetchMySurvey, staleTime: SURVEY_FRESH_MS });

export function useMySurvey() {
  return useQuery(mySurveyQueryOptions());
}
