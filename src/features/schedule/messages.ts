/**
 * The texts of the schedule page, copied verbatim from the product spec. Each is a text of the message catalogue
 * (src/i18n/locales), held by its id and translated where it is shown; a text with a name or a date is a function
 * that translates when it is called (at render, or when a dialog opens).
 */
import { type MessageId, t } from '@/i18n/i18n';
import { formatTimeWithZone } from '@/lib/dates/time-zones';

/** Shown instead of the days when the schedule has none yet (or the server says it is not ready). */
export const NOT_PREPARED: MessageId = 'Schedule not prepared yet.';

/**
 * A later read of the schedule failed while a page shows the answer it had: the page keeps that answer, with this
 * notice (the portal's own words, as the offline notice says it), why, and a retry. `at` is when the answer shown
 * was read, written in the page's zone.
 */
export const scheduleUpdateFailed = (at: number, zone: string): string =>
  t('We could not update your schedule — showing it as of {time}', { time: formatTimeWithZone(new Date(at), zone) });

/** The note under every schedule: the agenda may still change. */
export const PROVISIONAL: MessageId = 'Provisional Agenda subject to change';

/** The name shown for a meeting whose company the server left out. */
export const NO_COMPANY: MessageId = 'No Company Exist';

/** "Email to me" failed without a message of the server's own (the spec's spelling). */
export const SEND_SCHEDULE_FAILED: MessageId = 'An error has been occured.';

/** The cancel dialog: the question, its answers, and the toasts after a cancellation. */
export const cancelMessages = {
  title: 'Cancel meeting',
  yes: 'Yes',
  no: 'No',
  withColleagues: 'Yes for colleagues also',
} as const satisfies Record<string, MessageId>;

export const cancelQuestion = (company: string, date: string, time: string): string =>
  t('Do you want to cancel your meeting with {company} on {date} at {time} (London time)?', { company, date, time });
export const cancelledToast = (company: string): string =>
  t('Your meeting with {company} has been cancelled.', { company });
export const cancelledWithColleaguesToast = (company: string): string =>
  t('Your meeting with {company} has been cancelled, for your colleagues also.', { company });

/** The marks of a meeting changed since the schedule was last seen (text, never colour alone). */
export const CHANGE_LABELS = {
  added: 'New',
  moved: 'Moved',
  room: 'Room changed',
  cancelled: 'Cancelled',
} as const satisfies Record<string, MessageId>;

/** Keeps the schedule shown as the one last seen: its changes are marked no more. */
export const MARK_AS_SEEN: MessageId = 'Mark as seen';

/** Said (to screen readers) once the changes are marked as seen and their summary has gone. */
export const MARKED_AS_SEEN: MessageId = 'The changes are marked as seen.';
