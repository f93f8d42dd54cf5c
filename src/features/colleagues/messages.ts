/** The texts of the Colleagues Registration section: registering, editing and cancelling a presenter's colleagues. */
export const COLLEAGUE_REGISTERED = 'Colleague Registered Successfully';
export const CANCEL_COLLEAGUE_QUESTION = 'Are you sure you want to cancel your colleague’s registration ?';
export const INCOMPLETE_DATA = 'Data is incompelete: Please click on "Edit" & add the below info';
export const ATTENDANCE_LIMIT_NOTE = 'Please note that attendance is limited to 2-3 attendees per company.';
export const NO_OWN_SLOTS =
  "You haven't selected your own time slots, please select your time slots to be applied or choose times manually for this colleague";
export const NO_COLLEAGUES = 'No colleagues of your company are invited to this conference.';
export const ALL_COLLEAGUES_REGISTERED = 'Every colleague of your company is already registered.';
export const COLLEAGUES_TITLE = 'Colleagues Registration';
export const REGISTER_COLLEAGUE_TITLE = 'Register a colleague';
export const REGISTER_COLLEAGUE_BUTTON = 'Register Colleague';
export const REGISTERING = 'Registering…';
export const EDIT_COLLEAGUE_TITLE = 'Colleague Details';
export const SAVE_CHANGES = 'Save changes';
export const SAVING = 'Saving…';
export const CLOSE = 'Close';
/** The spec's words, as it quotes them (lower-case u). */
export const USE_MY_SLOTS = 'use my time slots';

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
} as const;

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
} as const;
export const NOT_REGISTERED = 'Not Registered';
export const REGISTERED = 'Registered';
