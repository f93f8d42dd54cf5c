/** The texts of the Who you meet page (not in the spec: the portal's own wording). */

/** The page's title, also the label of the links to it. */
export const WHO_YOU_MEET_TITLE = 'Who you meet';

export const LOADING = 'Loading your meetings…';
export const LOAD_FAILED = 'We could not load your meetings.';
export const NO_MEETINGS = 'You have no meetings yet.';

export const EXPORT_BUTTON = 'Export as Excel';
export const EXPORTING = 'Exporting…';
export const EXPORT_FAILED = 'The Excel file could not be made. Please try again.';
/** The spreadsheet's file and sheet names. */
export const EXPORT_FILE_NAME = 'who-you-meet.xlsx';
export const EXPORT_SHEET_NAME = 'Who you meet';

export const meetingCount = (count: number) => `${count} ${count === 1 ? 'meeting' : 'meetings'}`;

/** What the page is, for each side. */
export const intro = {
  investor: 'The companies and their representatives you meet, day by day.',
  presenter: 'The investors you meet and their institutions, day by day.',
} as const;
