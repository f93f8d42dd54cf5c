/**
 * The texts of the sign-in and password pages, copied verbatim from the product spec: catalogue ids, shown in the
 * attendee's language when they are (a form rule's message through the form fields, a dialog's text by the dialog).
 */
import type { MessageId } from '@/i18n/i18n';
import { FIELD_REQUIRED } from '@/lib/messages';

export const REQUIRED = FIELD_REQUIRED;

/** The shortest password the reset form accepts, and the message when it is shorter. */
export const PASSWORD_MIN = 6;
export const PASSWORD_TOO_SHORT = 'Password must have at least 6 letters.' satisfies MessageId;

/** The password and its confirmation differ. */
export const PASSWORDS_DIFFER = 'Passwords must be identical.' satisfies MessageId;

/** The reset page was opened without the token of the e-mailed link. */
export const NO_RESET_TOKEN = 'There is no token... you will redirect to reset your password.' satisfies MessageId;

/** The reset succeeded and the countdown to the login page ran out. */
export const REDIRECT_TO_LOGIN = 'You will redirect to login page now' satisfies MessageId;
