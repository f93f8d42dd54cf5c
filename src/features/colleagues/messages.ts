/** The texts of the Colleagues Registration section: registering, editing and cancelling a presenter's colleagues. */
export const COLLEAGUE_REGISTERED = 'Colleague Registered Successfully';
export const CANCEL_COLLEAGUE_QUESTION = 'Are you sure you want to cancel your colleague’s registration ?';
export const INCOMPLETE_DATA = 'Data is incompelete: Please click on "Edit" & add the below info';
export const ATTENDANCE_LIMIT_NOTE = 'Please note that attendance is limited to 2-3 attendees per company.';
export const NO_OWN_SLOTS =
  "You haven't selected your own time slots, please select your time slots to be applied or choose times manually for this colleague";
