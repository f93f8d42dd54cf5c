import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  escapeText,
  foldLine,
  formatUtc,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEvent,
} from '../ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

const event: CalendarEvent = {
  uid: 'meeting-5002@conference-14.londonconference.example',
  start: new Date('2025-09-08T13:00:00Z'),
  end: new Date('2025-09-08T13:50:00Z'),
  summary: 'Group meeting with Gulf Horizon Telecom',
  location: 'Room 7',
  description: 'Representatives:\n- Ms. Layla Haddad, Head of Investor Relations; CFO, too\\',
  url: 'https://meet.londonconference.example/j/2509087',
};
const stamp = new Date('2025-08-20T09:00:00Z');

/** Unfolds per RFC 5545 §3.1: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('iCalendar text values (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('date-times (RFC 5545 §3.3.5)', () => {
  it('writes UTC with a trailing Z', () => {
    expect(formatUtc(new Date('2025-09-08T08:30:05Z'))).toBe('20250908T083005Z');
  });
});

describe('line folding (RFC 5545 §3.1)', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('folds at 75 octets with CRLF and a space, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [i, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(octets(physical[0])).toBe(75);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'😀'.repeat(10)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(/\uFFFD/);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('calendar file', () => {
  const text = buildCalendar([event], { stamp, name: '19th Annual London One-on-One' });
  const lines = unfold(text).split('\r\n');

  it('uses CRLF everywhere and ends with one', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the calendar header and one event with the required properties', () => {
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//London One-on-One Conference//Attendee Portal//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:meeting-5002@conference-14.londonconference.example');
    expect(lines).toContain('DTSTAMP:20250820T090000Z');
    expect(lines).toContain('DTSTART:20250908T130000Z');
    expect(lines).toContain('DTEND:20250908T135000Z');
    expect(lines).toContain('SUMMARY:Group meeting with Gulf Horizon Telecom');
    expect(lines).toContain('LOCATION:Room 7');
    expect(lines).toContain(
      'DESCRIPTION:Representatives:\\n- Ms. Layla Haddad\\, Head of Investor Relations\\; CFO\\, too\\\\',
    );
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('gives the same UIDs on every export, so a re-import updates', () => {
    const again = buildCalendar([event], { stamp: new Date('2025-09-01T00:00:00Z') });
    const uids = (t: string) =>
      unfold(t)
        .split('\r\n')
        .filter((l) => l.startsWith('UID:'));
    expect(uids(again)).toEqual(uids(text));
  });
});

describe('alarms and revisions', () => {
  const moved: CalendarEvent = { ...event, sequence: 2, lastModified: new Date('2025-08-22T10:15:00Z') };
  const cancelled: CalendarEvent = { ...event, uid: 'meeting-5003@x', status: 'CANCELLED', sequence: 1 };
  const lines = unfold(buildCalendar([moved, cancelled], { stamp, alarmMinutes: 15 })).split('\r\n');
  const eventLines = (uid: string) => {
    const start = lines.indexOf(`UID:${uid}`);
    return lines.slice(start, lines.indexOf('END:VEVENT', start) + 1);
  };

  it('gives each event that stands a display alarm the chosen minutes before its start', () => {
    const own = eventLines(event.uid);
    const at = own.indexOf('BEGIN:VALARM');
    expect(own.slice(at, at + 5)).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Group meeting with Gulf Horizon Telecom',
      'TRIGGER:-PT15M',
      'END:VALARM',
    ]);
  });

  it('keeps the UID of a moved event with its SEQUENCE and LAST-MODIFIED; a cancelled one has no alarm', () => {
    expect(eventLines(event.uid)).toEqual(
      expect.arrayContaining(['SEQUENCE:2', 'LAST-MODIFIED:20250822T101500Z', 'STATUS:CONFIRMED']),
    );
    const gone = eventLines('meeting-5003@x');
    expect(gone).toEqual(expect.arrayContaining(['SEQUENCE:1', 'STATUS:CANCELLED']));
    expect(gone).not.toContain('BEGIN:VALARM');
  });

  it('has no alarm when reminders are off', () => {
    expect(buildCalendar([event], { stamp, alarmMinutes: 0 })).not.toContain('VALARM');
    expect(buildCalendar([event], { stamp })).not.toContain('VALARM');
  });
});

describe('calendar links', () => {
  it('builds a Google Calendar link with UTC dates', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20250908T130000Z/20250908T135000Z');
    expect(url.searchParams.get('text')).toBe(event.summary);
    expect(url.searchParams.get('location')).toBe('Room 7');
  });

  it('builds an Outlook on the web link with UTC ISO times', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('startdt')).toBe('2025-09-08T13:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2025-09-08T13:50:00Z');
    expect(url.searchParams.get('subject')).toBe(event.summary);
  });
});
