/** The texts shown while linking the Outlook calendar: catalogue ids, shown in the attendee's language with `t(...)`. */
import type { MessageId } from '@/i18n/i18n';

/** Shown when the Outlook authorisation fails or the popup is closed without a code. */
export const CALENDAR_FAILED_MESSAGE = 'Failed authorize outlook calendar! Please try again' satisfies MessageId;
/** What the server says on success; shown when its answer carries no message. */
export const CALENDAR_SYNCED_MESSAGE = 'Your meetings will be synced with your Outlook calendar.' satisfies MessageId;
export const LINK_CALENDAR = 'Link my Outlook calendar' satisfies MessageId;
export const COMPLETE_SIGN_IN = 'Please complete the sign-in in the Outlook window that opened.' satisfies MessageId;
export const LINKING = 'Linking your Outlook calendar…' satisfies MessageId;
export const REDIRECT_TITLE = 'Calendar Authorisation' satisfies MessageId;
export const REDIRECT_ORPHAN =
  'This page finishes linking your Outlook calendar and only works in the sign-in window opened by the portal.' satisfies MessageId;
export const REDIRECT_GO_BACK =
  'Please go back to the portal and choose ‘Link my Outlook calendar’ again.' satisfies MessageId;
export const GO_TO_PROFILE = 'Go to my profile' satisfies MessageId;
export const REDIRECT_FINISHING = 'Finishing the calendar link… this window closes by itself.' satisfies MessageId;
