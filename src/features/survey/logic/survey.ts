/**
 * Rules of the conference survey: questions shown in their order, previous answers as
 * the starting values, every non-optional question answered before anything is sent,
 * blank answers sent as null (spec A§4, A§5; contract §10).
 */
import type { MySurveyAnswer, MySurveyBody, SurveyQuestion } from '@/lib/api/contract';

export type SurveyData = Pick<MySurveyAnswer, 'survey' | 'companies'>;
export type SurveyValues = Record<string, string>;

export const questionField = (questionId: number) => `q${questionId}`;
export const companyField = (companyId: number, questionId: number) => `c${companyId}_${questionId}`;

export function byOrder(questions: SurveyQuestion[]): SurveyQuestion[] {
  return [...questions].sort((a, b) => a.order - b.order || a.id - b.id);
}

export const isRequired = (question: Pick<SurveyQuestion, 'is_optional'>) => !question.is_optional;

type Entry = { field: string; question: SurveyQuestion; companyId: number | null };

function entries(data: SurveyData): Entry[] {
  return [
    ...byOrder(data.survey).map((question) => ({ field: questionField(question.id), question, companyId: null })),
    ...data.companies.flatMap((company) =>
      byOrder(company.questions).map((question) => ({
        field: companyField(company.id, question.id),
        question,
        companyId: company.id,
      })),
    ),
  ];
}

/**
 * A question's previous answer as the form can show it: a choice only when it is one of the
 * question's options (no option would show it ticked, yet it would be sent again), else blank.
 */
function shownAnswer(question: SurveyQuestion): string {
  const answer = question.answer ?? '';
  return question.type === 1 && !question.choices.includes(answer) ? '' : answer;
}

/** The form's starting values: each question's previous answer, or blank. */
export function initialValues(data: SurveyData): SurveyValues {
  return Object.fromEntries(entries(data).map((e) => [e.field, shownAnswer(e.question)]));
}

const blank = (value: string | undefined | null) => !value || value.trim() === '';

/** Fields of required questions, general and per company, that are still blank, in display order. */
export function missingAnswers(data: SurveyData, values: SurveyValues): string[] {
  return entries(data)
    .filter((e) => isRequired(e.question) && blank(values[e.field]))
    .map((e) => e.field);
}

/** The body of POST auth/my-survey: one entry per question, blanks as null. */
export function surveyBody(data: SurveyData, values: SurveyValues): MySurveyBody {
  const body: MySurveyBody = { answers: [], companies_answers: [] };
  for (const e of entries(data)) {
    const raw = values[e.field];
    const answer = blank(raw) ? null : e.question.type === 2 ? raw.trim() : raw;
    if (e.companyId === null) body.answers.push({ question_id: e.question.id, answer });
    else body.companies_answers.push({ company_id: e.companyId, question_id: e.question.id, answer });
  }
  return body;
}
