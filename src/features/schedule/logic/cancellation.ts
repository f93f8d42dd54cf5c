import type { CancelInvestorMeetingBody, Slot } from '@/lib/api/contract';
import { zonedToInstant } from '@/lib/dates/time-zones';

/**
 * Whether an investor may cancel a meeting: only a meeting (not a general session) the
 * investor has not attended and that has not yet ended (London time), and only once the
 * server's cancellation date has been reached; without that date nothing is offered
 * (spec A§4, contract §7.4).
 */
export function canCancelMeeting(
  slot: Pick<Slot, 'type' | 'has_attend' | 'date' | 'end_time'>,
  now: Date,
  allowedFrom: string | null | undefined,
): boolean {
  if (slot.type === 1 || slot.has_attend || !allowedFrom) return false;
  const [date, time = '00:00:00'] = allowedFrom.trim().split(/[ T]/);
  const allowed = zonedToInstant(date, time);
  if (Number.isNaN(allowed.getTime()) || now.getTime() < allowed.getTime()) return false;
  return zonedToInstant(slot.date, slot.end_time).getTime() > now.getTime();
}

/** What the cancel dialog sends for each answer: only the caller, or the caller and the colleagues in the meeting. */
export function cancellationBody(
  slot: Pick<Slot, 'id' | 'colleagues'>,
  clientId: number,
  withColleagues: boolean,
): CancelInvestorMeetingBody {
  return withColleagues && slot.colleagues.length > 0
    ? { meeting_id: slot.id, client_id: clientId, colleagues: slot.colleagues.map((c) => c.id) }
    : { meeting_id: slot.id, client_id: clientId };
}
