/**
 * "Now" and "Next" during the conference: what is on at an instant, what starts next (several
 * items when they start at the same minute), and how long until then ("in 25 min").
 */
import { t } from '@/i18n/i18n';
import { EVENT_TIME_ZONE, wallClockAt, zonedToInstant } from '@/lib/dates/time-zones';
import type { AgendaItem } from './timeline';

export type TimedEntry = { key: string; startAt: number; endAt: number };

export type NowNext = { now: string[]; next: string[]; nextAt: number | null };

export const NOTHING_NOW: NowNext = { now: [], next: [], nextAt: null };

/** The items that take part: timed ones, not cancelled, as instants. */
export function timedEntries(items: AgendaItem[]): TimedEntry[] {
  return items
    .filter((item) => item.timed && item.kind !== 'cancelled')
    .map((item) => ({
      key: item.key,
      startAt: zonedToInstant(item.date, item.start).getTime(),
      endAt: zonedToInstant(item.date, item.end).getTime(),
    }))
    .filter((entry) => Number.isFinite(entry.startAt) && Number.isFinite(entry.endAt));
}

/** What is on at `at` (started, not yet ended), and what starts next after it. */
export function nowAndNext(entries: TimedEntry[], at: number): NowNext {
  const now = entries.filter((e) => e.startAt <= at && at < e.endAt).map((e) => e.key);
  const upcoming = entries.filter((e) => e.startAt > at);
  if (upcoming.length === 0) return { now, next: [], nextAt: null };
  const nextAt = Math.min(...upcoming.map((e) => e.startAt));
  return { now, next: upcoming.filter((e) => e.startAt === nextAt).map((e) => e.key), nextAt };
}

/** Whether `at` falls on one of the conference days (London). */
export function isConferenceDay(at: Date, conferenceDates: readonly string[]): boolean {
  return conferenceDates.includes(wallClockAt(at, EVENT_TIME_ZONE).date);
}

/**
 * "in 25 min", "in 1 h", "in 2 h 5 min", "in 3 days"; whole minutes, rounded up. In the attendee's language (the
 * message catalogue), when called.
 */
export function untilText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return t('in {minutes} min', { minutes });
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? t('in {hours} h {minutes} min', { hours, minutes: rest }) : t('in {hours} h', { hours });
  }
  const days = Math.round(minutes / (24 * 60));
  return t('{days, plural, one {in {days} day} other {in {days} days}}', { days });
}
