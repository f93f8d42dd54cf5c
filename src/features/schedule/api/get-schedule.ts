import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { ScheduleAnswer } from '@/lib/api/contract';
import { answerSchema, bool, dict, list, num, optional, orNull, str, textOr, withDefault } from '@/lib/api/schema';
import { scheduleKeys } from './keys';

const personSchema = z.looseObject({
  id: num(),
  full_titled_name: textOr(''),
  job_title: orNull(str()),
  biography: orNull(str()),
  company: withDefault(z.looseObject({ name: textOr('') }), { name: '' }),
});

const roomSchema = z.looseObject({
  room_number: textOr(''),
  meeting_link: orNull(str()),
  meeting_id: orNull(str()),
  meeting_password: orNull(str()),
  sip: orNull(str()),
  host_key: orNull(str()),
});

/** A slot needs its id, type, day and times; its people, room and company are optional parts. */
const slotSchema = z.looseObject({
  id: num(),
  date: str(),
  start_time: str(),
  end_time: str(),
  type: num(),
  name: orNull(str()),
  description: orNull(str()),
  company: orNull(z.looseObject({ id: optional(num()), name: textOr('') })),
  room: orNull(roomSchema),
  room_number: orNull(str()),
  presenters: list(personSchema),
  meetings: list(z.looseObject({ id: num(), client: personSchema })),
  has_attend: withDefault(bool(), false),
  colleagues: list(z.looseObject({ id: num(), full_titled_name: textOr('') })),
});

/** The schedule page needs the days and their slots; company, room and conference links are optional. */
export const scheduleSchema = answerSchema<ScheduleAnswer>(
  z.looseObject({
    company: orNull(z.looseObject({ id: optional(num()), name: textOr('') })),
    isPresenter: withDefault(bool(), false),
    title: textOr(''),
    conf: optional(z.looseObject({ id: optional(num()), name: optional(str()) })),
    conference_client: optional(z.looseObject({ timezone: optional(str()) })),
    room_number: orNull(str()),
    schedule: dict(list(slotSchema)),
  }),
);

/** The caller's schedule; an empty list (some servers send [] for {}) reads as no days. */
export function getSchedule(): Promise<ScheduleAnswer> {
  return api.get<ScheduleAnswer>('auth/get-schedule', { schema: scheduleSchema });
}

export const scheduleQueryOptions = () =>
  queryOptions({ queryKey: scheduleKeys.detail(), queryFn: getSchedule, staleTime: 30_000 });

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}
