/**
 * The registration pages' texts: the main form's validation messages, its section titles, labels
 * and notes, and the confirmation pages. Texts shared with other features ('Field is required',
 * 'This question is mandatory') come from `@/lib/messages`. Each is a text of the message catalogue
 * (src/i18n/locales), its English wording the id: shown through `t()` at render time, in the attendee's language.
 */
import type { MessageId } from '@/i18n/i18n';

export const USERNAME_MIN: MessageId = 'Username must have at least 6 letters.';
export const PASSWORD_MIN: MessageId = 'Password must have at least 6 letters.';
export const PASSWORDS_IDENTICAL: MessageId = 'Passwords must be identical.';
export const INVALID_EMAIL: MessageId = 'Invalid email address';
export const SLOT_REQUIRED: MessageId = 'Available slot field is required';
/** A presenter's arrival after their first chosen day, or departure before their last one. */
export const ARRIVAL_AFTER_FIRST_DAY: MessageId = "Arrival date shouldn't be after the first attending day.";
export const DEPARTURE_BEFORE_LAST_DAY: MessageId = "Departure date shouldn't be before the last attending day.";
export const SESSION_EXPIRED: MessageId = 'Your session expired .... Please identify your self';
/** The first registration's confirmation: the presenters' Registration Completed page, the investors' alert on their next page. */
export const REGISTRATION_COMPLETED_TITLE: MessageId = 'Registration Completed';
export const REGISTRATION_COMPLETED: MessageId =
  'Your registration has been completed successfully. A confirmation e-mail will follow shortly.';
export const MIN_LENGTH = 6;

/** The section titles of the main registration form, in the order the form shows them. */
export const SECTION_TITLES = {
  login: 'Login Details',
  personal: 'Personal Details',
  questions: 'Media Interview and Audio Visual (A/V)',
  travel: 'Arrival and Departure',
  hotel: 'Hotel and Accommodation',
  remarks: 'Remarks',
  availability: 'Days of Attendance & Time slots',
  /** The titles of the sections other features draw (availability, colleagues), for the section index. */
  investorDays: 'Days of Attendance',
  colleagues: 'Colleagues Registration',
} as const satisfies Record<string, MessageId>;

/** The main form's field labels; the error summary names the fields with the same words. */
export const FIELD_LABELS = {
  username: 'Username',
  currentPassword: 'Current Password',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  title: 'Title',
  firstName: 'First Name',
  middleName: 'Middle Name',
  familyName: 'Family Name',
  company: 'Company',
  email: 'Email',
  jobTitle: 'Job Title',
  address: 'Address',
  country: 'Country',
  nationality: 'Nationality',
  additionalEmail: 'Additional Email',
  telephone: 'Telephone',
  mobile: 'Mobile',
  assistantName: 'Assistant Name',
  assistantPhone: 'Assistant Phone',
  assistantEmail: 'Assistant Email',
  biography: 'Biography',
  arrivalDate: 'Arrival Date',
  arrivalTime: 'Arrival Time',
  departureDate: 'Departure Date',
  departureTime: 'Departure Time',
  remarks: 'Remarks',
} as const satisfies Record<string, MessageId>;

export const UPDATE_LOGIN_LABEL: MessageId = 'Update my login details ?';
export const CHOOSE_LOGIN_NOTE: MessageId = 'Choose the username and password you will use to log in.';
export const MEDIA_INTERVIEW_QUESTION: MessageId =
  'Media Interview: would you like to give a media interview during the conference?';
export const ANSWER_YES: MessageId = 'Yes';
export const ANSWER_NO: MessageId = 'No';
export const SCREEN_QUESTION: MessageId =
  'Audio Visual (A/V): do you need a screen or audio-visual equipment in your meetings?';
export const DRAFT_RESTORED: MessageId =
  'What you typed before your session expired has been restored. Passwords are never kept: please enter them again.';
export const SENDING: MessageId = 'Sending…';

/** The Identify page: the terms box, its alert when left unticked, and the page's own texts. */
export const TERMS_LABEL: MessageId = 'I have read and accept the above conditions of participation';
export const TERMS_REQUIRED: MessageId = 'Sorry, You must accept terms and conditions to able to register!';
export const REGISTRATION_HEADING: MessageId = 'Registration';
export const IDENTIFY_INTRO: MessageId =
  'Participation is by invitation. Enter the activation code you received with your invitation to start your registration.';
export const ACTIVATION_CODE_LABEL: MessageId = 'Activation code';
export const ACTIVATE: MessageId = 'Activate';
export const ACTIVATING: MessageId = 'Activating…';
export const CANCEL: MessageId = 'Cancel';

/** The register page while its data loads, and when the update's data cannot be read. */
export const CHECKING_SESSION: MessageId = 'Checking your registration session…';
export const LOADING_REGISTRATION: MessageId = 'Loading your registration…';
export const REGISTRATION_LOAD_FAILED: MessageId = 'We could not load your registration.';
/** Shown in place of a part of the form whose code is still arriving. */
export const LOADING_SECTION: MessageId = 'Loading this part of the form…';

/** The page after a later update of the registration, and the link both confirmation pages end with. */
export const REGISTRATION_UPDATED_TITLE: MessageId = 'Registration Updated';
export const REGISTRATION_UPDATED: MessageId = 'Your registration update completed.';
export const GO_TO_PROFILE: MessageId = 'Go to my profile';

/** The session countdown above the form, and its warning in the last minute. */
export const SESSION_EXPIRES_IN: MessageId = 'Session expires in';
export const SESSION_ENDING_WARNING: MessageId =
  'Your registration session expires in less than a minute. Submit the form now; what you typed is kept and brought back when you open the form again.';
/** How the error summary names the fields that have no text label of their own. */
export const SUMMARY_ONLY_LABELS = {
  days: 'Days of Attendance',
  screen: 'Audio Visual (A/V)',
  mediaInterview: 'Media Interview',
  timezone: 'Time zone',
  availabilityDays: 'Days of attendance',
  timeSlots: 'Time slots',
} as const satisfies Record<string, MessageId>;
