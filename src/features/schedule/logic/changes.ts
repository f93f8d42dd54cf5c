/**
 * What changed in the attendee's meetings since the schedule was last seen, worked out from the
 * server's answers only: meetings are matched by id, and compared by day, time and room. A meeting
 * is new (not there before), moved (another day or time), moved to another room, or cancelled
 * (there before, gone now). General sessions are not meetings and are left out.
 */
import { activeLocale, t } from '@/i18n/i18n';
import { INTL_LOCALE } from '@/i18n/locale-choice';
import type { ScheduleAnswer, Slot } from '@/lib/api/contract';
import { scheduleDays, slotTitleSource } from './schedule';

/** A meeting as the attendee last saw it: enough to compare it, and to show it once cancelled. */
export type SeenMeeting = {
  id: number;
  type: number;
  date: string;
  start_time: string;
  end_time: string;
  room: string | null;
  /** The server's name, or the catalogue's English text where it gave none (shown through `tText`). */
  title: string;
};

export type MeetingChange = {
  isNew: boolean;
  moved: boolean;
  roomChanged: boolean;
  /** The meeting as last seen (null for a new one). */
  before: SeenMeeting | null;
};

export type ChangeCounts = { added: number; moved: number; room: number; cancelled: number };

export type ScheduleChanges = {
  /** The changed meetings of the current schedule, by id. */
  byId: ReadonlyMap<number, MeetingChange>;
  /** Meetings there before and gone now, by day and time. */
  cancelled: SeenMeeting[];
  counts: ChangeCounts;
};

export const NO_CHANGES: ScheduleChanges = {
  byId: new Map(),
  cancelled: [],
  counts: { added: 0, moved: 0, room: 0, cancelled: 0 },
};

const roomOf = (slot: Pick<Slot, 'room' | 'room_number'>): string | null =>
  slot.room_number || slot.room?.room_number || null;

/** The meetings of a schedule answer as they are seen now. */
export function seenMeetings(answer: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'>): SeenMeeting[] {
  return scheduleDays(answer.schedule).flatMap((day) =>
    day.slots
      .filter((slot) => slot.type !== 1)
      .map((slot) => ({
        id: slot.id,
        type: slot.type,
        date: slot.date,
        start_time: slot.start_time,
        end_time: slot.end_time,
        room: roomOf(slot),
        title: slotTitleSource(slot, answer.isPresenter),
      })),
  );
}

const text = (value: unknown): value is string => typeof value === 'string';

/** The meetings as kept on the device; null when nothing readable is kept. */
export function readSeenMeetings(value: unknown): SeenMeeting[] | null {
  const meetings = (value as { meetings?: unknown } | null)?.meetings;
  if (!Array.isArray(meetings)) return null;
  return meetings.flatMap((m: Record<string, unknown> | null) =>
    m && typeof m.id === 'number' && text(m.date) && text(m.start_time)
      ? [
          {
            id: m.id,
            type: typeof m.type === 'number' ? m.type : 2,
            date: m.date,
            start_time: m.start_time,
            end_time: text(m.end_time) ? m.end_time : m.start_time,
            room: text(m.room) ? m.room : null,
            title: text(m.title) ? m.title : '',
          },
        ]
      : [],
  );
}

/** Changes between the meetings last seen and the current answer; none without a kept copy (a first visit). */
export function scheduleChanges(
  seen: SeenMeeting[] | null,
  answer: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'>,
): ScheduleChanges {
  if (seen === null) return NO_CHANGES;
  const current = seenMeetings(answer);
  // An empty schedule is one being prepared again, not every meeting cancelled: nothing is told.
  if (current.length === 0) return NO_CHANGES;
  const before = new Map(seen.map((meeting) => [meeting.id, meeting]));
  const byId = new Map<number, MeetingChange>();
  const counts: ChangeCounts = { added: 0, moved: 0, room: 0, cancelled: 0 };
  for (const meeting of current) {
    const old = before.get(meeting.id);
    if (!old) {
      byId.set(meeting.id, { isNew: true, moved: false, roomChanged: false, before: null });
      counts.added += 1;
      continue;
    }
    const moved =
      old.date !== meeting.date || old.start_time !== meeting.start_time || old.end_time !== meeting.end_time;
    const roomChanged = (old.room ?? '') !== (meeting.room ?? '');
    if (!moved && !roomChanged) continue;
    byId.set(meeting.id, { isNew: false, moved, roomChanged, before: old });
    if (moved) counts.moved += 1;
    if (roomChanged) counts.room += 1;
  }
  const currentIds = new Set(current.map((meeting) => meeting.id));
  const cancelled = seen
    .filter((meeting) => !currentIds.has(meeting.id))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
  counts.cancelled = cancelled.length;
  return { byId, cancelled, counts };
}

export const hasChanges = (counts: ChangeCounts): boolean =>
  counts.added + counts.moved + counts.room + counts.cancelled > 0;

/**
 * "Since your last visit: 2 new meetings, 1 moved, 1 room changed, 1 cancelled" in the attendee's language (called
 * at render); null when nothing changed.
 */
export function changeSummaryText(counts: ChangeCounts): string | null {
  const parts = [
    counts.added ? t('{count, plural, one {# new meeting} other {# new meetings}}', { count: counts.added }) : '',
    counts.moved ? t('{count} moved', { count: counts.moved }) : '',
    counts.room ? t('{count, plural, one {# room changed} other {# rooms changed}}', { count: counts.room }) : '',
    counts.cancelled ? t('{count} cancelled', { count: counts.cancelled }) : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  // "a, b, c" in English; the active language's own list (Arabic: "a، وb، وc").
  const list = new Intl.ListFormat(INTL_LOCALE[activeLocale()], { style: 'short', type: 'unit' });
  return t('Since your last visit: {changes}', { changes: list.format(parts) });
}
