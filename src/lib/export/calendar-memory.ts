/**
 * What the last calendar export held, so the next one can tell a calendar what changed: an
 * event whose UID was exported before and is gone now goes out under that UID with
 * STATUS:CANCELLED (a calendar that imported it removes it); an event whose time, title, place or
 * text changed goes out with a higher SEQUENCE and a new LAST-MODIFIED, so the re-import replaces
 * the old copy. Pure: the
 * caller keeps the memory (per attendee) and passes it back on the next export.
 */
import type { CalendarEvent } from './ics';

export type ExportedEvent = {
  start: number;
  end: number;
  summary: string;
  location: string | null;
  /** The event's content as exported, to tell whether it changed since. */
  fingerprint: string;
  sequence: number;
  cancelled: boolean;
  /** When the event last changed (first exported, changed, cancelled), in milliseconds. */
  modified: number;
};

/** By UID. */
export type ExportMemory = Record<string, ExportedEvent>;

/** A short, stable digest of a text (FNV-1a, 32 bits): only compared with itself. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function fingerprintOf(event: CalendarEvent): string {
  return digest(
    JSON.stringify([
      event.start.getTime(),
      event.end.getTime(),
      event.summary,
      event.location ?? null,
      event.description ?? null,
      event.url ?? null,
    ]),
  );
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The memory as kept on the device; entries that cannot be read are left out. */
export function readExportMemory(value: unknown): ExportMemory | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const memory: ExportMemory = {};
  for (const [uid, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    if (!isFiniteNumber(e.start) || !isFiniteNumber(e.end) || typeof e.summary !== 'string') continue;
    memory[uid] = {
      start: e.start,
      end: e.end,
      summary: e.summary,
      location: typeof e.location === 'string' ? e.location : null,
      fingerprint: typeof e.fingerprint === 'string' ? e.fingerprint : '',
      sequence: isFiniteNumber(e.sequence) && e.sequence >= 0 ? Math.floor(e.sequence) : 0,
      cancelled: e.cancelled === true,
      modified: isFiniteNumber(e.modified) ? e.modified : 0,
    };
  }
  return memory;
}

/**
 * The events to write now, and the memory to keep once they are written: every current event
 * (its SEQUENCE raised when it changed, or comes back after a cancellation), then every event
 * exported before and gone now as CANCELLED under its old UID. A cancelled event stays in the
 * memory and goes out as cancelled on every later export, so a calendar that only imports a
 * later file still removes it.
 */
export function eventsToExport(
  previous: ExportMemory | null,
  events: CalendarEvent[],
  at: Date = new Date(0),
): { events: CalendarEvent[]; memory: ExportMemory } {
  const memory: ExportMemory = {};
  const stamp = at.getTime();
  const out: CalendarEvent[] = [];
  for (const event of events) {
    const before = previous?.[event.uid];
    const fingerprint = fingerprintOf(event);
    const changed = !before || before.cancelled || before.fingerprint !== fingerprint;
    const sequence = before ? before.sequence + (changed ? 1 : 0) : 0;
    const modified = changed || !before.modified ? stamp : before.modified;
    memory[event.uid] = {
      start: event.start.getTime(),
      end: event.end.getTime(),
      summary: event.summary,
      location: event.location ?? null,
      fingerprint,
      sequence,
      cancelled: false,
      modified,
    };
    out.push({ ...event, sequence, status: 'CONFIRMED', lastModified: new Date(modified) });
  }
  for (const [uid, before] of Object.entries(previous ?? {})) {
    if (memory[uid]) continue;
    const sequence = before.cancelled ? before.sequence : before.sequence + 1;
    const modified = before.cancelled && before.modified ? before.modified : stamp;
    memory[uid] = { ...before, sequence, cancelled: true, modified };
    out.push({
      uid,
      start: new Date(before.start),
      end: new Date(before.end),
      summary: before.summary,
      location: before.location,
      sequence,
      status: 'CANCELLED',
      lastModified: new Date(modified),
    });
  }
  return { events: out, memory };
}
