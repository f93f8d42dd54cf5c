/** The texts of the invitation cancellation pages. */
/** Shown when the cancellation cannot be confirmed and the server gives no reason. */
export const CANCEL_FAILED_MESSAGE = 'Something went wrong ... please try again later';
export const CANCELLATION_TITLE = 'Invitation Cancellation';
export const cancelQuestion = (conference: string) =>
  `Are you sure you want to cancel your registration to attend the ${conference} Conference`;
export const YES = 'Yes';
export const NO = 'No';
export const CANCELLING = 'Cancelling your registration…';
export const CHECK_FAILED = 'We could not check your cancellation link.';
export const CHECKING = 'Checking your cancellation link…';
export const CANCELLED_TITLE = 'Registration cancelled';
export const CANCELLED_TEXT = 'Your registration has been cancelled. We are sorry you cannot join us this time.';
export const CONTACT_US = 'If you change your mind or have a question, please contact';
export const BACK_HOME = 'Back to the conference home page';
