/**
 * Extra meetings and colleagues for load tests of the browser demo (the interactions benchmark
 * measures the pages at ten times the demo's size). Like ./generated-companies.ts: not part of the
 * contract's demo data, only called explicitly, and a database reset removes them.
 *
 * Generated meetings fill the attendee's free slots in conference order (one meeting per slot,
 * so a schedule never holds two meetings at once), with the presenting companies in turn (the
 * generated ones too, once added) and the demo rooms in turn. Generated colleagues are registered
 * at the attendee's company with the registration statuses in turn.
 */
import type { ConferenceClientStatus, Id } from '@/lib/api/contract';
import { db, persistDb } from './db';
import type { ClientRecord } from './records';
import { colleaguesOf, isPresenter, meetingsOf } from './views';

const FIRST_MEETING_ID = 60_001;
const FIRST_ATTENDANCE_ID = 70_001;
const FIRST_COLLEAGUE_ID = 80_001;
const STATUSES: ConferenceClientStatus[] = [2, 1, 3];

function clientOrThrow(clientId: Id): ClientRecord {
  const client = db.clients.find((c) => c.id === clientId);
  if (!client) throw new Error(`No client ${clientId} in the mock database`);
  return client;
}

/**
 * Adds up to `count` meetings to the schedule of client `clientId` (fewer when its free slots run
 * out); returns how many meetings the client has now.
 */
export function addGeneratedMeetings(clientId: Id, count: number): number {
  const client = clientOrThrow(clientId);
  const presenter = isPresenter(client);
  const taken = new Set(meetingsOf(client).map((m) => m.slot_id));
  const free = db.agendaSlots.filter((s) => !taken.has(s.id)).slice(0, Math.max(0, count));
  const companies = db.companies.filter((c) => c.presenting && c.id !== client.company_id);
  const investors = db.clients.filter((c) => !isPresenter(c) && c.id !== client.id);
  let nextMeeting = Math.max(FIRST_MEETING_ID - 1, ...db.meetings.map((m) => m.id)) + 1;
  let nextAttendance =
    Math.max(FIRST_ATTENDANCE_ID - 1, ...db.meetings.flatMap((m) => m.attendees.map((a) => a.id))) + 1;
  free.forEach((slot, n) => {
    const companyId = presenter ? client.company_id : companies[n % companies.length].id;
    const presenterIds = presenter
      ? [client.id]
      : db.clients.filter((c) => c.company_id === companyId && isPresenter(c)).map((c) => c.id);
    const attendeeIds = presenter
      ? [investors[n % investors.length].id, investors[(n + 1) % investors.length].id]
      : [client.id];
    db.meetings.push({
      id: nextMeeting,
      slot_id: slot.id,
      type: attendeeIds.length > 1 ? 3 : 2,
      company_id: companyId,
      room_id: db.rooms[n % db.rooms.length].id,
      presenter_ids: presenterIds,
      attendees: attendeeIds.map((id) => ({ id: nextAttendance++, client_id: id, has_attend: false })),
    });
    nextMeeting += 1;
  });
  persistDb();
  return meetingsOf(client).length;
}

/** Adds `count` colleagues (same company, registered) of client `clientId`; returns how many colleagues it has now. */
export function addGeneratedColleagues(clientId: Id, count: number): number {
  const client = clientOrThrow(clientId);
  const start = db.clients.filter((c) => c.id >= FIRST_COLLEAGUE_ID).length;
  for (let n = start; n < start + count; n += 1) {
    const id = FIRST_COLLEAGUE_ID + n;
    const label = String(n + 1).padStart(3, '0');
    db.clients.push({
      ...client,
      id,
      first_name: 'Colleague',
      middle_name: null,
      family_name: label,
      job_title: 'Analyst',
      email: `colleague.${label}@generated.example`,
      additional_email: null,
      biography: null,
    });
    db.confClients.push({
      id: id + 1000,
      client_id: id,
      status: STATUSES[n % STATUSES.length],
      invitation_code: `INV-GEN-${id}`,
      available_slot: [],
      presenter_property: isPresenter(client) ? { available_slot: [], need_screen: null, media_interview: null } : null,
      timezone: 'Europe/London',
      arrival_date: null,
      arrival_time: null,
      departure_date: null,
      departure_time: null,
      remarks: null,
      prefer_interview: null,
    });
  }
  persistDb();
  return colleaguesOf(client).length;
}
