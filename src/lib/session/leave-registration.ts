/**
 * The question asked before Logout during a first registration: the registration is not finished
 * and is not kept, so the attendee knows what leaving means before the session ends.
 */
import { confirmDialog } from '@/lib/alerts';

export const LEAVE_REGISTRATION_TITLE = 'Leave your registration?';
export const LEAVE_REGISTRATION_TEXT =
  'Your registration is not finished. If you log out now, what you have entered is not kept and your place is not registered; to register later, activate your invitation again with your invitation code.';
export const LEAVE_REGISTRATION_CONFIRM = 'Log out';
export const LEAVE_REGISTRATION_CANCEL = 'Continue my registration';

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
