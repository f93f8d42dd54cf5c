/** The texts shown while linking the Outlook calendar. */
/** Shown when the Outlook authorisation fails or the popup is closed without a code. */
export const CALENDAR_FAILED_MESSAGE = 'Failed authorize outlook calendar! Please try again';
/** What the server says on success; shown when its answer carries no message. */
export const CALENDAR_SYNCED_MESSAGE = 'Your meetings will be synced with your Outlook calendar.';
