/** The texts of the schedule page, copied verbatim from the product spec. */

/** Shown instead of the days when the schedule has none yet (or the server says it is not ready). */
export const NOT_PREPARED = 'Schedule not prepared yet.';

/** The note under every schedule: the agenda may still change. */
export const PROVISIONAL = 'Provisional Agenda subject to change';

/** The name shown for a meeting whose company the server left out. */
export const NO_COMPANY = 'No Company Exist';

/** "Email to me" failed without a message of the server's own (the spec's spelling). */
export const SEND_SCHEDULE_FAILED = 'An error has been occured.';

/** The cancel dialog: the question, its answers, and the toasts after a cancellation. */
export const cancelMessages = {
  title: 'Cancel meeting',
  question: (company: string, date: string, time: string) =>
    `Do you want to cancel your meeting with ${company} on ${date} at ${time} (London time)?`,
  yes: 'Yes',
  no: 'No',
  withColleagues: 'Yes for colleagues also',
  cancelled: (company: string) => `Your meeting with ${company} has been cancelled.`,
  cancelledWithColleagues: (company: string) =>
    `Your meeting with ${company} has been cancelled, for your colleagues also.`,
} as const;

/** The marks of a meeting changed since the schedule was last seen (text, never colour alone). */
export const CHANGE_LABELS = {
  added: 'New',
  moved: 'Moved',
  room: 'Room changed',
  cancelled: 'Cancelled',
} as const;

/** Keeps the schedule shown as the one last seen: its changes are marked no more. */
export const MARK_AS_SEEN = 'Mark as seen';

/** Said (to screen readers) once the changes are marked as seen and their summary has gone. */
export const MARKED_AS_SEEN = 'The changes are marked as seen.';
