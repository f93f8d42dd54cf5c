import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { SendScheduleAnswer } from '@/lib/api/contract';

const schema = answerSchema<SendScheduleAnswer>(z.looseObject({ message: textOr('') }));

/** E-mails the caller's schedule to the caller; the answer's message is shown on success. */
export function sendSchedule() {
  return api.post<SendScheduleAnswer>('auth/send-schedule', undefined, { schema });
}

export function useSendSchedule() {
  return usePortalMutation({
    mutationFn: sendSchedule,
    changes: { none: 'the server e-mails the schedule; the schedule itself does not change' },
  });
}
