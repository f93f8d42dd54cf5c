/**
 * The texts of the Confirmed Companies page, copied verbatim from the product spec: ids of the message catalogue
 * (src/i18n/locales), shown through `t()` when drawn.
 */
import type { MessageId } from '@/i18n/i18n';

export { NO_DATA } from '@/lib/messages';

/** Shown instead of the table while the server lists no company yet. */
export const COMING_SOON = 'The list of attending companies will be made available soon.' satisfies MessageId;

/** Shown in the Presentation column for a company that uploaded no presentation (spec A§8). */
export const NO_PRESENTATION = 'No Presentation Provided' satisfies MessageId;
/** Shown in the Research Report column for a company that uploaded no research report (the spec gives no text: in the same style). */
export const NO_RESEARCH_REPORT = 'No Research Report Provided' satisfies MessageId;

/** A signed-in attendee who is not an investor asked for a company's file. */
export const NO_PERMISSION_MESSAGE = "Sorry you don't have permission" satisfies MessageId;

/** Writing the Excel file failed in the browser. */
export const EXPORT_FAILED = 'The Excel file could not be created. Please try again.' satisfies MessageId;
