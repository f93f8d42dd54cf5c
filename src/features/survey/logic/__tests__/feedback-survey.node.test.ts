import { describe, expect, it } from 'vitest';
import { FEEDBACK_REQUIRED } from '../../messages';
import { emptyFeedbackAnswers, feedbackQuestions, feedbackSchema, readStoredFeedback } from '../feedback-survey';

const allAnswered = () =>
  Object.fromEntries(feedbackQuestions.map((q) => [q.id, q.choices[0]])) as Record<string, string | null>;

describe('feedback survey questions', () => {
  it('has nine questions: eight 4-option scales and one yes/no', () => {
    expect(feedbackQuestions).toHaveLength(9);
    expect(feedbackQuestions.filter((q) => q.choices.length === 4)).toHaveLength(8);
    expect(feedbackQuestions.filter((q) => q.choices.join() === 'Yes,No')).toHaveLength(1);
    expect(new Set(feedbackQuestions.map((q) => q.id)).size).toBe(9);
  });

  it('requires every answer', () => {
    const result = feedbackSchema.safeParse(emptyFeedbackAnswers());
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(9);
    expect(result.error?.issues.every((i) => i.message === FEEDBACK_REQUIRED)).toBe(true);
  });

  it('accepts only the choices of each question', () => {
    expect(feedbackSchema.safeParse(allAnswered()).success).toBe(true);
    expect(feedbackSchema.safeParse({ ...allAnswered(), return: 'Excellent' }).success).toBe(false);
    expect(feedbackSchema.safeParse({ ...allAnswered(), venue: 'Yes' }).success).toBe(false);
  });

  it('reads stored answers defensively', () => {
    expect(readStoredFeedback(null)).toBeNull();
    expect(readStoredFeedback({ answers: 'x', submitted_at: 'now' })).toBeNull();
    expect(
      readStoredFeedback({ answers: { venue: 'Good', return: 'Maybe', nope: 'Yes' }, submitted_at: '2025-08-20' }),
    ).toEqual({
      answers: { venue: 'Good' },
      submitted_at: '2025-08-20',
    });
  });
});
