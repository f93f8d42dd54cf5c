/**
 * What became of a meeting request (the "My requests" view): before the schedule is prepared every
 * request is Requested; once it is, a request is Scheduled when the investor's own schedule holds a
 * meeting with that company which the investor attends, and Not scheduled otherwise, including a
 * company only the investor's colleagues meet and a meeting that was cancelled.
 */
import type { Id, PreferenceCompany, Slot } from '@/lib/api/contract';

/** A meeting the attendee saw before and is gone now (the schedule's changes since the last visit). */
export type GoneMeeting = { date: string; start_time: string; end_time: string; title: string };

export type ScheduleState =
  | { kind: 'not-prepared' }
  | {
      kind: 'prepared';
      /** Every entry of the investor's schedule, in day and time order. */
      slots: readonly Slot[];
      /** Meetings cancelled since the schedule was last seen. */
      cancelled: readonly GoneMeeting[];
    };

export type RequestStatus =
  | { kind: 'requested' }
  | { kind: 'scheduled'; slot: Slot }
  | {
      kind: 'not-scheduled';
      /** The colleagues who meet the company without the investor (empty when none). */
      colleagues: string[];
      /** The meeting with the company that was cancelled, if one was. */
      cancelled: GoneMeeting | null;
    };

export const NOT_PREPARED: ScheduleState = { kind: 'not-prepared' };

/** The schedule as the requests read it: not prepared without an answer or without any meeting day. */
export function scheduleState(
  days: readonly { slots: readonly Slot[] }[] | null,
  cancelled: readonly GoneMeeting[] = [],
): ScheduleState {
  if (!days || days.length === 0) return NOT_PREPARED;
  return { kind: 'prepared', slots: days.flatMap((day) => day.slots), cancelled };
}

type Company = Pick<PreferenceCompany, 'id' | 'name'>;

function isWith(slot: Slot, company: Company): boolean {
  if (slot.type === 1 || !slot.company) return false;
  // A tolerant answer may leave the company's id out: its name then says which company it is.
  return typeof slot.company.id === 'number' ? slot.company.id === company.id : slot.company.name === company.name;
}

/** Whether the investor takes part: an answer that lists no attendees is the investor's own schedule. */
function attends(slot: Slot, investorId: Id | null): boolean {
  if (investorId === null || slot.meetings.length === 0) return true;
  return slot.meetings.some((meeting) => meeting.client.id === investorId);
}

function colleaguesIn(slots: readonly Slot[], investorId: Id | null): string[] {
  const names = new Set<string>();
  for (const slot of slots) {
    for (const colleague of slot.colleagues) names.add(colleague.full_titled_name);
    for (const { client } of slot.meetings) if (client.id !== investorId) names.add(client.full_titled_name);
  }
  return [...names].filter(Boolean);
}

/** The status of the request for `company`, for the investor `investorId` (null when unknown). */
export function requestStatus(company: Company, schedule: ScheduleState, investorId: Id | null): RequestStatus {
  if (schedule.kind === 'not-prepared') return { kind: 'requested' };
  const withCompany = schedule.slots.filter((slot) => isWith(slot, company));
  const own = withCompany.find((slot) => attends(slot, investorId));
  if (own) return { kind: 'scheduled', slot: own };
  return {
    kind: 'not-scheduled',
    colleagues: colleaguesIn(withCompany, investorId),
    cancelled: schedule.cancelled.find((meeting) => meeting.title === company.name) ?? null,
  };
}

/** How many of the requests became meetings. */
export function scheduledCount(statuses: readonly RequestStatus[]): number {
  return statuses.filter((status) => status.kind === 'scheduled').length;
}
