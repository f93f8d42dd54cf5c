import { type MessageId, t } from '@/i18n/i18n';
import { formatRange } from '@/lib/dates/range';
import type { ScheduleAnswer, Slot } from '@/lib/api/contract';
import type { CalendarEvent } from '@/lib/export/ics';
import { zonedToInstant } from '@/lib/dates/time-zones';
import { NO_COMPANY } from '../messages';
import { isolate } from '@/i18n/isolate';

export const UID_DOMAIN = 'conference-14.londonconference.example';

/** The schedule's days in date order, each with its slots by start time. */
export function scheduleDays(schedule: ScheduleAnswer['schedule']): { date: string; slots: Slot[] }[] {
  return Object.keys(schedule)
    .sort()
    .map((date) => ({
      date,
      slots: [...(schedule[date] ?? [])].sort((a, b) => a.start_time.localeCompare(b.start_time)),
    }))
    .filter((day) => day.slots.length > 0);
}

export function isScheduleEmpty(schedule: ScheduleAnswer['schedule']): boolean {
  return scheduleDays(schedule).length === 0;
}

/** The kind of entry, a catalogue id: English as it is in the calendar files, translated on the page. */
export function meetingType(slot: { type: number }): MessageId {
  if (slot.type === 1) return 'General session';
  return slot.type === 3 ? 'Group meeting' : 'One-on-One meeting';
}

/** The kind of entry in the attendee's language (called at render). */
export function meetingTypeLabel(slot: { type: number }): string {
  return t(meetingType(slot));
}

/** The investment companies meeting a presenter, without repeats, in order. */
export function investorCompanies(slot: Pick<Slot, 'meetings'>): string[] {
  const names: string[] = [];
  for (const { client } of slot.meetings) {
    const name = client.company?.name;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * What an entry is called, as the server and the calendar files have it: a session by its name; for a presenter, a
 * meeting by the investment companies at it (they meet at the presenter's own table); for an investor, by the company
 * met. Where the server gives no name, the catalogue's English text (kept with the schedule last seen, shown through
 * `tText`).
 */
export function slotTitleSource(
  slot: Pick<Slot, 'type' | 'name' | 'company' | 'meetings'>,
  isPresenter: boolean,
): string {
  if (slot.type === 1) return slot.name || 'General session';
  const investors = isPresenter ? investorCompanies(slot) : [];
  return investors.length > 0 ? investors.join(', ') : (slot.company?.name ?? NO_COMPANY);
}

/** Which of the catalogue's names a title is (a key of the entries' labels), or 'other' for the server's. */
function titleKind(title: string): string {
  if (title === NO_COMPANY) return 'noCompany';
  if (title === 'General session') return 'session';
  if (title === 'One-on-One meeting') return 'oneOnOne';
  return title === 'Group meeting' ? 'group' : 'other';
}

/**
 * "Nile Delta Bank, Monday 8 September 2025 09:30": an entry's accessible name, from its title as slotTitleSource
 * gives it (the server's name, isolated in its own direction, or the catalogue's, chosen within the one message).
 */
export function entryLabel(sourceTitle: string, date: string, time: string): string {
  return t(
    '{kind, select, noCompany {No Company Exist} session {General session} oneOnOne {One-on-One meeting} group {Group meeting} other {{title}}}, {date} {time}',
    { kind: titleKind(sourceTitle), title: isolate(sourceTitle), date, time },
  );
}

/** "Cancelled: Gulf Horizon Telecom, Monday 8 September 2025 14:00": a cancelled meeting's accessible name. */
export function cancelledEntryLabel(sourceTitle: string, date: string, time: string): string {
  return t(
    'Cancelled: {kind, select, noCompany {No Company Exist} session {General session} oneOnOne {One-on-One meeting} group {Group meeting} other {{title}}}, {date} {time}',
    { kind: titleKind(sourceTitle), title: isolate(sourceTitle), date, time },
  );
}

/** A title kept with the schedule last seen (slotTitleSource) as the page shows it: the catalogue's in its language. */
export function seenTitle(title: string): string {
  return title === NO_COMPANY || title === 'General session' ? t(title) : title;
}

/**
 * What an entry is called on the page (called at render): the server's names as sent, else the catalogue's text in
 * the attendee's language.
 */
export function slotTitle(slot: Pick<Slot, 'type' | 'name' | 'company' | 'meetings'>, isPresenter: boolean): string {
  if (slot.type === 1) return slot.name || t('General session');
  const investors = isPresenter ? investorCompanies(slot) : [];
  return investors.length > 0 ? investors.join(', ') : (slot.company?.name ?? t(NO_COMPANY));
}

/** A stable identifier per schedule entry: the same meeting gets the same UID on every export. */
export function slotUid(slot: Pick<Slot, 'id' | 'type'>): string {
  return `${slot.type === 1 ? 'session' : 'meeting'}-${slot.id}@${UID_DOMAIN}`;
}

function personLine(
  p: { full_titled_name: string; job_title: string | null; company?: { name: string } },
  withCompany: boolean,
) {
  const parts = [p.full_titled_name, p.job_title, withCompany ? p.company?.name : null].filter(Boolean);
  return parts.join(', ');
}

/**
 * One calendar event per schedule entry, times as instants (the server's are London wall clock). Calendar files stay
 * in English whatever the page's language.
 */
export function slotToEvent(slot: Slot, isPresenter: boolean): CalendarEvent {
  const start = zonedToInstant(slot.date, slot.start_time);
  const end = zonedToInstant(slot.date, slot.end_time);
  const lines: string[] = [];
  let summary: string;
  if (slot.type === 1) {
    summary = slot.name || 'General session';
    if (slot.description) lines.push(slot.description);
  } else if (isPresenter) {
    const companies = investorCompanies(slot);
    summary = `${meetingType(slot)} with ${companies.length ? companies.join(', ') : 'investors'}`;
    if (slot.meetings.length) {
      lines.push('Investors:');
      for (const m of slot.meetings) lines.push(`- ${personLine(m.client, true)}`);
    }
  } else {
    summary = `${meetingType(slot)} with ${slot.company?.name ?? NO_COMPANY}`;
    if (slot.presenters.length) {
      lines.push('Representatives:');
      for (const p of slot.presenters) lines.push(`- ${personLine(p, false)}`);
    }
  }
  const room = slot.room;
  if (room?.meeting_link) lines.push(`Online meeting: ${room.meeting_link}`);
  if (room?.meeting_id) lines.push(`Meeting ID: ${room.meeting_id}`);
  if (room?.meeting_password) lines.push(`Password: ${room.meeting_password}`);
  if (isPresenter && room?.host_key) lines.push(`Host key: ${room.host_key}`);
  lines.push(`London time: ${formatRange(slot.start_time.slice(0, 5), slot.end_time.slice(0, 5))}`);
  return {
    uid: slotUid(slot),
    start,
    end,
    summary,
    location: slot.room_number ?? room?.room_number ?? null,
    description: lines.join('\n'),
    url: room?.meeting_link ?? null,
  };
}

/** A calendar can take the event: its start and end are instants (a slot whose date or time cannot be read has none). */
export function isCalendarReady(event: CalendarEvent): boolean {
  return Number.isFinite(event.start.getTime()) && Number.isFinite(event.end.getTime());
}

export function scheduleToEvents(answer: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'>): CalendarEvent[] {
  return scheduleDays(answer.schedule)
    .flatMap((day) => day.slots.map((slot) => slotToEvent(slot, answer.isPresenter)))
    .filter(isCalendarReady);
}
