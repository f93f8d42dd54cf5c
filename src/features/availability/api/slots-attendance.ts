import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, bool, dict, list, num, withDefault } from '@/lib/api/schema';
import { CONFERENCE_ID } from '@/config/env';
import type { SlotsAttendanceAnswer } from '@/lib/api/contract';
import { availabilityKeys } from './keys';

const attendanceSchema = answerSchema<SlotsAttendanceAnswer>(
  z.looseObject({
    slotsAttendance: dict(
      z.looseObject({ count: withDefault(num(), 0), companies: list(num()), disabled: withDefault(bool(), false) }),
    ),
    count: withDefault(num(), 0),
    companiesPriorities: dict(num()),
  }),
);

export function getSlotsAttendance(): Promise<SlotsAttendanceAnswer> {
  return api.get<SlotsAttendanceAnswer>(`auth/slots-attendance-percentage/${CONFERENCE_ID}`, {
    schema: attendanceSchema,
  });
}

export const slotsAttendanceQueryOptions = () =>
  queryOptions({
    queryKey: availabilityKeys.slotsAttendance(),
    queryFn: getSlotsAttendance,
    staleTime: 30_000,
    retry: false,
  });

/** Slot capacity counts (contract §5.6); failures are silently ignored (the server re-checks capacity). */
export function useSlotsAttendance() {
  return useQuery(slotsAttendanceQueryOptions());
}
