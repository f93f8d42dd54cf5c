/**
 * The public conference text (auth/get-conference-text) and the side menu's
 * cancellation link. Layouts read both on a first visit, so their answers are checked
 * with small guards instead of a schema library, which stays out of the entry chunk.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AnswerSchema } from '@/lib/api/client';
import type { ConferenceText } from '@/lib/api/contract';
import { isRecord, readNumber, readText } from '@/lib/api/read';

/** An answer read by `read`, which returns null when the page cannot work with it. */
function guard<T>(read: (data: Record<string, unknown>) => T | null): AnswerSchema<T> {
  return {
    safeParse(data: unknown) {
      const value = isRecord(data) ? read(data) : null;
      return value === null ? { success: false } : { success: true, data: value };
    },
  };
}

/**
 * The conference text with the portal's reading rules: a deadline left out or unreadable
 * reads as null ("To be announced"), a missing e-mail as absent (the callers' fallback
 * address is used), the tour count as a number; other fields pass through.
 */
export const conferenceTextAnswer = guard<{ conference: ConferenceText }>((data) => {
  const conference = data.conference;
  if (!isRecord(conference)) return null;
  return {
    ...data,
    conference: {
      ...conference,
      conference_email: readText(conference.conference_email) ?? undefined,
      presenters_registration_deadline: readText(conference.presenters_registration_deadline),
      investors_registration_deadline: readText(conference.investors_registration_deadline),
      presentations_deadline: readText(conference.presentations_deadline),
      participation_guidelines_url: readText(conference.participation_guidelines_url),
      tour_booking_count: readNumber(conference.tour_booking_count) ?? 0,
    } as ConferenceText,
  };
});

/**
 * The cancellation link as the side menu may follow it: a path of this portal or a web address.
 * Anything else (a script address, text that is no address) reads as no link.
 */
export function cancellationLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const cancellationAnswer = guard<{ cancellation_url: string }>((data) => {
  const link = cancellationLink(data.cancellation_url);
  return link === null ? null : { ...data, cancellation_url: link };
});

export const conferenceTextKeys = {
  conferenceText: ['conference-text'] as const,
  cancellationUrl: ['cancellation-url'] as const,
};

/** Conference text; its failures are silently ignored (spec A§8), so it is not asked for again and callers read `data` only. */
export const conferenceTextQueryOptions = () =>
  queryOptions({
    queryKey: conferenceTextKeys.conferenceText,
    queryFn: async () => (await api.get('auth/get-conference-text', { schema: conferenceTextAnswer })).conference,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useConferenceText() {
  return useQuery(conferenceTextQueryOptions());
}

/** The side menu's 'Cancel your application' link; failures are silently ignored (spec A§8). */
export const cancellationUrlQueryOptions = () =>
  queryOptions({
    queryKey: conferenceTextKeys.cancellationUrl,
    queryFn: async () => (await api.get('auth/get-cancellation-url', { schema: cancellationAnswer })).cancellation_url,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useCancellationUrl(enabled: boolean) {
  return useQuery({ ...cancellationUrlQueryOptions(), enabled });
}
