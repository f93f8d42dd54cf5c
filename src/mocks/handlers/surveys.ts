/** Conference survey: questions with the caller's previous answers, and submission (§10). */
import { db } from '../db';
import type { SurveyQuestionRecord } from '../records';
import { surveyFor } from '../views';
import { int, isObject, listError, ok, readBody, route, str, type JsonObject } from './utils';

type Answer = { question: SurveyQuestionRecord; answer: string | null };

function readAnswer(entry: JsonObject, questions: SurveyQuestionRecord[]): Answer | null {
  const question = questions.find((q) => q.id === int(entry.question_id));
  return question ? { question, answer: str(entry.answer) } : null;
}

const validChoice = ({ question, answer }: Answer) =>
  answer === null || question.type === 2 || question.choices.includes(answer);

export const surveyHandlers = [
  route('get', 'auth/my-survey', 'T', ({ caller }) => ok(surveyFor(caller.client))),

  route('post', 'auth/my-survey', 'T', async ({ request, caller }) => {
    if (db.settings.survey_closed) return listError('survey', 'The survey is closed.');
    const body = await readBody(request);
    const entries = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);

    const answers = entries(body.answers)
      .map((e) => readAnswer(e, db.surveyQuestions))
      .filter((a): a is Answer => a !== null);
    const missing = db.surveyQuestions.some(
      (q) => !q.is_optional && !answers.some((a) => a.question.id === q.id && a.answer !== null),
    );
    if (missing) return listError('answers', 'Please answer all the questions');
    if (!answers.every(validChoice)) return listError('answers', 'The selected answer is invalid.');

    const metCompanies = new Set(surveyFor(caller.client).companies.map((c) => c.id));
    const companyAnswers: (Answer & { companyId: number })[] = [];
    for (const entry of entries(body.companies_answers)) {
      const companyId = int(entry.company_id);
      const answer = readAnswer(entry, db.companySurveyQuestions);
      if (companyId === null || !metCompanies.has(companyId) || !answer) {
        return listError('companies_answers', 'The selected company or question is invalid.');
      }
      if (!validChoice(answer)) return listError('companies_answers', 'The selected answer is invalid.');
      companyAnswers.push({ ...answer, companyId });
    }

    const clientId = caller.client.id;
    db.surveyAnswers = [
      ...db.surveyAnswers.filter((a) => a.client_id !== clientId),
      ...answers.map((a) => ({ client_id: clientId, question_id: a.question.id, answer: a.answer })),
    ];
    db.companySurveyAnswers = [
      ...db.companySurveyAnswers.filter((a) => a.client_id !== clientId),
      ...companyAnswers.map((a) => ({
        client_id: clientId,
        company_id: a.companyId,
        question_id: a.question.id,
        answer: a.answer,
      })),
    ];
    return ok({ status: 200, message: 'Thank you, your survey has been submitted successfully.' });
  }),
];
