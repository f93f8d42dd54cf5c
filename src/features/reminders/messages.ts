/**
 * The texts of the reminders and of the changes told while the portal is open: ids of the message catalogue
 * (src/i18n/locales), shown through `t()` in the attendee's language when they render or are told.
 */
import type { MessageId } from '@/i18n/i18n';

export const REMINDER_TEXTS = {
  legend: 'Reminders',
  minutesLabel: 'Remind me before each meeting',
  off: 'Off',
  /** `{minutes}`: 5, 10, 15 or 30. */
  minutes: '{minutes} minutes before',
  sessions: 'Remind me of general sessions too',
  system: 'Also as a notification on this device, when the portal is in the background',
  hint: 'Reminders show on any page of the portal while it is open, even offline. The choice is kept on this device until you log out.',
  region: 'Reminders',
  open: 'Open in the schedule',
  join: 'Join online',
  /** `{title}`: the meeting's, as the reminder names it. */
  close: 'Close reminder: {title}',
} as const satisfies Record<string, MessageId>;

/** What the attendee is told about system notifications, plainly. */
export const NOTIFICATION_TEXTS = {
  denied:
    'Your browser blocks notifications from the portal, so reminders show only in the portal. To have them as notifications, allow notifications for this site in the browser settings.',
  dismissed: 'Notifications were not allowed, so reminders show only in the portal.',
  unsupported: 'This browser cannot show notifications, so reminders show only in the portal.',
  on: 'Reminders will also come as notifications on this device.',
} as const satisfies Record<string, MessageId>;
