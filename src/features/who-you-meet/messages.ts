/**
 * The texts of the Who you meet page (not in the spec: the portal's own wording): ids of the message catalogue
 * (src/i18n/locales), shown through `t()` in the attendee's language. The Excel file stays in English.
 */
import type { MessageId } from '@/i18n/i18n';

/** The page's title, also the label of the links to it. */
export const WHO_YOU_MEET_TITLE: MessageId = 'Who you meet';

export const LOADING: MessageId = 'Loading your meetings…';
export const LOAD_FAILED: MessageId = 'We could not load your meetings.';
export const NO_MEETINGS: MessageId = 'You have no meetings yet.';

export const EXPORT_BUTTON: MessageId = 'Export as Excel';
export const EXPORTING: MessageId = 'Exporting…';
export const EXPORT_FAILED: MessageId = 'The Excel file could not be made. Please try again.';
/** The spreadsheet's file and sheet names (English, as the file). */
export const EXPORT_FILE_NAME = 'who-you-meet.xlsx';
export const EXPORT_SHEET_NAME = 'Who you meet';

/** "3 meetings": an ICU plural (Arabic has six forms). */
export const MEETING_COUNT: MessageId = '{count, plural, one {# meeting} other {# meetings}}';

/** The name shown for a presenter's meeting whose investors' institutions the server left out. */
export const INVESTORS: MessageId = 'Investors';

/** What the page is, for each side. */
export const intro = {
  investor: 'The companies and their representatives you meet, day by day.',
  presenter: 'The investors you meet and their institutions, day by day.',
} as const satisfies Record<string, MessageId>;
