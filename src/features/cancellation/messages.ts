/** The texts of the invitation cancellation pages. */
/** Shown when the cancellation cannot be confirmed and the server gives no reason. */
export const CANCEL_FAILED_MESSAGE = 'Something went wrong ... please try again later';
