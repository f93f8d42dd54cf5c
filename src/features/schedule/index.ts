/**
 * The schedule feature: the attendee's meeting schedule page (loaded by the route table through
 * a dynamic import). The dashboard's schedule summary and the agenda read the same schedule, its
 * changes since the last visit and its entries through these.
 */
export { scheduleQueryOptions, scheduleSchema, useSchedule } from './api/get-schedule';
export { investorCancellationDateQueryOptions, useInvestorCancellationDate } from './api/investor-cancellation-date';
export { CancelledMeeting, ChangeMarks, ChangeSummary } from './components/schedule-changes';
export { EntryMark } from './components/entry-mark';
export { ScheduleViews } from './components/schedule-views';
export { ScheduleUpdateFailed } from './components/update-failed';
export { SCHEDULE_OFFLINE_REASON_ID, ScheduleSlot } from './components/schedule-slot';
export { meetingAnchor } from './logic/anchor';
export { canCancelMeeting } from './logic/cancellation';
export {
  changeSummaryText,
  scheduleChanges,
  seenMeetings,
  type MeetingChange,
  type ScheduleChanges,
  type SeenMeeting,
} from './logic/changes';
export { useScheduleChanges } from './hooks/use-schedule-changes';
export {
  meetingType,
  meetingTypeLabel,
  scheduleDays,
  slotTitle,
  slotToEvent,
  UID_DOMAIN,
} from './logic/schedule';
export { useScheduleActions } from './hooks/use-schedule-actions';
export { CHANGE_LABELS, NO_COMPANY, NOT_PREPARED, PROVISIONAL } from './messages';
