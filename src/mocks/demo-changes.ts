/**
 * The demo's schedule as the organisers change it in the week before the conference (contract
 * §12.11 changed): meetings added, moved and cancelled, one moved to another room. It lets the
 * demo show what changed since an attendee's last visit: sign in, look at the agenda, run
 * `__changeDemoSchedule()` in the browser console (tests call `changeDemoSchedule()`), come back.
 * Applying it twice gives the same schedule; `__resetMockDb()` restores the seed.
 *
 * investor1: Nile Delta Bank moves from Room 4 to Room 2; Petra Pharmaceuticals moves from
 * Wednesday 10:30 to Monday 11:30; the Gulf Horizon Telecom group meeting is cancelled; Kuwait
 * Harbour Logistics (Wednesday 08:30) and Tunis Insurance Group (Wednesday 09:30) are new.
 * presenter1: the group meeting is cancelled; Tuesday's meeting moves from 09:30 to 10:30; a
 * meeting with Northbridge Asset Management on Monday at 15:00 is new.
 */
import { db, persistDb } from './db';
import type { MeetingRecord } from './records';

const CANCELLED = [5002];

const ADDED: MeetingRecord[] = [
  {
    id: 5006,
    slot_id: 301,
    type: 2,
    company_id: 504,
    room_id: 4,
    presenter_ids: [1121],
    attendees: [{ id: 5108, client_id: 1001, has_attend: false }],
  },
  {
    id: 5007,
    slot_id: 302,
    type: 2,
    company_id: 513,
    room_id: 2,
    presenter_ids: [1211],
    attendees: [{ id: 5109, client_id: 1001, has_attend: false }],
  },
  {
    id: 5008,
    slot_id: 106,
    type: 2,
    company_id: 503,
    room_id: 7,
    presenter_ids: [1101],
    attendees: [{ id: 5110, client_id: 1005, has_attend: false }],
  },
];

/** Meeting id → what changes: another agenda slot (day and time) or another room. */
const CHANGED: Record<number, Partial<Pick<MeetingRecord, 'slot_id' | 'room_id'>>> = {
  5001: { room_id: 2 },
  5003: { slot_id: 104 },
  5005: { slot_id: 203 },
};

/**
 * Each tab of the demo holds its own copy of the mock server's database (session storage): the
 * change made in one tab is made in the others too, as it would be on the one real server, so
 * whichever tab reads the schedule again sees it.
 */
const DEMO_CHANGES_CHANNEL = 'portal-mock-demo-changes';
let channel: BroadcastChannel | null = null;

/** Makes the demo change heard in every tab of the demo (browser only). */
export function shareDemoChanges(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(DEMO_CHANGES_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.data === 'change-schedule') applyDemoChanges();
  });
}

/** Changes the demo database's schedule as described above (in every tab of the demo), and keeps it. */
export function changeDemoSchedule(): void {
  applyDemoChanges();
  channel?.postMessage('change-schedule');
}

function applyDemoChanges(): void {
  const addedIds = new Set(ADDED.map((meeting) => meeting.id));
  db.meetings = db.meetings.filter((meeting) => !CANCELLED.includes(meeting.id) && !addedIds.has(meeting.id));
  for (const meeting of db.meetings) Object.assign(meeting, CHANGED[meeting.id]);
  db.meetings.push(...structuredClone(ADDED));
  persistDb();
}
