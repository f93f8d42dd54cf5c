/**
 * When the answers shown offline were fetched, and how that time reads in the attendee's zone.
 */
import type { QueryClient } from '@tanstack/react-query';
import { t } from '@/i18n/i18n';
import { formatTimeWithZone } from '@/lib/dates/time-zones';

/** The schedule's query key (src/features/schedule/api/get-schedule.ts): its time is the one named first. */
const SCHEDULE_KEY = ['schedule', 'detail'];

/**
 * The instant the kept schedule was fetched; without a kept schedule, the newest kept answer's.
 * Null when nothing is kept.
 */
export function keptDataTime(client: QueryClient): Date | null {
  const queries = client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.data !== undefined && query.state.dataUpdatedAt > 0 });
  if (queries.length === 0) return null;
  const schedule = queries.find((query) => SCHEDULE_KEY.every((part, index) => query.queryKey[index] === part));
  const at = schedule ? schedule.state.dataUpdatedAt : Math.max(...queries.map((query) => query.state.dataUpdatedAt));
  return new Date(at);
}

/** The offline notice, in the attendee's language (called when it renders). */
export function offlineNoticeText(at: Date | null, zone: string): string {
  return at
    ? t('You are offline — showing your schedule as of {time}', { time: formatTimeWithZone(at, zone) })
    : t('You are offline.');
}
