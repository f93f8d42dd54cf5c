import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import type { CancelInvestorMeetingAnswer, CancelInvestorMeetingBody } from '@/lib/api/contract';
import { forgetSeenMeeting } from '../logic/last-seen';
import { scheduleKeys } from './keys';

export function cancelInvestorMeeting(body: CancelInvestorMeetingBody) {
  return api.post<CancelInvestorMeetingAnswer>('auth/cancel-investor-meeting', body);
}

/**
 * Cancels an investor's meeting. After a cancellation the schedule is fetched again so the meeting
 * disappears (contract §7.6); a refused cancellation shows nothing (spec A§8). The meeting leaves
 * the schedule as last seen first, so the attendee's own cancellation is not told back as a change.
 */
export function useCancelInvestorMeeting() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: cancelInvestorMeeting,
    changes: [scheduleKeys.all],
    onSuccess: (_answer, body) => {
      forgetSeenMeeting(body.meeting_id);
      return queryClient.invalidateQueries({ queryKey: scheduleKeys.detail() });
    },
  });
}
