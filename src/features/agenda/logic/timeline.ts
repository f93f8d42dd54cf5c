/**
 * The attendee's whole conference as one timeline, built only from what the server already
 * answers: the schedule's meetings and general sessions (with their changes since the last visit,
 * and the meetings cancelled since, where they were), the booked tour, arrival and departure from
 * the registration details, and the shuttle bus on the attendee's days when its timetable is
 * published. Every time is the server's London wall clock; days are London (conference) days.
 */
import type { ScheduleAnswer, Slot, TourBookingAnswer, TourSlot } from '@/lib/api/contract';
import type { BusTimetable } from '@/content/bus-timetable';
import type { ContentBlock } from '@/content/sample';
import { tText } from '@/i18n/i18n';
import { readCalendarDate } from '@/lib/dates/calendar-date';
import { slotTitle, type MeetingChange, type ScheduleChanges, type SeenMeeting } from '@/features/schedule';
import { ARRIVAL, DEPARTURE, TOUR_TITLE } from '../messages';

export type AgendaKind = 'arrival' | 'bus' | 'session' | 'meeting' | 'cancelled' | 'tour' | 'departure';

export type BusStop = { point: string; time: string };

export type AgendaItem = {
  /** Unique on the page and stable between answers: 'meeting-5001', 'tour-903', 'arrival'. */
  key: string;
  kind: AgendaKind;
  /** The London (conference) day, yyyy-MM-dd. */
  date: string;
  /** London wall-clock "HH:mm:ss"; an item without a known time has `timed` false. */
  start: string;
  /** Equal to `start` for a moment (arrival, departure). */
  end: string;
  timed: boolean;
  title: string;
  slot?: Slot;
  change?: MeetingChange;
  cancelled?: SeenMeeting;
  tour?: TourSlot;
  stops?: BusStop[];
};

export type AgendaDay = { date: string; items: AgendaItem[] };

/**
 * An item's title as the page shows it: the agenda's own titles (Guided tour, Arrival, Departure) and the schedule's
 * own words in the attendee's language, the server's names as sent. `title` itself stays English: the calendar file
 * takes it as it is.
 */
export const itemTitle = (item: Pick<AgendaItem, 'title'>): string => tText(item.title);

export type TravelDetails = {
  arrival_date?: unknown;
  arrival_time?: unknown;
  departure_date?: unknown;
  departure_time?: unknown;
};

export type AgendaSources = {
  schedule: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'> | undefined;
  changes: Pick<ScheduleChanges, 'byId' | 'cancelled'>;
  tours: Pick<TourBookingAnswer, 'data' | 'selected_booking_id'> | undefined;
  travel: TravelDetails | undefined;
  bus: ContentBlock<BusTimetable>;
};

/** "HH:mm:ss" from a server or content time ("9:05", "09:05", "09:05:00"); null when unreadable. */
export function readTime(value: unknown): string | null {
  const match = typeof value === 'string' ? /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(value) : null;
  if (!match) return null;
  const [, h, m, s = '00'] = match;
  if (Number(h) > 23 || Number(m) > 59 || Number(s) > 59) return null;
  return `${h.padStart(2, '0')}:${m}:${s}`;
}

function scheduleItems(sources: AgendaSources): AgendaItem[] {
  const schedule = sources.schedule?.schedule ?? {};
  const isPresenter = sources.schedule?.isPresenter ?? false;
  const items: AgendaItem[] = Object.values(schedule)
    .flat()
    .map((slot) => ({
      key: `${slot.type === 1 ? 'session' : 'meeting'}-${slot.id}`,
      kind: slot.type === 1 ? 'session' : 'meeting',
      date: slot.date,
      start: readTime(slot.start_time) ?? '00:00:00',
      end: readTime(slot.end_time) ?? readTime(slot.start_time) ?? '00:00:00',
      timed: readTime(slot.start_time) !== null,
      title: slotTitle(slot, isPresenter),
      slot,
      change: slot.type === 1 ? undefined : sources.changes.byId.get(slot.id),
    }));
  for (const meeting of sources.changes.cancelled) {
    items.push({
      key: `cancelled-${meeting.id}`,
      kind: 'cancelled',
      date: meeting.date,
      start: readTime(meeting.start_time) ?? '00:00:00',
      end: readTime(meeting.end_time) ?? readTime(meeting.start_time) ?? '00:00:00',
      timed: readTime(meeting.start_time) !== null,
      title: meeting.title,
      cancelled: meeting,
    });
  }
  return items;
}

