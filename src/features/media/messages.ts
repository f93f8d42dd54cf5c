/**
 * The texts of the media interview survey; the spec's own ones are copied verbatim. Each is an id of the message
 * catalogue (src/i18n/locales), shown through `t()` when drawn (a zod rule's message through `tText`).
 */
import type { MessageId } from '@/i18n/i18n';
import { QUESTION_MANDATORY, SOMETHING_WENT_WRONG_EXCLAMATION } from '@/lib/messages';

/** The toast after a successful submit, the failure above the form, and the marks of unanswered parts. */
export const MEDIA_MESSAGES = {
  success: 'Media Survey Submitted Successfully!',
  failure: SOMETHING_WENT_WRONG_EXCLAMATION,
  mandatory: QUESTION_MANDATORY,
  provider: 'Please select at least one media provider.',
  slot: 'Please select at least one slot.',
} as const satisfies Record<string, MessageId>;

/** Why the submit button is disabled, said next to it (none while loading or sending). */
export const MEDIA_BLOCK_HINTS = {
  unchanged: 'Answer the question above to submit the survey.',
  unanswered: 'Please answer whether you would like a media interview.',
  'missing-choices': 'Choose at least one media provider and one slot to submit.',
  submitted: 'Your answers have been submitted. Change an answer to submit again.',
  loading: null,
} as const satisfies Record<string, MessageId | null>;
