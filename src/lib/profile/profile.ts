/**
 * The signed-in attendee's data set (auth/get-required-data-update-profile), read by
 * the shell, the dashboard and the register page in update mode, and the public
 * conference text (auth/get-conference-text).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, type AnswerSchema } from '@/lib/api/client';
import type { RegistrationData } from '@/lib/api/contract';

const personSchema = z.looseObject({
  id: z.number(),
  client_id: z.number(),
  client_type_id: z.number(),
  full_titled_name: z.string(),
});

/** Checks the fields the portal relies on; the rest of the data set passes through as the contract types it. */
export const registrationDataSchema = z.looseObject({
  client: z.looseObject({
    id: z.number(),
    client_id: z.number(),
    status: z.number(),
    available_slot: z.array(z.number()),
    client: personSchema,
  }),
  lists: z.looseObject({ agenda_slots: z.array(z.looseObject({ id: z.number(), date: z.string() })) }),
  presenter_mates: z.array(z.looseObject({ id: z.number() })),
  session_data: z.looseObject({ sesstion_lifetime: z.number() }),
  conference_dates: z.array(z.string()),
  conference: z.looseObject({ id: z.number(), name: z.string() }),
  available_slots: z.array(z.looseObject({ id: z.number() })),
}) as unknown as AnswerSchema<RegistrationData>;

export const profileKeys = {
  all: ['profile'] as const,
};

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: () => api.get<RegistrationData>('auth/get-required-data-update-profile', { schema: registrationDataSchema }),
    staleTime: 60_000,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Presenter ⇔ client_type_id 4 ⇔ client_type.type 2 (contract §1.4). */
export function isPresenterProfile(data: Pick<RegistrationData, 'client'> | undefined | null): boolean {
  const person = data?.client?.client;
  if (!person) return false;
  return person.client_type_id === 4 || person.client_type?.type === 2;
}

export { conferenceTextQueryOptions, useCancellationUrl, useConferenceText } from './conference-text';

/** Turns an absolute link to this portal into an in-app path; other links stay as they are. */
export function toInAppPath(url: string): { internal: boolean; href: string } {
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin === window.location.origin) return { internal: true, href: `${parsed.pathname}${parsed.search}` };
    return { internal: false, href: parsed.toString() };
  } catch {
    return { internal: false, href: url };
  }
}