function tourItem(tours: AgendaSources['tours']): AgendaItem[] {
  const id = tours?.selected_booking_id;
  if (id === null || id === undefined) return [];
  const tour = Object.values(tours?.data ?? {})
    .flat()
    .find((slot) => slot.id === id);
  const start = readTime(tour?.start_time);
  if (!tour || !start || !readCalendarDate(tour.date)) return [];
  return [
    {
      key: `tour-${tour.id}`,
      kind: 'tour',
      date: readCalendarDate(tour.date) as string,
      start,
      end: readTime(tour.end_time) ?? start,
      timed: true,
      title: TOUR_TITLE,
      tour,
    },
  ];
}

function travelItem(kind: 'arrival' | 'departure', date: unknown, time: unknown): AgendaItem[] {
  const day = readCalendarDate(typeof date === 'string' ? date : null);
  if (!day) return [];
  const at = readTime(time);
  return [
    {
      key: kind,
      kind,
      date: day,
      start: at ?? '00:00:00',
      end: at ?? '00:00:00',
      timed: at !== null,
      title: kind === 'arrival' ? ARRIVAL : DEPARTURE,
    },
  ];
}

/** The shuttle runs on the days the attendee is at the venue (a meeting or session), only from a published timetable. */
function busItems(bus: AgendaSources['bus'], days: string[]): AgendaItem[] {
  if (bus.sample) return [];
  const { pickUpPoints, runs } = bus.items;
  return days.flatMap((date) =>
    runs.flatMap((run, index) => {
      const stops = run.times
        .map((time, stop) => ({ point: pickUpPoints[stop] ?? '', time: readTime(time) }))
        .filter((stop): stop is BusStop => stop.time !== null);
      if (stops.length === 0) return [];
      const times = stops.map((stop) => stop.time).sort();
      return [
        {
          key: `bus-${date}-${index}`,
          kind: 'bus' as const,
          date,
          start: times[0],
          end: times[times.length - 1],
          timed: true,
          title: run.name,
          stops,
        },
      ];
    }),
  );
}

const KIND_ORDER: AgendaKind[] = ['arrival', 'bus', 'session', 'meeting', 'cancelled', 'tour', 'departure'];

/** Untimed items first in their day, then by start, end and kind. */
export function compareItems(a: AgendaItem, b: AgendaItem): number {
  return (
    a.date.localeCompare(b.date) ||
    Number(a.timed) - Number(b.timed) ||
    a.start.localeCompare(b.start) ||
    a.end.localeCompare(b.end) ||
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
    a.key.localeCompare(b.key)
  );
}

/** Every item of the agenda, in time order. */
export function agendaItems(sources: AgendaSources): AgendaItem[] {
  const fromSchedule = scheduleItems(sources).filter((item) => readCalendarDate(item.date) !== null);
  const attendeeDays = [...new Set(fromSchedule.filter((i) => i.kind !== 'cancelled').map((i) => i.date))].sort();
  return [
    ...fromSchedule,
    ...tourItem(sources.tours),
    ...travelItem('arrival', sources.travel?.arrival_date, sources.travel?.arrival_time),
    ...travelItem('departure', sources.travel?.departure_date, sources.travel?.departure_time),
    ...busItems(sources.bus, attendeeDays),
  ].sort(compareItems);
}

/** The items grouped by day, days in date order. */
export function agendaDays(items: AgendaItem[]): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (const item of [...items].sort(compareItems)) {
    const last = days[days.length - 1];
    if (last?.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}
