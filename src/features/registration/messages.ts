/** Messages of the registration forms (spec B§5, B§8), apart from the form logic so light pages can use them. */
export const REQUIRED = 'Field is required';
export const USERNAME_MIN = 'Username must have at least 6 letters.';
export const PASSWORD_MIN = 'Password must have at least 6 letters.';
export const PASSWORDS_IDENTICAL = 'Passwords must be identical.';
export const INVALID_EMAIL = 'Invalid email address';
export const SLOT_REQUIRED = 'Available slot field is required';
export const QUESTION_MANDATORY = 'This question is mandatory';
export const SESSION_EXPIRED = 'Your session expired .... Please identify your self';
/** The first registration's confirmation: the presenters' Registration Completed page, the investors' alert on their next page. */
export const REGISTRATION_COMPLETED_TITLE = 'Registration Completed';
export const REGISTRATION_COMPLETED = 'Your registration has been completed successfully. A confirmation e-mail will follow shortly.';
export const MIN_LENGTH = 6;
