/**
 * What a newer schedule answer brings, in words, for the toast shown when it arrives while the
 * portal is open: "Nile Delta Bank moved to 11:00, Room 2". Only changes the attendee has not
 * seen yet are told (those the "Since your last visit" summary counts): a meeting the attendee
 * cancelled themselves, or changes already marked as seen, are not news. In the attendee's language (the message
 * catalogue), the server's names as sent, each in its own direction.
 */
import { t, tText } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';
import type { ScheduleAnswer } from '@/lib/api/contract';
import { formatWeekdayDate } from '@/lib/dates/format';
import { convertTime, EVENT_TIME_ZONE, isKnownTimeZone, zoneCity } from '@/lib/dates/time-zones';
import { scheduleChanges, seenMeetings, type ScheduleChanges, type SeenMeeting } from '@/features/schedule';

type Answer = Pick<ScheduleAnswer, 'schedule' | 'isPresenter'>;

/** How many changes the toast names; the rest are counted. */
export const NEWS_LINES = 3;

/** "11:00" (same day), or "Monday 8 September, 11:30" when `withDay`; the zone's name unless it is London. */
function timeWords(meeting: SeenMeeting, zone: string, withDay: boolean): string {
  const shown = isKnownTimeZone(zone) ? zone : EVENT_TIME_ZONE;
  const local = convertTime(meeting.date, meeting.start_time, shown);
  const time =
    shown === EVENT_TIME_ZONE ? local.time : t('{time} {city} time', { time: local.time, city: zoneCity(shown) });
  return withDay ? t('{date}, {time}', { date: formatWeekdayDate(local.date), time }) : time;
}

/**
 * The news between the answer shown before and the new one, as lines; `unseen` are the changes
 * since the last visit (useScheduleChanges), which news must also be part of.
 */
export function changeNews(before: Answer, after: Answer, unseen: ScheduleChanges, zone: string): string[] {
  const changes = scheduleChanges(seenMeetings(before), after);
  const now = new Map(seenMeetings(after).map((meeting) => [meeting.id, meeting]));
  const lines: string[] = [];
  for (const [id, change] of changes.byId) {
    const meeting = now.get(id);
    if (!meeting || !unseen.byId.has(id)) continue;
    const title = meeting.title ? isolate(tText(meeting.title)) : t('A meeting');
    const room = meeting.room ? isolate(meeting.room) : null;
    if (change.isNew) {
      const time = timeWords(meeting, zone, true);
      lines.push(
        room
          ? t('New meeting: {title}, {time}, {room}', { title, time, room })
          : t('New meeting: {title}, {time}', { title, time }),
      );
    } else if (change.moved) {
      const otherDay = change.before !== null && change.before.date !== meeting.date;
      const time = timeWords(meeting, zone, otherDay);
      lines.push(
        room
          ? t('{title} moved to {time}, {room}', { title, time, room })
          : t('{title} moved to {time}', { title, time }),
      );
    } else {
      lines.push(room ? t('{title} moved to {room}', { title, room }) : t('{title} moved to no room', { title }));
    }
  }
  const stillCancelled = new Set(unseen.cancelled.map((meeting) => meeting.id));
  for (const meeting of changes.cancelled) {
    if (!stillCancelled.has(meeting.id)) continue;
    lines.push(
      t('Cancelled: {title}, {time}', {
        title: meeting.title ? isolate(tText(meeting.title)) : t('a meeting'),
        time: timeWords(meeting, zone, true),
      }),
    );
  }
  return lines;
}

/** The toast's one text: the first few lines, and how many more. */
export function newsText(lines: readonly string[]): string {
  const shown = lines.slice(0, NEWS_LINES).join('. ');
  const more = lines.length - NEWS_LINES;
  return more > 0
    ? t('{news}. And {count, plural, one {# more change} other {# more changes}}.', { news: shown, count: more })
    : `${shown}.`;
}
