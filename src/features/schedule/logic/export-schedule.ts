/**
 * The schedule's calendar files (the whole schedule, or one meeting). What the last whole-schedule
 * file held is kept per attendee, so the next one tells a calendar what changed: a moved meeting
 * keeps its UID with a higher SEQUENCE and a new LAST-MODIFIED, a meeting gone since goes out as
 * CANCELLED (src/lib/export/calendar-memory.ts). Every event that stands carries an alarm at the
 * attendee's reminder time. The agenda keeps its own memory (its file holds more than meetings).
 */
import type { ScheduleAnswer } from '@/lib/api/contract';
import { now } from '@/lib/dates/clock';
import { eventsToExport, readExportMemory } from '@/lib/export/calendar-memory';
import { buildCalendar, downloadCalendar, type CalendarEvent } from '@/lib/export/ics';
import { readAttendeeValue, writeAttendeeValue } from '@/lib/offline/attendee-store';
import { readReminderChoice } from '@/lib/reminders/choice';
import { scheduleToEvents } from './schedule';

/** What the last schedule file held, kept per attendee (see src/lib/offline/attendee-store.ts). */
export const SCHEDULE_EXPORT_MEMORY_NAME = 'schedule-calendar-export';

/** The calendar text of `events` as a calendar that imported the earlier files should read it; keeps the memory when `whole`. */
function calendarText(events: CalendarEvent[], name: string | undefined, whole: boolean): string {
  const previous = readExportMemory(readAttendeeValue(SCHEDULE_EXPORT_MEMORY_NAME));
  const stamp = now();
  // One meeting's file says nothing of the others: only its own earlier revision counts.
  const own = whole
    ? previous
    : Object.fromEntries(events.flatMap((e) => (previous?.[e.uid] ? [[e.uid, previous[e.uid]]] : [])));
  const out = eventsToExport(own, events, stamp);
  if (whole) writeAttendeeValue(SCHEDULE_EXPORT_MEMORY_NAME, out.memory);
  else if (previous) writeAttendeeValue(SCHEDULE_EXPORT_MEMORY_NAME, { ...previous, ...out.memory });
  return buildCalendar(out.events, { stamp, name, alarmMinutes: readReminderChoice().minutes });
}

/** Downloads the whole schedule as schedule.ics. */
export function exportSchedule(answer: Pick<ScheduleAnswer, 'schedule' | 'isPresenter'>, name: string): void {
  downloadCalendar(calendarText(scheduleToEvents(answer), name, true), 'schedule.ics');
}

/** Downloads one meeting's calendar file. */
export function exportScheduleEvent(event: CalendarEvent, name: string | undefined, fileName: string): void {
  downloadCalendar(calendarText([event], name, false), fileName);
}
