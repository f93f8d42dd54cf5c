/** Messages of the registration forms (spec B§5, B§8), apart from the form logic so light pages can use them. */
export const REQUIRED = 'Field is required';
export const USERNAME_MIN = 'Username must have at least 6 letters.';
export const PASSWORD_MIN = 'Password must have at least 6 letters.';
export const PASSWORDS_IDENTICAL = 'Passwords must be identical.';
export const INVALID_EMAIL = 'Invalid email address';
export const SLOT_REQUIRED = 'Available slot field is required';
export const QUESTION_MANDATORY = 'This question is mandatory';
export const SESSION_EXPIRED = 'Your session expired .... Please identify your self';
export const MIN_LENGTH = 6;
