/**
 * Availability data for tests, built from the demo data of the mock backend: its four
 * conference days in two day groups of two, and 32 agenda slots (id = day × 100 + n, four
 * morning and four afternoon slots a day).
 */
import type { AgendaSlot, DateStr, GroupedSlots, Id, SlotAttendance } from '@/lib/api/contract';
import { buildGroupedSlots } from '@/features/availability';
import { conference as demoConference } from '@/mocks/fixtures/conference';
import { agendaSlots } from '@/mocks/fixtures/lists';

/** The demo agenda: 32 slots over 2025-09-08…11. */
export const agenda: AgendaSlot[] = agendaSlots;

/** The conference settings the slot rules read: start 2025-09-08, days in groups of 2, at least 4 slots a day. */
export const slotConference = {
  start_date: demoConference.start_date,
  split_days: demoConference.split_days,
  minimum_slots_for_presenters: demoConference.minimum_slots_for_presenters,
};

/** The demo days in their groups, as the server's grouped slots would give them. */
export const demoGroups = (): GroupedSlots[] => buildGroupedSlots(agenda, slotConference);

/** One slot's attendance for the capacity rule: its count, whether the server disabled it, the companies counted. */
export const attendance = (count: number, disabled = false, companies: Id[] = []): SlotAttendance => ({
  count,
  companies,
  disabled,
});

/** A presenter's availability: Dubai time, nothing chosen unless given. */
export const presenterValue = (
  over: Partial<{ timezone: string; conference_dates: DateStr[]; available_slot: Id[] }> = {},
) => ({
  timezone: 'Asia/Dubai',
  conference_dates: [] as DateStr[],
  available_slot: [] as Id[],
  ...over,
});

/** The slot context of the rules: capacity 3, no company, priority 1, no attendance, before the cut-off. */
export const slotContext = (
  over: Partial<{
    capacity: number;
    companyId: Id | null;
    priority: number;
    attendance: Record<string, SlotAttendance> | undefined;
    cutOffReached: boolean;
    lateSlotIds: Id[];
    closedDays: DateStr[];
  }> = {},
) => ({
  capacity: 3,
  companyId: null as Id | null,
  priority: 1,
  attendance: {} as Record<string, SlotAttendance> | undefined,
  cutOffReached: false,
  lateSlotIds: [] as Id[],
  closedDays: [] as DateStr[],
  ...over,
});
