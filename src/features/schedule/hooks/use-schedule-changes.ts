import { useCallback, useEffect, useMemo } from 'react';
import type { ScheduleAnswer } from '@/lib/api/contract';
import { useAttendeeValue } from '@/lib/offline/attendee-store';
import { NO_CHANGES, readSeenMeetings, scheduleChanges, type ScheduleChanges } from '../logic/changes';
import { hasSeenSchedule, keepSeenSchedule, LAST_SEEN_NAME } from '../logic/last-seen';

export type ScheduleChangesState = ScheduleChanges & {
  /** Keeps the schedule shown now as the one last seen: its changes are told no more. */
  markSeen: () => void;
};

/**
 * The changes in `answer` since the schedule was last seen (none before it has arrived); a first
 * visit keeps what it shows (logic/last-seen.ts).
 */
export function useScheduleChanges(answer: ScheduleAnswer | undefined): ScheduleChangesState {
  const seen = useAttendeeValue(LAST_SEEN_NAME, readSeenMeetings);
  useEffect(() => {
    if (answer && !hasSeenSchedule()) keepSeenSchedule(answer);
  }, [answer]);
  const changes = useMemo(() => (answer ? scheduleChanges(seen, answer) : NO_CHANGES), [seen, answer]);
  const markSeen = useCallback(() => {
    if (answer) keepSeenSchedule(answer);
  }, [answer]);
  return { ...changes, markSeen };
}
