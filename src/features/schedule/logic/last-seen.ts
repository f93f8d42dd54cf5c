/**
 * The schedule as the attendee last saw it, kept per attendee on the device (with the offline
 * cache's rules: wiped when the session ends). A first visit keeps what it shows, so it tells
 * nothing; later visits tell what changed since, until the attendee marks the changes as seen
 * (the hook the pages use: hooks/use-schedule-changes.ts).
 */
import type { ScheduleAnswer } from '@/lib/api/contract';
import { readAttendeeValue, writeAttendeeValue } from '@/lib/offline/attendee-store';
import { readSeenMeetings, seenMeetings } from './changes';

/** The kept value's name (see src/lib/offline/attendee-store.ts). */
export const LAST_SEEN_NAME = 'schedule-last-seen';

/** Keeps the schedule in `answer` as the one last seen. */
export const keepSeenSchedule = (answer: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'>) =>
  writeAttendeeValue(LAST_SEEN_NAME, { meetings: seenMeetings(answer) });

/** Whether a schedule has been kept as seen on this device for the attendee. */
export const hasSeenSchedule = () => readSeenMeetings(readAttendeeValue(LAST_SEEN_NAME)) !== null;

/**
 * A meeting the attendee cancelled themselves leaves the kept schedule too: what the attendee
 * did is never told back to them as a change.
 */
export function forgetSeenMeeting(id: number): void {
  const seen = readSeenMeetings(readAttendeeValue(LAST_SEEN_NAME));
  if (seen) writeAttendeeValue(LAST_SEEN_NAME, { meetings: seen.filter((meeting) => meeting.id !== id) });
}
