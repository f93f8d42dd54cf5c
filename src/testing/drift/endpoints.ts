/**
 * The endpoints the drift suite serves drifted, with the fields the API contract marks
 * optional or nullable (and the optional parts the portal documents defaults for), the
 * page that reads each, and a field that page cannot work without.
 */
import { registeredCompaniesSchema } from '@/features/companies';
import { colleaguesSchema, preferenceCompaniesSchema } from '@/features/dashboard';
import { preferencesAnswerSchema } from '@/features/preferences';
import { scheduleSchema } from '@/features/schedule';
import type { AnswerSchema } from '@/lib/api/client';
import { conferenceTextAnswer } from '@/lib/profile/conference-text';
import { registrationDataSchema } from '@/lib/profile/profile';

export type Role = 'investor' | 'presenter' | 'visitor';

export type DriftEndpoint = {
  /** Path under the API base, as the portal calls it. */
  path: string;
  /** The row of the drift table (the path, with the role when one endpoint is served to several). */
  label: string;
  /** Who asks for the demo answer (and is signed in for the page). */
  role: Role;
  /** The page that reads the endpoint. */
  page: string;
  /** The answer check the portal applies. */
  schema: AnswerSchema<unknown>;
  /** Optional or nullable fields; nested paths come before their parents. */
  optional: string[];
  /** Query parameters of the call besides conference_id. */
  params?: Record<string, string>;
  /** A field the page cannot work without, and the message the page shows instead (none for a call that may fail silently). */
  needed?: { path: string; message: string | RegExp };
};

const conferenceUrls = [
  'map_link',
  'android_url',
  'ios_url',
  'presentations_url',
  'companies_list_url',
  'schedule_assistance_url',
  'valuation_table_url',
];

const personNullable = [
  'middle_name',
  'job_title',
  'address',
  'country_id',
  'nationality_id',
  'additional_email',
  'telephone',
  'mobile',
  'assistant_name',
  'assistant_phone',
  'assistant_email',
  'biography',
  'user',
];

const companyOptional = (list: string) =>
  [
    ...(list === 'companies' ? ['uploads.*.presentation', 'uploads.*.profile'] : []),
    'website',
    'country',
    'sector',
    'bloomberg',
    'reuter',
  ].map((field) => `${list}.*.${field}`);

/** The signed-in attendee's data set, read by the page at `page` for `role`. */
const profileEndpoint = (reader: string, role: DriftEndpoint['role'], page: string): DriftEndpoint => ({
  path: 'auth/get-required-data-update-profile',
  label: `auth/get-required-data-update-profile (${reader})`,
  role,
  page,
  schema: registrationDataSchema as AnswerSchema<unknown>,
  optional: [
    'client.presenter_property',
    'client.arrival_date',
    'client.arrival_time',
    'client.departure_date',
    'client.departure_time',
    'client.remarks',
    'client.prefer_interview',
    ...personNullable.map((field) => `client.client.${field}`),
    'presenter_mates',
    'session_data',
    'available_slots',
    'conference.cut_off_date',
    ...conferenceUrls.map((field) => `conference.${field}`),
  ],
  needed: { path: 'client.client.full_titled_name', message: 'We could not load your profile.' },
});

export const driftEndpoints: DriftEndpoint[] = [
  profileEndpoint('investor', 'investor', '/user/dashboard'),
  profileEndpoint('presenter', 'presenter', '/user/dashboard'),
  {
    path: 'auth/get-schedule',
    label: 'auth/get-schedule',
    role: 'investor',
    page: '/user/schedule-preview',
    schema: scheduleSchema as AnswerSchema<unknown>,
    optional: [
      'company',
      'room_number',
      'schedule.*.*.name',
      'schedule.*.*.description',
      'schedule.*.*.company',
      'schedule.*.*.room.meeting_link',
      'schedule.*.*.room.meeting_id',
      'schedule.*.*.room.meeting_password',
      'schedule.*.*.room.sip',
      'schedule.*.*.room.host_key',
      'schedule.*.*.room',
      'schedule.*.*.room_number',
      'schedule.*.*.presenters.*.job_title',
      'schedule.*.*.presenters.*.biography',
      ...conferenceUrls.map((field) => `conf.${field}`),
    ],
    needed: { path: 'schedule.*.*.start_time', message: 'We could not load your schedule.' },
  },
  {
    path: 'auth/preferences',
    label: 'auth/preferences',
    role: 'investor',
    page: '/user/preferences',
    schema: preferencesAnswerSchema as AnswerSchema<unknown>,
    optional: [
      'companies.*.country',
      'companies.*.sector',
      'companies.*.preferences.id',
      'companies.*.preferences.meeting_type_readable',
      'companies.*.preferences.meeting_priority_readable',
      'grouped_selection_limit',
      'conference.cut_off_date',
      ...personNullable.map((field) => `client.${field}`),
    ],
    needed: { path: 'companies.*.id', message: 'We could not load your meeting preferences.' },
  },
  {
    path: 'general/registerd-companies',
    label: 'general/registerd-companies',
    role: 'investor',
    page: '/user/companies',
    schema: registeredCompaniesSchema as AnswerSchema<unknown>,
    optional: [...companyOptional('companies'), ...companyOptional('no_presentations_companies')],
    needed: { path: 'companies.*.name', message: 'We could not load the companies.' },
  },
  {
    path: 'auth/get-conference-text',
    label: 'auth/get-conference-text',
    role: 'visitor',
    page: '/important-deadlines',
    schema: conferenceTextAnswer as AnswerSchema<unknown>,
    optional: [
      'conference.presenters_registration_deadline',
      'conference.investors_registration_deadline',
      'conference.presentations_deadline',
      'conference.participation_guidelines_url',
    ],
    needed: { path: 'conference', message: /Some dates could not be loaded\./ },
  },
  profileEndpoint('registration update', 'investor', '/user/registration'),
  {
    path: 'auth/get-colleagues',
    label: 'auth/get-colleagues',
    role: 'presenter',
    page: '/user/dashboard',
    schema: colleaguesSchema as AnswerSchema<unknown>,
    optional: personNullable.map((field) => `colleagues.*.${field}`),
  },
  {
    path: 'auth/preferences/client/companies',
    label: 'auth/preferences/client/companies',
    role: 'investor',
    page: '/user/dashboard',
    params: { client_id: '1001' },
    schema: preferenceCompaniesSchema as AnswerSchema<unknown>,
    optional: [
      'companies.*.country',
      'companies.*.sector',
      'companies.*.preferences.id',
      'companies.*.preferences.meeting_type_readable',
      'companies.*.preferences.meeting_priority_readable',
    ],
  },
];
