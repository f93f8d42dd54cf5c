import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { ScheduleAnswer } from '@/lib/api/contract';

const personSchema = z.looseObject({
  id: z.number(),
  full_titled_name: z.string(),
  job_title: z.nullable(z.string()),
  company: z.optional(z.nullable(z.looseObject({ name: z.string() }))),
});

const slotSchema = z.looseObject({
  id: z.number(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  type: z.number(),
  name: z.nullable(z.string()),
  description: z.nullable(z.string()),
  company: z.nullable(z.looseObject({ id: z.number(), name: z.string() })),
  room: z.nullable(
    z.looseObject({
      room_number: z.string(),
      meeting_link: z.nullable(z.string()),
      meeting_id: z.nullable(z.string()),
      meeting_password: z.nullable(z.string()),
      sip: z.nullable(z.string()),
      host_key: z.nullable(z.string()),
    }),
  ),
  room_number: z.nullable(z.string()),
  presenters: z.array(personSchema),
  meetings: z.array(z.looseObject({ id: z.number(), client: personSchema })),
  has_attend: z.boolean(),
  colleagues: z.array(z.looseObject({ id: z.number(), full_titled_name: z.string() })),
});

export const scheduleSchema = z.looseObject({
  company: z.nullable(z.looseObject({ id: z.number(), name: z.string() })),
  isPresenter: z.boolean(),
  title: z.string(),
  conf: z.looseObject({ id: z.number() }),
  conference_client: z.nullable(z.looseObject({ timezone: z.nullable(z.string()) })),
  room_number: z.nullable(z.string()),
  schedule: z.union([z.record(z.string(), z.array(slotSchema)), z.array(z.never())]),
}) as unknown as z.ZodMiniType<ScheduleAnswer>;

export const scheduleKeys = {
  all: ['schedule'] as const,
  detail: () => [...scheduleKeys.all, 'detail'] as const,
  cancellationDate: () => [...scheduleKeys.all, 'cancellation-date'] as const,
};

/** The caller's schedule; an empty list (some servers send [] for {}) reads as no days. */
export async function getSchedule(): Promise<ScheduleAnswer> {
  const answer = await api.get<ScheduleAnswer>('auth/get-schedule', { schema: scheduleSchema });
  return Array.isArray(answer.schedule) ? { ...answer, schedule: {} } : answer;
}

export const scheduleQueryOptions = () =>
  queryOptions({ queryKey: scheduleKeys.detail(), queryFn: getSchedule, staleTime: 30_000 });

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}
