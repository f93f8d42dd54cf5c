/** The texts shown while linking the Outlook calendar. */
/** Shown when the Outlook authorisation fails or the popup is closed without a code. */
export const CALENDAR_FAILED_MESSAGE = 'Failed authorize outlook calendar! Please try again';
/** What the server says on success; shown when its answer carries no message. */
export const CALENDAR_SYNCED_MESSAGE = 'Your meetings will be synced with your Outlook calendar.';
export const LINK_CALENDAR = 'Link my Outlook calendar';
export const COMPLETE_SIGN_IN = 'Please complete the sign-in in the Outlook window that opened.';
export const LINKING = 'Linking your Outlook calendar…';
export const REDIRECT_TITLE = 'Calendar Authorisation';
export const REDIRECT_ORPHAN =
  'This page finishes linking your Outlook calendar and only works in the sign-in window opened by the portal.';
export const REDIRECT_GO_BACK = 'Please go back to the portal and choose ‘Link my Outlook calendar’ again.';
export const GO_TO_PROFILE = 'Go to my profile';
export const REDIRECT_FINISHING = 'Finishing the calendar link… this window closes by itself.';
