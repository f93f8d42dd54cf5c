/**
 * The texts of the Colleagues Registration section: registering, editing and cancelling a presenter's colleagues.
 * Each is a text of the message catalogue (src/i18n/locales), its English wording the id: shown through `t()` at
 * render time (or when a dialog opens), in the attendee's language.
 */
import type { MessageId } from '@/i18n/i18n';

export const COLLEAGUE_REGISTERED: MessageId = 'Colleague Registered Successfully';
export const CANCEL_COLLEAGUE_QUESTION: MessageId = 'Are you sure you want to cancel your colleague’s registration ?';
export const INCOMPLETE_DATA: MessageId = 'Data is incompelete: Please click on "Edit" & add the below info';
export const ATTENDANCE_LIMIT_NOTE: MessageId = 'Please note that attendance is limited to 2-3 attendees per company.';
export const NO_OWN_SLOTS: MessageId =
  "You haven't selected your own time slots, please select your time slots to be applied or choose times manually for this colleague";
export const NO_COLLEAGUES: MessageId = 'No colleagues of your company are invited to this conference.';
export const ALL_COLLEAGUES_REGISTERED: MessageId = 'Every colleague of your company is already registered.';
export const COLLEAGUES_TITLE: MessageId = 'Colleagues Registration';
export const REGISTER_COLLEAGUE_TITLE: MessageId = 'Register a colleague';
export const REGISTER_COLLEAGUE_BUTTON: MessageId = 'Register Colleague';
export const REGISTERING: MessageId = 'Registering…';
export const EDIT_COLLEAGUE_TITLE: MessageId = 'Colleague Details';
export const SAVE_CHANGES: MessageId = 'Save changes';
export const SAVING: MessageId = 'Saving…';
export const CLOSE: MessageId = 'Close';
/** The spec's words, as it quotes them (lower-case u). */
export const USE_MY_SLOTS: MessageId = 'use my time slots';

/** The field labels of the register form and the edit modal. */
export const COLLEAGUE_LABELS = {
  colleague: 'Colleague',
  loginDetails: 'Login Details',
  personalDetails: 'Personal Details',
  daysOfAttendance: 'Days of Attendance',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  jobTitle: 'Job Title',
  address: 'Address',
  email: 'Email',
  country: 'Country',
  nationality: 'Nationality',
  telephone: 'Telephone',
  mobile: 'Mobile',
  additionalEmail: 'Additional Email',
  assistantName: 'Assistant Name',
  assistantPhone: 'Assistant Phone',
  assistantEmail: 'Assistant Email',
} as const satisfies Record<string, MessageId>;

/** The rule messages of the two colleague forms (the register form's and the edit modal's wording differ). */
export const COLLEAGUE_RULES = {
  usernameRequired: 'Username field is required',
  usernameShort: 'Username must have at least 6 letters.',
  passwordShort: 'Password must have at least 6 letters.',
  passwordsDiffer: 'Passwords must be identical.',
  daysRequired: 'Available slot field is required',
  slotsRequired: 'Slots in day required',
  additionalEmail: 'Additional email is invalid email address',
  assistantEmail: 'Assistant email is invalid email address',
  jobTitleEmpty: '"Job Title" is not allowed to be empty',
  addressEmpty: '"Address" is not allowed to be empty',
  emailMissing: '"Email" data is missing',
  telephoneMissing: '"Telephone" data is missing',
  mobileMissing: '"Mobile" data is missing',
  nationalityMissing: '"Nationality" data is missing',
} as const satisfies Record<string, MessageId>;
export const NOT_REGISTERED: MessageId = 'Not Registered';
export const REGISTERED: MessageId = 'Registered';
