/**
 * The schedule feature: the attendee's meeting schedule page (loaded by the route table through
 * a dynamic import). The dashboard's schedule summary reads the same schedule through these.
 */
export { scheduleSchema, useSchedule } from './api/get-schedule';
export { scheduleDays } from './logic/schedule';
export { NO_COMPANY, NOT_PREPARED } from './messages';
