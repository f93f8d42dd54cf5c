import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { CancelInvestorMeetingAnswer, CancelInvestorMeetingBody } from '@/lib/api/contract';
import { scheduleKeys } from './keys';

export function cancelInvestorMeeting(body: CancelInvestorMeetingBody) {
  return api.post<CancelInvestorMeetingAnswer>('auth/cancel-investor-meeting', body);
}

/**
 * Cancels an investor's meeting. After a cancellation the schedule is fetched again so the meeting
 * disappears (contract §7.6); a refused cancellation shows nothing (spec A§8).
 */
export function useCancelInvestorMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvestorMeeting,
    meta: { changes: [scheduleKeys.all] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.detail() }),
  });
}
