/**
 * The signed-in attendee's data set (auth/get-required-data-update-profile), read by
 * the shell, the dashboard and the register page in update mode, and the public
 * conference text (auth/get-conference-text).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { isRecord } from '@/lib/api/read';
import type { RegistrationData } from '@/lib/api/contract';
import {
  answerSchema,
  bool,
  dateText,
  list,
  namedRef,
  num,
  optional,
  orNull,
  str,
  textOr,
  textOrNull,
  withDefault,
} from '@/lib/api/schema';

const agendaSlot = z.looseObject({ id: num(), date: str(), start_time: textOr(''), end_time: textOr('') });

const PERSON_TEXTS = [
  'first_name',
  'middle_name',
  'family_name',
  'formatted_name',
  'job_title',
  'address',
  'email',
  'additional_email',
  'telephone',
  'mobile',
  'assistant_name',
  'assistant_phone',
  'assistant_email',
  'biography',
] as const;

/** The details the dashboard shows and the registration forms start from: text or nothing, never an object. */
const personTexts = Object.fromEntries(PERSON_TEXTS.map((key) => [key, textOrNull()]));

/** The attendee (§3.1): id, name and type are needed; every other part has a default. */
const personSchema = z.looseObject({
  id: num(),
  client_id: optional(num()),
  client_type_id: num(),
  client_type: optional(z.looseObject({ id: optional(num()), type: optional(num()) })),
  full_titled_name: str(),
  ...personTexts,
  title: optional(namedRef()),
  company_id: optional(num()),
  company: optional(
    z.looseObject({
      id: optional(num()),
      name: textOr(''),
      clients: list(z.looseObject({ id: num(), full_titled_name: textOr('') })),
    }),
  ),
  country_id: orNull(num()),
  nationality_id: orNull(num()),
  user: orNull(z.looseObject({ id: optional(num()), username: textOr('') })),
  conferences_clients: list(z.looseObject({ id: optional(num()), status: optional(num()) })),
});

const presenterProperty = z.looseObject({
  available_slot: list(num()),
  need_screen: orNull(bool()),
  media_interview: orNull(bool()),
});

const conferenceSchema = z.looseObject({
  id: optional(num()),
  name: textOr(''),
  start_date: textOr(''),
  end_date: textOr(''),
  split_days: withDefault(num(), 1),
  minimum_slots_for_presenters: withDefault(num(), 0),
  presenter_slot_capacity: withDefault(num(), 0),
  cut_off_date: dateText(),
  allow_investor_slots_registration: withDefault(bool(), false),
  web_enable_remark_box: withDefault(bool(), false),
  web_show_profile_schedule_summary: withDefault(bool(), false),
  web_show_profile_meeting_preferences: withDefault(bool(), false),
  investor_selection_limit: optional(num()),
  disable_arrival_dates: withDefault(bool(), false),
  disable_depature_dates: withDefault(bool(), false),
  is_virtual: withDefault(bool(), false),
});

/**
 * The registration data set (§3.15) as the portal reads it. The shell and the dashboard
 * need only the attendee's id, name and type: every other part is read with its default
 * (lists empty, no colleagues, no late slots, `session_data` absent = no known expiry),
 * so a part the server leaves out never makes the profile unreadable.
 */
export const registrationDataSchema = answerSchema<RegistrationData>(
  z.looseObject({
    client: z.looseObject({
      id: optional(num()),
      client_id: optional(num()),
      status: optional(num()),
      available_slot: list(num()),
      presenter_property: orNull(presenterProperty),
      prefer_interview: orNull(bool()),
      client: personSchema,
    }),
    lists: withDefault(
      z.looseObject({
        countries: list(namedRef()),
        agenda_slots: list(agendaSlot),
        closed_days: list(str()),
        closed_conference_days: list(str()),
        timezones: list(z.looseObject({ code: str(), label: textOr('') })),
      }),
      { countries: [], agenda_slots: [], closed_days: [], closed_conference_days: [], timezones: [] },
    ),
    presenter_mates: list(
      z.looseObject({
        id: num(),
        conf_client_id: optional(num()),
        status: optional(num()),
        available_slot: list(num()),
        // The colleagues' table and forms show these: text or nothing, as the attendee's own.
        full_titled_name: textOr(''),
        ...personTexts,
      }),
    ),
    session_data: optional(z.looseObject({ sesstion_lifetime: optional(num()) })),
    conference_dates: list(str()),
    // Pages built on the data set read the conference's switches: one the server leaves out (or sends
    // as something else than a record) reads as the record with every default.
    conference: z.pipe(
      z.transform((value: unknown) => (isRecord(value) ? value : {})),
      conferenceSchema,
    ),
    available_slots: list(agendaSlot),
  }),
);

export const profileKeys = {
  all: ['profile'] as const,
};

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: () =>
      api.get<RegistrationData>('auth/get-required-data-update-profile', { schema: registrationDataSchema }),
    staleTime: 60_000,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * The profile for a page that builds a form from it. An answer kept on the device (offline
 * cache) is fetched again when the page opens online; until that answer arrives the page gets
 * no data, so its form starts from what the server holds now and nothing typed is replaced
 * later. Offline the fetch waits and the kept answer is given at once.
 */
export function useProfileForForm() {
  const query = useProfile();
  const refreshingKept = query.isFetching && !query.isFetchedAfterMount && query.data !== undefined;
  return refreshingKept ? { ...query, data: undefined } : query;
}

/** Presenter ⇔ client_type_id 4 ⇔ client_type.type 2 (contract §1.4). */
export function isPresenterProfile(data: Pick<RegistrationData, 'client'> | undefined | null): boolean {
  const person = data?.client?.client;
  if (!person) return false;
  return person.client_type_id === 4 || person.client_type?.type === 2;
}

export {
  cancellationUrlQueryOptions,
  conferenceTextQueryOptions,
  useCancellationUrl,
  useConferenceText,
} from './conference-text';

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
