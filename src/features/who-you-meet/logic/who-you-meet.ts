/**
 * The attendee's meetings as the people and companies met (general sessions left out), day by day:
 * for an investor, the company and its representatives; for a presenter, the investors and their
 * institutions. And the same list as spreadsheet rows, times in the attendee's zone, named in the header.
 */
import type { ScheduleAnswer, Slot } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { formatTimeRange } from '@/lib/dates/time-zones';
import { meetingType, NO_COMPANY, scheduleDays } from '@/features/schedule';
import { INVESTORS } from '../messages';

export type MetPerson = { name: string; jobTitle: string | null; institution: string };

export type MetMeeting = {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  type: string;
  room: string | null;
  /**
   * Who is met: the company (investors) or the investors' institutions (presenters), as the server names them; when
   * it names none, the portal's own word in English (a catalogue id: the page shows it in the attendee's language, the
   * Excel file as it is).
   */
  counterpart: string;
  people: MetPerson[];
};

export type MeetingDay = { date: string; meetings: MetMeeting[] };

const unique = (names: string[]) => [...new Set(names.filter(Boolean))];

function metMeeting(slot: Slot, isPresenter: boolean): MetMeeting {
  const people = isPresenter ? slot.meetings.map((m) => m.client) : slot.presenters;
  const counterpart = isPresenter
    ? unique(slot.meetings.map((m) => m.client.company?.name ?? '')).join(', ') || INVESTORS
    : (slot.company?.name ?? NO_COMPANY);
  return {
    id: slot.id,
    date: slot.date,
    start_time: slot.start_time,
    end_time: slot.end_time,
    type: meetingType(slot),
    room: slot.room_number ?? slot.room?.room_number ?? null,
    counterpart,
    people: people.map((person) => ({
      name: person.full_titled_name,
      jobTitle: person.job_title,
      institution: person.company?.name ?? '',
    })),
  };
}

/** The days with at least one meeting, in date order, each meeting by start time. */
export function meetingDays(answer: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'>): MeetingDay[] {
  return scheduleDays(answer.schedule)
    .map((day) => ({
      date: day.date,
      meetings: day.slots.filter((slot) => slot.type !== 1).map((slot) => metMeeting(slot, answer.isPresenter)),
    }))
    .filter((day) => day.meetings.length > 0);
}

const personText = (person: MetPerson, withInstitution: boolean) =>
  [person.name, person.jobTitle, withInstitution ? person.institution : null].filter(Boolean).join(', ');

/**
 * The spreadsheet: a header naming the zone of the times ("Time ((GMT+04:00) Dubai)"), then one row per
 * meeting: day, time, who is met, the people, room and meeting type. It stays in English whatever the page's
 * language: `zoneName` is the zone's English name, the days are written in English.
 */
export function exportRows(days: readonly MeetingDay[], isPresenter: boolean, zone: string, zoneName: string) {
  const header = [
    'Day',
    `Time (${zoneName})`,
    isPresenter ? 'Institutions' : 'Company',
    isPresenter ? 'Investors' : 'Representatives',
    'Room',
    'Meeting type',
  ];
  const rows = days.flatMap((day) =>
    day.meetings.map((meeting) => [
      formatLongDate(day.date, 'en'),
      formatTimeRange(meeting.date, meeting.start_time, meeting.end_time, zone),
      meeting.counterpart,
      meeting.people.map((person) => personText(person, isPresenter)).join('; '),
      meeting.room ?? '',
      meeting.type,
    ]),
  );
  return [header, ...rows];
}
