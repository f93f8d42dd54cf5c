/**
 * The failure texts several screens share, written once. They are copied verbatim from the
 * product spec (its spelling included); a screen's own texts stay beside the screen. Each is a catalogue id: a screen
 * shows it with `t(...)` when it renders (an alert translates the id itself: src/lib/alerts).
 */
import type { MessageId } from '@/i18n/i18n';

/** Any failure without a server message to show (login, logout, sign-up, identify, reset). */
export const SOMETHING_WENT_WRONG = 'Something Went Wrong' satisfies MessageId;

/** The failure of the media survey, tour booking, preferences submit and slot save. */
export const SOMETHING_WENT_WRONG_EXCLAMATION = 'Something Went Wrong!' satisfies MessageId;

/** Login answered 429 (too many attempts). */
export const TRY_AGAIN_LATER = 'Please try again later.' satisfies MessageId;

/** A required form field left blank (login, password reset, testimonial, registration). */
export const FIELD_REQUIRED = 'Field is required' satisfies MessageId;

/** A yes/no or single-choice question left unanswered (media survey, feedback survey, registration). */
export const QUESTION_MANDATORY = 'This question is mandatory' satisfies MessageId;

/** A table or list with nothing to show (dashboard tabs, confirmed companies, past events). */
export const NO_DATA = 'There are no data' satisfies MessageId;

/** The heading of a page, or of the whole portal, that failed to render or whose code did not arrive. */
export const FAILURE_HEADING = 'Something went wrong' satisfies MessageId;

/** A page that threw while rendering (as opposed to one whose code could not be downloaded). */
export const PAGE_NOT_SHOWN = 'This page could not be shown.' satisfies MessageId;

/** The heading of a form's error summary, listing each field still in error. */
export const CORRECT_THE_FOLLOWING = 'Please correct the following' satisfies MessageId;
