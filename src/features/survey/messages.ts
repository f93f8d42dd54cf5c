/** The texts of the conference and feedback surveys, copied verbatim from the product spec; each a catalogue text. */
import type { MessageId } from '@/i18n/i18n';
import { QUESTION_MANDATORY } from '@/lib/messages';

/** The alert when the conference survey is sent with a required question still blank. */
export const ANSWER_ALL_MESSAGE: MessageId = 'Please answer all the questions';

/** The mark on each required conference-survey question still blank. */
export const NEEDS_ANSWER: MessageId = 'This question needs an answer.';

/** The conference survey could not be sent and the server gave no message to show. */
export const SEND_FAILED: MessageId = 'The survey could not be sent. Please try again.';

/** A feedback-survey question left unanswered. */
export const FEEDBACK_REQUIRED: MessageId = QUESTION_MANDATORY;
