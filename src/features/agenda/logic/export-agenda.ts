import { now } from '@/lib/dates/clock';
import { eventsToExport, readExportMemory } from '@/lib/export/calendar-memory';
import { buildCalendar, downloadCalendar } from '@/lib/export/ics';
import { readAttendeeValue, writeAttendeeValue } from '@/lib/offline/attendee-store';
import { readReminderChoice } from '@/lib/reminders/choice';
import { ICS_FILE } from '../messages';
import { agendaEvents } from './calendar';
import type { AgendaItem } from './timeline';

/** What the last calendar export held, kept per attendee (see src/lib/offline/attendee-store.ts). */
export const EXPORT_MEMORY_NAME = 'calendar-export';

/**
 * Downloads the agenda as a calendar file: every item under its stable UID, and every event of
 * the last export that is gone now (a cancelled meeting, a changed tour booking) as cancelled
 * under its old UID; each with an alarm at the attendee's reminder time; then remembers what this file held.
 */
export function exportAgenda(items: AgendaItem[], isPresenter: boolean, personId: number | null, name: string): void {
  const previous = readExportMemory(readAttendeeValue(EXPORT_MEMORY_NAME));
  const stamp = now();
  const { events, memory } = eventsToExport(previous, agendaEvents(items, isPresenter, personId), stamp);
  downloadCalendar(buildCalendar(events, { stamp, name, alarmMinutes: readReminderChoice().minutes }), ICS_FILE);
  writeAttendeeValue(EXPORT_MEMORY_NAME, memory);
}
