/**
 * The reminder plan: from the schedule as kept, when each reminder is due. A reminder is due
 * `minutes` before its meeting starts (general sessions only when the attendee chose them) and
 * stays due until the meeting starts. The plan is worked out again from every answer, so a
 * cancelled meeting (gone from the schedule) has no reminder and a moved one is due at its new
 * time: its key names the start it was planned for. Times are instants; the server's times are
 * London wall clock (src/lib/dates), and the attendee's zone only decides how they read.
 */
import type { ScheduleAnswer } from '@/lib/api/contract';
import { t, tText } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';
import { formatWeekdayDate } from '@/lib/dates/format';
import { convertTime, EVENT_TIME_ZONE, isKnownTimeZone, zonedToInstant, zoneCity } from '@/lib/dates/time-zones';
import type { ReminderChoice } from '@/lib/reminders/choice';
import { meetingType, scheduleDays, slotTitle } from '@/features/schedule';

export type Reminder = {
  /** The entry and the start it was planned for: a moved meeting is a new reminder. */
  key: string;
  id: number;
  session: boolean;
  /** Who is met (the company, or for a presenter the investment companies), or the session's name (as slotTitle). */
  title: string;
  /** One-on-One meeting, Group meeting, General session: the catalogue id, shown in the attendee's language. */
  kind: string;
  /** The server's London date and times of the entry. */
  date: string;
  startTime: string;
  start: Date;
  /** When the reminder is due. */
  at: Date;
  room: string | null;
  /** The online meeting's address, when the room has one. */
  meetingLink: string | null;
};

const MINUTE = 60_000;

/** The reminders of `answer` under `choice`, by when they are due; none when reminders are off. */
export function reminderPlan(
  answer: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'> | undefined,
  choice: Pick<ReminderChoice, 'minutes' | 'sessions'>,
): Reminder[] {
  if (!answer || choice.minutes === 0) return [];
  return scheduleDays(answer.schedule)
    .flatMap((day) => day.slots)
    .filter((slot) => slot.type !== 1 || choice.sessions)
    .flatMap((slot) => {
      const start = zonedToInstant(slot.date, slot.start_time);
      if (Number.isNaN(start.getTime())) return [];
      const session = slot.type === 1;
      return [
        {
          key: `${session ? 'session' : 'meeting'}-${slot.id}@${start.getTime()}`,
          id: slot.id,
          session,
          title: slotTitle(slot, answer.isPresenter),
          kind: meetingType(slot),
          date: slot.date,
          startTime: slot.start_time,
          start,
          at: new Date(start.getTime() - choice.minutes * MINUTE),
          room: slot.room_number || slot.room?.room_number || null,
          meetingLink: slot.room?.meeting_link || null,
        },
      ];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
}

/** The reminders due at `now`: their time has come and their meeting has not started. */
export function dueReminders(plan: readonly Reminder[], now: Date): Reminder[] {
  const t = now.getTime();
  return plan.filter((reminder) => reminder.at.getTime() <= t && t < reminder.start.getTime());
}

/** The next instant after `now` at which what is due changes (a reminder comes or its meeting starts); null when none. */
export function nextChange(plan: readonly Reminder[], now: Date): Date | null {
  const t = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const reminder of plan) {
    for (const instant of [reminder.at.getTime(), reminder.start.getTime()]) {
      if (instant > t && instant < next) next = instant;
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

/** "in 10 minutes", "in 1 minute", "now" (in the attendee's language, when called). */
export function startsIn(reminder: Pick<Reminder, 'start'>, now: Date): string {
  const minutes = Math.ceil((reminder.start.getTime() - now.getTime()) / MINUTE);
  if (minutes <= 0) return t('now');
  return t('{minutes, plural, one {in {minutes} minute} other {in {minutes} minutes}}', { minutes });
}

/** "Monday 8 September, 09:30 London time": the start in the attendee's zone, its day in that zone too. */
export function reminderTime(reminder: Pick<Reminder, 'date' | 'startTime'>, zone: string): string {
  const shown = isKnownTimeZone(zone) ? zone : EVENT_TIME_ZONE;
  const local = convertTime(reminder.date, reminder.startTime, shown);
  return t('{date}, {time} {city} time', {
    date: formatWeekdayDate(local.date),
    time: local.time,
    city: zoneCity(shown),
  });
}

/**
 * The reminder in words: a heading and a line, as the page and the system notification show it, in the attendee's
 * language; the server's names as sent, each in its own direction.
 */
export function reminderWords(reminder: Reminder, zone: string, now: Date): { title: string; body: string } {
  return {
    title: t('{title} starts {when}', { title: isolate(tText(reminder.title)), when: startsIn(reminder, now) }),
    body: [tText(reminder.kind), reminderTime(reminder, zone), reminder.room ? isolate(reminder.room) : null]
      .filter(Boolean)
      .join(' · '),
  };
}
