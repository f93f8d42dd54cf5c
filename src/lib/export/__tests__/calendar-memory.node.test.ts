import { describe, expect, it } from 'vitest';
import { eventsToExport, readExportMemory } from '../calendar-memory';
import { buildCalendar, type CalendarEvent } from '../ics';

const meeting = (uid: string, startIso: string, overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid,
  start: new Date(startIso),
  end: new Date(Date.parse(startIso) + 50 * 60_000),
  summary: `Meeting ${uid}`,
  location: 'Room 4',
  ...overrides,
});
const nile = meeting('meeting-5001@x', '2025-09-08T08:30:00Z');
const gulf = meeting('meeting-5002@x', '2025-09-08T13:00:00Z', { location: 'Room 7' });

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
/** Each VEVENT of a file as its properties. */
const vevents = (text: string) =>
  unfold(text)
    .join('\n')
    .split('BEGIN:VEVENT\n')
    .slice(1)
    .map((block) => block.split('\nEND:VEVENT')[0].split('\n'));

describe('what the last calendar export held', () => {
  it('a first export: every event once, confirmed, no SEQUENCE', () => {
    const { events, memory } = eventsToExport(null, [nile, gulf]);
    expect(events.map((e) => [e.uid, e.status, e.sequence])).toEqual([
      ['meeting-5001@x', 'CONFIRMED', 0],
      ['meeting-5002@x', 'CONFIRMED', 0],
    ]);
    expect(Object.keys(memory)).toEqual(['meeting-5001@x', 'meeting-5002@x']);
    const file = buildCalendar(events, { stamp: new Date('2025-08-20T09:00:00Z') });
    expect(file).not.toContain('SEQUENCE');
  });

  it('the same events again: same UIDs and sequences, nothing cancelled', () => {
    const first = eventsToExport(null, [nile, gulf]);
    const again = eventsToExport(first.memory, [nile, gulf]);
    expect(again.events.map((e) => [e.uid, e.status, e.sequence])).toEqual([
      ['meeting-5001@x', 'CONFIRMED', 0],
      ['meeting-5002@x', 'CONFIRMED', 0],
    ]);
  });

  it('a meeting cancelled since the last export goes out under its old UID as CANCELLED, with a higher SEQUENCE', () => {
    const first = eventsToExport(null, [nile, gulf]);
    const next = eventsToExport(first.memory, [nile]);
    const file = buildCalendar(next.events, { stamp: new Date('2025-08-21T09:00:00Z') });
    const [kept, cancelled] = vevents(file);
    expect(kept).toContain('UID:meeting-5001@x');
    expect(kept).toContain('STATUS:CONFIRMED');
    expect(cancelled).toEqual(
      expect.arrayContaining([
        'UID:meeting-5002@x',
        'STATUS:CANCELLED',
        'SEQUENCE:1',
        'DTSTART:20250908T130000Z',
        'DTEND:20250908T135000Z',
        'SUMMARY:Meeting meeting-5002@x',
        'LOCATION:Room 7',
      ]),
    );
    // Later exports keep telling it, without raising its sequence again.
    const later = eventsToExport(next.memory, [nile]);
    expect(later.events.find((e) => e.uid === 'meeting-5002@x')).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });

  it('a moved or renamed event keeps its UID and gets a higher SEQUENCE; one that comes back is confirmed again', () => {
    const first = eventsToExport(null, [nile, gulf]);
    const moved = meeting('meeting-5001@x', '2025-09-08T10:30:00Z');
    const second = eventsToExport(first.memory, [moved, gulf]);
    expect(second.events.map((e) => [e.uid, e.sequence])).toEqual([
      ['meeting-5001@x', 1],
      ['meeting-5002@x', 0],
    ]);
    const third = eventsToExport(eventsToExport(second.memory, [moved]).memory, [moved, gulf]);
    expect(third.events.find((e) => e.uid === 'meeting-5002@x')).toMatchObject({ status: 'CONFIRMED', sequence: 2 });
  });

  it('reads a kept memory tolerantly', () => {
    const { memory } = eventsToExport(null, [nile]);
    expect(readExportMemory(JSON.parse(JSON.stringify(memory)))).toEqual(memory);
    expect(readExportMemory(null)).toBeNull();
    expect(readExportMemory({ bad: { start: 'x' }, ok: { start: 1, end: 2, summary: 's' } })).toEqual({
      ok: {
        start: 1,
        end: 2,
        summary: 's',
        location: null,
        fingerprint: '',
        sequence: 0,
        cancelled: false,
        modified: 0,
      },
    });
  });

  it('says when each event last changed: a moved one gets a new LAST-MODIFIED, an unchanged one keeps its own', () => {
    const first = eventsToExport(null, [nile], new Date('2025-08-20T09:00:00Z'));
    expect(first.events[0].lastModified?.toISOString()).toBe('2025-08-20T09:00:00.000Z');
    const same = eventsToExport(first.memory, [nile], new Date('2025-08-21T09:00:00Z'));
    expect(same.events[0].lastModified?.toISOString()).toBe('2025-08-20T09:00:00.000Z');
    const moved = {
      ...nile,
      start: new Date(nile.start.getTime() + 3_600_000),
      end: new Date(nile.end.getTime() + 3_600_000),
    };
    const later = eventsToExport(same.memory, [moved], new Date('2025-08-22T09:00:00Z'));
    expect(later.events[0]).toMatchObject({ uid: nile.uid, sequence: 1, status: 'CONFIRMED' });
    expect(later.events[0].lastModified?.toISOString()).toBe('2025-08-22T09:00:00.000Z');
    const gone = eventsToExport(later.memory, [], new Date('2025-08-23T09:00:00Z'));
    expect(gone.events[0]).toMatchObject({ uid: nile.uid, sequence: 2, status: 'CANCELLED' });
    expect(gone.events[0].lastModified?.toISOString()).toBe('2025-08-23T09:00:00.000Z');
    const stillGone = eventsToExport(gone.memory, [], new Date('2025-08-24T09:00:00Z'));
    expect(stillGone.events[0]).toMatchObject({ sequence: 2, status: 'CANCELLED' });
    expect(stillGone.events[0].lastModified?.toISOString()).toBe('2025-08-23T09:00:00.000Z');
  });
});
