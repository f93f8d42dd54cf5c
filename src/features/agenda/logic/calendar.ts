/**
 * The agenda as calendar events: every meeting and session as the schedule exports it (same UIDs,
 * so both exports update the same events), the booked tour and the arrival and departure, each
 * with a UID that stays the same when its time changes. The shuttle timetable is not the
 * attendee's own and stays out; so do travel details without a time (the file holds timed events).
 */
import { formatRange } from '@/lib/dates/range';
import type { CalendarEvent } from '@/lib/export/ics';
import { zonedToInstant } from '@/lib/dates/time-zones';
import { slotToEvent, UID_DOMAIN } from '@/features/schedule';
import { TRAVEL_DESCRIPTION, TOUR_DESCRIPTION } from '../messages';
import type { AgendaItem } from './timeline';

/** How long a moment (arrival, departure) lasts in a calendar: DTEND must come after DTSTART. */
const MOMENT_MINUTES = 30;

function timedEvent(item: AgendaItem, uid: string, description: string): CalendarEvent {
  const start = zonedToInstant(item.date, item.start);
  const end = zonedToInstant(item.date, item.end);
  return {
    uid,
    start,
    end: end.getTime() > start.getTime() ? end : new Date(start.getTime() + MOMENT_MINUTES * 60_000),
    summary: item.title,
    description: `${description}\nLondon time: ${item.end !== item.start ? formatRange(item.start.slice(0, 5), item.end.slice(0, 5)) : item.start.slice(0, 5)}`,
  };
}

/** The calendar events of the agenda's items; `personId` makes the travel UIDs the attendee's own. */
export function agendaEvents(items: AgendaItem[], isPresenter: boolean, personId: number | null): CalendarEvent[] {
  const person = personId ?? 'attendee';
  return items.flatMap((item): CalendarEvent[] => {
    if ((item.kind === 'meeting' || item.kind === 'session') && item.slot) return [slotToEvent(item.slot, isPresenter)];
    if (item.kind === 'tour' && item.tour)
      return [timedEvent(item, `tour-${item.tour.id}@${UID_DOMAIN}`, TOUR_DESCRIPTION)];
    if ((item.kind === 'arrival' || item.kind === 'departure') && item.timed)
      return [timedEvent(item, `${item.kind}-${person}@${UID_DOMAIN}`, TRAVEL_DESCRIPTION)];
    return [];
  });
}
