/** The feedback survey with the client's own answers and, for investors, one question set per company met. */
import type { MySurveyAnswer, SurveyQuestion } from '@/lib/api/contract';
import { db } from '../db';
import type { ClientRecord, CompanyRecord, SurveyQuestionRecord } from '../records';
import { byNumber, findCompany, isPresenter } from './lookups';
import { meetingsOf } from './schedule';

function withAnswer(question: SurveyQuestionRecord, answer: string | null | undefined): SurveyQuestion {
  return { ...structuredClone(question), answer: answer ?? null };
}

export function surveyFor(client: ClientRecord): MySurveyAnswer {
  const survey = [...db.surveyQuestions]
    .sort((a, b) => a.order - b.order)
    .map((q) =>
      withAnswer(q, db.surveyAnswers.find((a) => a.client_id === client.id && a.question_id === q.id)?.answer),
    );
  const metCompanies = isPresenter(client)
    ? []
    : [...new Set(meetingsOf(client).map((m) => m.company_id))].sort(byNumber);
  const companies = metCompanies
    .map(findCompany)
    .filter((c): c is CompanyRecord => Boolean(c))
    .map((company) => ({
      id: company.id,
      name: company.name,
      questions: [...db.companySurveyQuestions]
        .sort((a, b) => a.order - b.order)
        .map((q) =>
          withAnswer(
            q,
            db.companySurveyAnswers.find(
              (a) => a.client_id === client.id && a.company_id === company.id && a.question_id === q.id,
            )?.answer,
          ),
        ),
    }));
  return { status: 200, survey, companies };
}
