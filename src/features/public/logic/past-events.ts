/**
 * Past-events filter of the landing page (spec A§2): the date text must contain the chosen year and month. Each month
 * is also its label, a catalogue text (shown in the attendee's language, matched in English against the date text).
 */
import type { MessageId } from '@/i18n/i18n';

export const EVENT_YEARS = ['2024', '2023', '2022'] as const;
export const EVENT_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const satisfies readonly MessageId[];

export type PastEvent = { image: string; date: string; title: string };
export type EventFilter = { year: string; month: string };

/** An empty year or month means any. Months match case-insensitively ('sep' matches "12 Sep 2024"). */
export function filterEvents<E extends Pick<PastEvent, 'date'>>(events: E[], filter: EventFilter): E[] {
  const year = filter.year.trim();
  const month = filter.month.trim().toLowerCase();
  return events.filter((event) => {
    const text = event.date.toLowerCase();
    return (!year || text.includes(year)) && (!month || text.includes(month));
  });
}
