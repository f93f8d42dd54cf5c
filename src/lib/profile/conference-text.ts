/**
 * The public conference text (auth/get-conference-text) and the side menu's
 * cancellation link. Layouts read both on a first visit, so their answers are checked
 * with small guards instead of a schema library, which stays out of the entry chunk.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AnswerSchema } from '@/lib/api/client';
import type { ConferenceText } from '@/lib/api/contract';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function guard<T>(check: (data: Record<string, unknown>) => boolean): AnswerSchema<T> {
  return {
    safeParse(data: unknown) {
      return isObject(data) && check(data) ? { success: true, data: data as T } : { success: false };
    },
  };
}

const conferenceTextAnswer = guard<{ conference: ConferenceText }>(
  (data) => isObject(data.conference) && typeof data.conference.conference_email === 'string',
);

const cancellationAnswer = guard<{ cancellation_url: string }>((data) => typeof data.cancellation_url === 'string');

export const conferenceTextKeys = {
  conferenceText: ['conference-text'] as const,
  cancellationUrl: ['cancellation-url'] as const,
};

export const conferenceTextQueryOptions = () =>
  queryOptions({
    queryKey: conferenceTextKeys.conferenceText,
    queryFn: async () => (await api.get('auth/get-conference-text', { schema: conferenceTextAnswer })).conference,
    staleTime: 5 * 60_000,
  });

/** Conference text; its failures are silently ignored (spec A§8), so callers read `data` only. */
export function useConferenceText() {
  return useQuery({ ...conferenceTextQueryOptions(), retry: false });
}

/** The side menu's 'Cancel your application' link; failures are silently ignored (spec A§8). */
export function useCancellationUrl(enabled: boolean) {
  return useQuery({
    queryKey: conferenceTextKeys.cancellationUrl,
    queryFn: async () => (await api.get('auth/get-cancellation-url', { schema: cancellationAnswer })).cancellation_url,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
