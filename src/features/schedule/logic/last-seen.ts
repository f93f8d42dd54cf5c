/**
 * The schedule as the attendee last saw it, kept per attendee on the device (with the offline
 * cache's rules: wiped when the session ends). A first visit keeps what it shows, so it tells
 * nothing; later visits tell what changed since, until the attendee marks the changes as seen.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { ScheduleAnswer } from '@/lib/api/contract';
import { readAttendeeValue, useAttendeeValue, writeAttendeeValue } from '@/lib/offline/attendee-store';
import { NO_CHANGES, readSeenMeetings, scheduleChanges, seenMeetings, type ScheduleChanges } from './changes';

/** The kept value's name (see src/lib/offline/attendee-store.ts). */
export const LAST_SEEN_NAME = 'schedule-last-seen';

const keep = (answer: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'>) =>
  writeAttendeeValue(LAST_SEEN_NAME, { meetings: seenMeetings(answer) });

/**
 * A meeting the attendee cancelled themselves leaves the kept schedule too: what the attendee
 * did is never told back to them as a change.
 */
export function forgetSeenMeeting(id: number): void {
  const seen = readSeenMeetings(readAttendeeValue(LAST_SEEN_NAME));
  if (seen) writeAttendeeValue(LAST_SEEN_NAME, { meetings: seen.filter((meeting) => meeting.id !== id) });
}

export type ScheduleChangesState = ScheduleChanges & {
  /** Keeps the schedule shown now as the one last seen: its changes are told no more. */
  markSeen: () => void;
};

/** The changes in `answer` since the schedule was last seen (none before it has arrived). */
export function useScheduleChanges(answer: ScheduleAnswer | undefined): ScheduleChangesState {
  const seen = useAttendeeValue(LAST_SEEN_NAME, readSeenMeetings);
  useEffect(() => {
    if (answer && readSeenMeetings(readAttendeeValue(LAST_SEEN_NAME)) === null) keep(answer);
  }, [answer]);
  const changes = useMemo(() => (answer ? scheduleChanges(seen, answer) : NO_CHANGES), [seen, answer]);
  const markSeen = useCallback(() => {
    if (answer) keep(answer);
  }, [answer]);
  return { ...changes, markSeen };
}
