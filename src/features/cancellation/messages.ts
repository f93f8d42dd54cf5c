/** The texts of the invitation cancellation pages: catalogue ids, shown in the attendee's language with `t(...)`. */
import { activeLocale, type MessageId, t } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';

/** Shown when the cancellation cannot be confirmed and the server gives no reason. */
export const CANCEL_FAILED_MESSAGE = 'Something went wrong ... please try again later' satisfies MessageId;
export const CANCELLATION_TITLE = 'Invitation Cancellation' satisfies MessageId;
/** The question, at render time; the conference's name is the server's, in its own direction in another language. */
export const cancelQuestion = (conference: string) =>
  t('Are you sure you want to cancel your registration to attend the {conference} Conference', {
    conference: activeLocale() === SOURCE_LOCALE ? conference : `\u2068${conference}\u2069`,
  });
export const YES = 'Yes' satisfies MessageId;
export const NO = 'No' satisfies MessageId;
export const CANCELLING = 'Cancelling your registration…' satisfies MessageId;
export const CHECK_FAILED = 'We could not check your cancellation link.' satisfies MessageId;
export const CHECKING = 'Checking your cancellation link…' satisfies MessageId;
export const CANCELLED_TITLE = 'Registration cancelled' satisfies MessageId;
export const CANCELLED_TEXT =
  'Your registration has been cancelled. We are sorry you cannot join us this time.' satisfies MessageId;
export const CONTACT_US = 'If you change your mind or have a question, please contact' satisfies MessageId;
export const BACK_HOME = 'Back to the conference home page' satisfies MessageId;
