/**
 * The question asked before Logout during a first registration: the registration is not finished
 * and is not kept, so the attendee knows what leaving means before the session ends.
 */
import type { MessageId } from '@/i18n/i18n';
import { confirmDialog } from '@/lib/alerts';

/** Catalogue ids: the dialog shows them in the attendee's language. */
export const LEAVE_REGISTRATION_TITLE: MessageId = 'Leave your registration?';
export const LEAVE_REGISTRATION_TEXT: MessageId =
  'Your registration is not finished. If you log out now, what you have entered is not kept and your place is not registered; to register later, activate your invitation again with your invitation code.';
export const LEAVE_REGISTRATION_CONFIRM: MessageId = 'Log out';
export const LEAVE_REGISTRATION_CANCEL: MessageId = 'Continue my registration';

/** Whether the attendee confirms leaving the unfinished registration (the portal's dialog, in the spec's colours). */
export async function confirmLeaveRegistration(): Promise<boolean> {
  const answer = await confirmDialog({
    title: LEAVE_REGISTRATION_TITLE,
    text: LEAVE_REGISTRATION_TEXT,
    confirmText: LEAVE_REGISTRATION_CONFIRM,
    cancelText: LEAVE_REGISTRATION_CANCEL,
    icon: 'warning',
  });
  return answer === 'confirm';
}
