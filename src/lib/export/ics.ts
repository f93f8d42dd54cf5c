/**
 * An iCalendar (RFC 5545) writer for meeting schedules, with no network and no
 * sign-in: the attendee's calendar imports the file directly. The rules it applies:
 * CRLF line ends (§3.1), lines folded at 75 octets with a leading space on the
 * continuation (§3.1), TEXT escaping of backslash, semicolon, comma and newlines
 * (§3.3.11), UTC date-times with a trailing Z (§3.3.5), and a UID per event that
 * stays the same on every export, so re-importing updates events instead of
 * duplicating them (§3.8.4.7); an event that is gone is sent once more under its
 * UID with STATUS:CANCELLED and a higher SEQUENCE, so a calendar that imported it
 * removes it (see calendar-memory.ts), and LAST-MODIFIED says when it last changed. With the
 * attendee's reminder choice, each event that stands carries a display alarm (VALARM, §3.6.6) that
 * many minutes before its start.
 */

import { formatUtc } from './calendar-links';

export { formatUtc, googleCalendarUrl, outlookCalendarUrl } from './calendar-links';

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** Revision of the event (SEQUENCE, §3.8.7.4): raised when a re-import should replace what a calendar holds. */
  sequence?: number;
  /** CANCELLED tells a calendar that imported the event under this UID to remove it (§3.8.1.11). */
  status?: 'CONFIRMED' | 'CANCELLED';
  /** When the event last changed as the attendee's calendar knows it (LAST-MODIFIED, §3.8.7.3). */
  lastModified?: Date;
};

export type CalendarOptions = {
  /** When the file was written (DTSTAMP); the caller passes the app clock. */
  stamp: Date;
  /** Calendar name shown by some clients (X-WR-CALNAME). */
  name?: string;
  prodId?: string;
  /** Minutes before each event's start at which the calendar reminds (VALARM); none when 0 or absent. */
  alarmMinutes?: number;
};

export const ICS_PRODID = '-//London One-on-One Conference//Attendee Portal//EN';
const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Escapes a TEXT value: \ ; , and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line so no physical line exceeds 75 octets of UTF-8; continuation
 * lines start with one space (which counts toward their 75). A multi-byte character
 * is never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1; // the leading space of a continuation line
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

/** A display alarm `minutes` before the event's start. */
function alarm(event: CalendarEvent, minutes: number): string[] {
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    property('DESCRIPTION', escapeText(event.summary)),
    `TRIGGER:-PT${Math.round(minutes)}M`,
    'END:VALARM',
  ];
}

/** The whole VCALENDAR text, CRLF-terminated. */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', options.prodId ?? ICS_PRODID),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(property('X-WR-CALNAME', escapeText(options.name)));
  const stamp = formatUtc(options.stamp);
  for (const event of events) {
    lines.push('BEGIN:VEVENT');
    lines.push(property('UID', event.uid));
    lines.push(`DTSTAMP:${stamp}`);
    if (event.sequence) lines.push(`SEQUENCE:${event.sequence}`);
    lines.push(`DTSTART:${formatUtc(event.start)}`);
    lines.push(`DTEND:${formatUtc(event.end)}`);
    lines.push(property('SUMMARY', escapeText(event.summary)));
    if (event.location) lines.push(property('LOCATION', escapeText(event.location)));
    if (event.description) lines.push(property('DESCRIPTION', escapeText(event.description)));
    if (event.url) lines.push(property('URL', event.url));
    if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtc(event.lastModified)}`);
    lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`);
    lines.push(event.status === 'CANCELLED' ? 'TRANSP:TRANSPARENT' : 'TRANSP:OPAQUE');
    if (event.status !== 'CANCELLED' && options.alarmMinutes) lines.push(...alarm(event, options.alarmMinutes));
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}

/** Offers the calendar text as a file download in the browser. */
export function downloadCalendar(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
