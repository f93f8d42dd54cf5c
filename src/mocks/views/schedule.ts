/** The meeting schedule: the client's meetings plus the sessions on their meeting days. */
import type { AgendaSlot, ScheduleAnswer, ScheduleClient, Slot } from '@/lib/api/contract';
import { db } from '../db';
import type { ClientRecord, MeetingRecord } from '../records';
import { findClient, findCompany, findConfClientByClient, fullTitledName, isPresenter } from './lookups';

function toScheduleClient(client: ClientRecord): ScheduleClient {
  return {
    id: client.id,
    full_titled_name: fullTitledName(client),
    job_title: client.job_title,
    biography: client.biography,
    company: { name: findCompany(client.company_id)?.name ?? '' },
  };
}

/** Meetings the client takes part in: as a presenter, or as an investor attendee. */
export function meetingsOf(client: ClientRecord): MeetingRecord[] {
  return db.meetings.filter((m) =>
    isPresenter(client) ? m.presenter_ids.includes(client.id) : m.attendees.some((a) => a.client_id === client.id),
  );
}

export function meetingSlot(meeting: MeetingRecord): AgendaSlot | undefined {
  return db.agendaSlots.find((s) => s.id === meeting.slot_id);
}

function toSlot(meeting: MeetingRecord, caller: ClientRecord): Slot | null {
  const agendaSlot = meetingSlot(meeting);
  if (!agendaSlot) return null;
  const presenter = isPresenter(caller);
  const company = findCompany(meeting.company_id);
  const roomRecord = db.rooms.find((r) => r.id === meeting.room_id);
  const room = roomRecord
    ? {
        room_number: roomRecord.room_number,
        meeting_link: roomRecord.meeting_link,
        meeting_id: roomRecord.meeting_id,
        meeting_password: roomRecord.meeting_password,
        sip: roomRecord.sip,
        host_key: presenter ? roomRecord.host_key : null,
      }
    : null;
  const presenters = meeting.presenter_ids.map(findClient).filter((c): c is ClientRecord => Boolean(c));
  const attendees = meeting.attendees
    .map((a) => ({ attendance: a, client: findClient(a.client_id) }))
    .filter((a): a is { attendance: typeof a.attendance; client: ClientRecord } => Boolean(a.client));
  const sameSide = presenter ? presenters : attendees.map((a) => a.client);
  return {
    id: meeting.id,
    date: agendaSlot.date,
    start_time: agendaSlot.start_time,
    end_time: agendaSlot.end_time,
    type: meeting.type,
    name: null,
    description: null,
    company: company ? { id: company.id, name: company.name } : null,
    room,
    room_number: room?.room_number ?? null,
    presenters: presenters.map(toScheduleClient),
    meetings: attendees.map((a) => ({ id: a.attendance.id, client: toScheduleClient(a.client) })),
    has_attend: presenter ? false : (meeting.attendees.find((a) => a.client_id === caller.id)?.has_attend ?? false),
    colleagues: sameSide
      .filter((c) => c.id !== caller.id && c.company_id === caller.company_id)
      .map((c) => ({ id: c.id, full_titled_name: fullTitledName(c) })),
  };
}

export function scheduleFor(client: ClientRecord): ScheduleAnswer {
  const slots = meetingsOf(client)
    .map((m) => toSlot(m, client))
    .filter((s): s is Slot => s !== null);
  const meetingDates = new Set(slots.map((s) => s.date));
  for (const session of db.sessions) {
    if (!meetingDates.has(session.date)) continue;
    slots.push({
      id: session.id,
      date: session.date,
      start_time: session.start_time,
      end_time: session.end_time,
      type: 1,
      name: session.name,
      description: session.description,
      company: null,
      room: null,
      room_number: null,
      presenters: [],
      meetings: [],
      has_attend: false,
      colleagues: [],
    });
  }
  slots.sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
  const schedule: ScheduleAnswer['schedule'] = {};
  for (const slot of slots) (schedule[slot.date] ??= []).push(slot);
  const company = findCompany(client.company_id);
  const cc = findConfClientByClient(client.id);
  const presenter = isPresenter(client);
  return {
    status: 200,
    company: company ? { id: company.id, name: company.name } : null,
    isPresenter: presenter,
    title: `Meeting Schedule – ${fullTitledName(client)}`,
    conf: structuredClone(db.conference),
    conference_client: { timezone: cc?.timezone ?? 'Europe/London' },
    room_number: presenter ? (slots.find((s) => s.type !== 1)?.room_number ?? null) : null,
    schedule,
  };
}
