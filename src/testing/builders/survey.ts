/** Test data of the conference survey: contract-typed objects with defaults, any field overridable. */
import type { MySurveyAnswer, SurveyCompany, SurveyQuestion } from '@/lib/api/contract';

/** A required single-choice question on the 4-option scale, not yet answered. */
export function surveyQuestion(overrides: Partial<SurveyQuestion> & Pick<SurveyQuestion, 'id'>): SurveyQuestion {
  return {
    question: `Question ${overrides.id}`,
    type: 1,
    choices: ['Excellent', 'Good', 'Fair', 'Poor'],
    is_optional: false,
    order: overrides.id,
    answer: null,
    ...overrides,
  };
}

/** An optional free-text question, not yet answered. */
export function surveyTextQuestion(overrides: Partial<SurveyQuestion> & Pick<SurveyQuestion, 'id'>): SurveyQuestion {
  return surveyQuestion({ type: 2, choices: [], is_optional: true, ...overrides });
}

export function surveyCompany(overrides: Partial<SurveyCompany> & Pick<SurveyCompany, 'id'>): SurveyCompany {
  return { name: `Company ${overrides.id}`, questions: [], ...overrides };
}

/** The GET auth/my-survey answer: no questions unless given. */
export function mySurveyAnswer(overrides: Partial<MySurveyAnswer> = {}): MySurveyAnswer {
  return { status: 200, survey: [], companies: [], ...overrides };
}
