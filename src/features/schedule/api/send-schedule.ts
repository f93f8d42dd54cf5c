import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { SendScheduleAnswer } from '@/lib/api/contract';

export const SEND_SCHEDULE_FAILED = 'An error has been occured.';

const schema = answerSchema<SendScheduleAnswer>(z.looseObject({ message: textOr('') }));

export function sendSchedule() {
  return api.post<SendScheduleAnswer>('auth/send-schedule', undefined, { schema });
}

export function useSendSchedule() {
  return useMutation({ mutationFn: sendSchedule });
}
