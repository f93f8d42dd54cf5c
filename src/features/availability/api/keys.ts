import { CONFERENCE_ID } from '@/config/env';
import type { Id } from '@/lib/api/contract';

/** The query keys of the availability feature. */
export const availabilityKeys = {
  all: ['availability'] as const,
  cutOffDate: () => [...availabilityKeys.all, 'cut-off-date'] as const,
  groupedSlots: (clientId: Id) => [...availabilityKeys.all, 'grouped-slots', clientId] as const,
  slotsAttendance: () => [...availabilityKeys.all, 'slots-attendance', CONFERENCE_ID] as const,
};
