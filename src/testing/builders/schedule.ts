/**
 * Schedule answers for tests, built from the demo data of the mock backend: the people,
 * companies and rooms keep their demo names, so an expectation reads like the demo schedule.
 */
import type { Id, Room, ScheduleAnswer, ScheduleClient, Slot } from '@/lib/api/contract';
import { clients } from '@/mocks/fixtures/clients';
import { companies } from '@/mocks/fixtures/companies';
import { conference } from '@/mocks/fixtures/conference';
import { titles } from '@/mocks/fixtures/lists';
import { rooms } from '@/mocks/fixtures/schedules';

function demo<T extends { id: Id }>(rows: T[], id: Id, what: string): T {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`${what} ${id} is not in the demo data`);
  return row;
}

/** A demo company as a schedule names it. */
export function scheduleCompany(id: Id): { id: Id; name: string } {
  return { id, name: demo(companies, id, 'company').name };
}

/** A demo person as the schedule lists them (representative, investor). */
export function scheduleClient(id: Id): ScheduleClient {
  const client = demo(clients, id, 'client');
  const title = titles.find((t) => t.id === client.title_id)?.name ?? '';
  const name = [client.first_name, client.middle_name, client.family_name].filter(Boolean).join(' ');
  return {
    id,
    full_titled_name: `${title} ${name}`,
    job_title: client.job_title,
    biography: client.biography,
    company: { name: demo(companies, client.company_id, 'company').name },
  };
}

/** A demo room with its online-meeting details. */
export function scheduleRoom(id: Id): Room {
  const { id: _id, ...room } = demo(rooms, id, 'room');
  return room;
}

/**
 * A schedule entry; by default the demo's group meeting 5002 with Gulf Horizon Telecom on
 * Monday 8 September, 14:00–14:50 London time, in Room 7, met by investor1 (James Whitmore)
 * and Aisha Rahman, shared with investor1's colleague Emily Carter.
 */
export function buildScheduleSlot(overrides: Partial<Slot> = {}): Slot {
  return {
    id: 5002,
    date: '2025-09-08',
    start_time: '14:00:00',
    end_time: '14:50:00',
    type: 3,
    name: null,
    description: null,
    company: scheduleCompany(503),
    room: scheduleRoom(7),
    room_number: 'Room 7',
    presenters: [scheduleClient(1101)],
    meetings: [
      { id: 5102, client: scheduleClient(1001) },
      { id: 5104, client: scheduleClient(1004) },
    ],
    has_attend: false,
    colleagues: [{ id: 1003, full_titled_name: scheduleClient(1003).full_titled_name }],
    ...overrides,
  };
}

/** A meeting without people, room or company: only its id, day and times. */
export function buildBareSlot(overrides: Partial<Slot> = {}): Slot {
  return buildScheduleSlot({
    company: null,
    room: null,
    room_number: null,
    presenters: [],
    meetings: [],
    colleagues: [],
    ...overrides,
  });
}

/** investor1's schedule answer (Alpha Capital Partners, the demo conference) with the given days. */
export function buildScheduleAnswer(overrides: Partial<ScheduleAnswer> = {}): ScheduleAnswer {
  return {
    status: 200,
    company: scheduleCompany(514),
    isPresenter: false,
    title: `Meeting Schedule – ${scheduleClient(1001).full_titled_name}`,
    conf: structuredClone(conference),
    conference_client: { timezone: 'Europe/London' },
    room_number: null,
    schedule: {},
    ...overrides,
  };
}
