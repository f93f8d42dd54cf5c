import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { CancelInvestorMeetingAnswer, CancelInvestorMeetingBody } from '@/lib/api/contract';
import { scheduleKeys } from './get-schedule';

export function cancelInvestorMeeting(body: CancelInvestorMeetingBody) {
  return api.post<CancelInvestorMeetingAnswer>('auth/cancel-investor-meeting', body);
}

/** After a cancellation the schedule is fetched again (contract §7.6); failures are silently ignored (A§8). */
export function useCancelInvestorMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvestorMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.detail() }),
  });
}
