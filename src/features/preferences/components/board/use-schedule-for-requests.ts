import { useMemo } from 'react';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { EVENT_TIME_ZONE, resolveTimeZone } from '@/lib/dates/time-zones';
import { getPersonId } from '@/lib/session/session';
import { scheduleDays, useSchedule, useScheduleChanges } from '@/features/schedule';
import { NOT_PREPARED, scheduleState, type ScheduleState } from '../../logic/request-status';

/**
 * The investor's schedule as the requests read it (the same query as the Meeting Schedule page): not
 * prepared while it is not there (the server's 422, no meeting day yet, or not loaded), with the meetings
 * cancelled since it was last seen; and the zone the investor chose on the schedule, as the times show there.
 */
export function useScheduleForRequests(): { state: ScheduleState; zone: string; investorId: number | null } {
  const schedule = useSchedule();
  const [choice] = useTimeZoneChoice();
  const data = schedule.data;
  const changes = useScheduleChanges(data);
  const state = useMemo(
    () => (data ? scheduleState(scheduleDays(data.schedule), changes.cancelled) : NOT_PREPARED),
    [data, changes.cancelled],
  );
  const zone = resolveTimeZone(choice, data?.conference_client?.timezone, EVENT_TIME_ZONE);
  return { state, zone, investorId: getPersonId() };
}
