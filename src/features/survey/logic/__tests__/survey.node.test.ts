import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/lib/api/contract';
import { surveyCompany, surveyQuestion, surveyTextQuestion } from '@/testing/builders/survey';
import {
  byOrder,
  companyField,
  initialValues,
  missingAnswers,
  questionField,
  surveyBody,
  type SurveyData,
} from '../survey';

const choice = (id: number, order: number, extra: Partial<SurveyQuestion> = {}): SurveyQuestion =>
  surveyQuestion({ id, order, ...extra });
const text = (id: number, order: number, extra: Partial<SurveyQuestion> = {}): SurveyQuestion =>
  surveyTextQuestion({ id, order, ...extra });

const data: SurveyData = {
  survey: [text(4, 4), choice(2, 2, { answer: 'Good' }), choice(1, 1)],
  companies: [surveyCompany({ id: 501, name: 'Nile Delta Bank', questions: [text(14, 2), choice(11, 1)] })],
};

describe('survey rules', () => {
  it('sorts questions by order', () => {
    expect(byOrder(data.survey).map((q) => q.id)).toEqual([1, 2, 4]);
  });

  it('starts from the previous answers', () => {
    expect(initialValues(data)).toEqual({ q1: '', q2: 'Good', q4: '', c501_11: '', c501_14: '' });
  });

  it('starts a choice question blank when its previous answer is not one of its options', () => {
    const unlisted: SurveyData = {
      survey: [choice(1, 1, { answer: 'Banana' }), text(4, 2, { answer: 'Banana' })],
      companies: [surveyCompany({ id: 501, questions: [choice(11, 1, { answer: 'Good', choices: [] })] })],
    };
    expect(initialValues(unlisted)).toEqual({ q1: '', q4: 'Banana', c501_11: '' });
  });

  it('lists the required questions still blank, company ones included, and ignores optional ones', () => {
    const values = initialValues(data);
    expect(missingAnswers(data, values)).toEqual([questionField(1), companyField(501, 11)]);
    expect(missingAnswers(data, { ...values, q1: 'Poor' })).toEqual(['c501_11']);
    expect(missingAnswers(data, { ...values, q1: 'Poor', c501_11: 'Fair' })).toEqual([]);
    expect(missingAnswers(data, { ...values, q1: '   ', c501_11: 'Fair' })).toEqual(['q1']);
  });

  it('treats a required free-text question like any other', () => {
    const strict: SurveyData = { survey: [text(9, 1, { is_optional: false })], companies: [] };
    expect(missingAnswers(strict, { q9: '' })).toEqual(['q9']);
    expect(missingAnswers(strict, { q9: 'Fine' })).toEqual([]);
  });

  it('sends one entry per question, in order, with blanks as null', () => {
    const body = surveyBody(data, { q1: 'Excellent', q2: 'Good', q4: '  Great venue  ', c501_11: 'Fair', c501_14: '' });
    expect(body).toEqual({
      answers: [
        { question_id: 1, answer: 'Excellent' },
        { question_id: 2, answer: 'Good' },
        { question_id: 4, answer: 'Great venue' },
      ],
      companies_answers: [
        { company_id: 501, question_id: 11, answer: 'Fair' },
        { company_id: 501, question_id: 14, answer: null },
      ],
    });
  });
});
