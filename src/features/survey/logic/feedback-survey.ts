/**
 * The feedback survey: nine questions, eight on a 4-option scale and one yes/no. The server
 * has no endpoint for it, so the answers stay in the browser (spec B§2, B§9; contract §10.3).
 */
import { z } from 'zod/mini';
import type { MessageId } from '@/i18n/i18n';
import { FEEDBACK_REQUIRED } from '../messages';

/** The choices are catalogue texts: the English one is the answer kept, the attendee's language the one shown. */
export const SCALE_CHOICES = ['Excellent', 'Good', 'Fair', 'Poor'] as const satisfies readonly MessageId[];
export const YES_NO_CHOICES = ['Yes', 'No'] as const satisfies readonly MessageId[];

export type FeedbackQuestion = { id: string; text: MessageId; choices: readonly MessageId[] };

export const feedbackQuestions: FeedbackQuestion[] = [
  { id: 'registration', text: 'How would you rate the registration process?', choices: SCALE_CHOICES },
  { id: 'portal', text: 'How easy was it to use the attendee portal?', choices: SCALE_CHOICES },
  { id: 'scheduling', text: 'How well did the meeting scheduling match your preferences?', choices: SCALE_CHOICES },
  { id: 'meetings', text: 'How would you rate the quality of your one-on-one meetings?', choices: SCALE_CHOICES },
  { id: 'companies', text: 'How would you rate the range of presenting companies?', choices: SCALE_CHOICES },
  { id: 'venue', text: 'How would you rate the venue and the meeting rooms?', choices: SCALE_CHOICES },
  { id: 'catering', text: 'How would you rate the catering?', choices: SCALE_CHOICES },
  { id: 'transport', text: 'How would you rate the shuttle buses and the tours?', choices: SCALE_CHOICES },
  { id: 'return', text: "Would you attend next year's conference?", choices: YES_NO_CHOICES },
];

export const FEEDBACK_STORAGE_KEY = 'feedback_survey';

export type FeedbackAnswers = Record<string, string>;
export type StoredFeedback = { answers: FeedbackAnswers; submitted_at: string };

/** One question's answer: blank in the form (null) until one of the question's own choices is picked. */
const answerOf = (question: FeedbackQuestion) =>
  z.custom<string, string | null>(
    (value) => typeof value === 'string' && (question.choices as readonly string[]).includes(value),
    FEEDBACK_REQUIRED,
  );

/** Every question must be answered with one of its own choices. */
export const feedbackSchema = z.object(Object.fromEntries(feedbackQuestions.map((q) => [q.id, answerOf(q)])));

export const emptyFeedbackAnswers = (): Record<string, string | null> =>
  Object.fromEntries(feedbackQuestions.map((q) => [q.id, null]));

/** Stored answers, kept only where they still match a question's choices; anything else reads as absent. */
export function readStoredFeedback(value: unknown): StoredFeedback | null {
  if (typeof value !== 'object' || value === null) return null;
  const { answers, submitted_at } = value as Partial<StoredFeedback>;
  if (typeof answers !== 'object' || answers === null || typeof submitted_at !== 'string') return null;
  const kept: FeedbackAnswers = {};
  for (const q of feedbackQuestions) {
    const answer = (answers as Record<string, unknown>)[q.id];
    if (typeof answer === 'string' && (q.choices as readonly string[]).includes(answer)) kept[q.id] = answer;
  }
  return { answers: kept, submitted_at };
}
