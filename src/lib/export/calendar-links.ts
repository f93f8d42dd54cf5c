/**
 * Links that add one event to a web calendar (Google Calendar, Outlook on the web): drawn with each meeting, so apart
 * from the calendar file writer (./ics.ts), which loads when a file is asked for.
 */
import type { CalendarEvent } from './ics';

const pad = (n: number) => String(n).padStart(2, '0');

/** 20250908T083000Z */
export function formatUtc(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** Google Calendar's "add event" page for one event. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${formatUtc(event.start)}/${formatUtc(event.end)}`,
  });
  if (event.description) params.set('details', event.description);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's "new event" page for one event (times in UTC). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.summary,
    startdt: iso(event.start),
    enddt: iso(event.end),
  });
  if (event.description) params.set('body', event.description);
  if (event.location) params.set('location', event.location);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
