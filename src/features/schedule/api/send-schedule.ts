import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { SendScheduleAnswer } from '@/lib/api/contract';

const schema = answerSchema<SendScheduleAnswer>(z.looseObject({ message: textOr('') }));

/** E-mails the caller's schedule to the caller; the answer's message is shown on success. */
export function sendSchedule() {
  return api.post<SendScheduleAnswer>('auth/send-schedule', undefined, { schema });
}

export function useSendSchedule() {
  return useMutation({ mutationFn: sendSchedule });
}
