/** The texts of the Confirmed Companies page, copied verbatim from the product spec. */
export { NO_DATA } from '@/lib/messages';

/** Shown instead of the table while the server lists no company yet. */
export const COMING_SOON = 'The list of attending companies will be made available soon.';

/** Shown in the Presentation column for a company that uploaded no presentation (spec A§8). */
export const NO_PRESENTATION = 'No Presentation Provided';
/** Shown in the Research Report column for a company that uploaded no research report (the spec gives no text: in the same style). */
export const NO_RESEARCH_REPORT = 'No Research Report Provided';

/** A signed-in attendee who is not an investor asked for a company's file. */
export const NO_PERMISSION_MESSAGE = "Sorry you don't have permission";

/** Writing the Excel file failed in the browser. */
export const EXPORT_FAILED = 'The Excel file could not be created. Please try again.';
