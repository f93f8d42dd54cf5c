import type { AgendaSlot, Colleague, Conference, RegistrationData } from '@/lib/api/contract';
import { conference as demoConference } from '@/mocks/fixtures/conference';

const slot = (id: number, date: string, start: string, end: string): AgendaSlot => ({
  id,
  date,
  start_time: start,
  end_time: end,
});

export const agenda: AgendaSlot[] = [1, 2, 3, 4].flatMap((day) => {
  const date = `2025-09-${String(7 + day).padStart(2, '0')}`;
  return [
    slot(day * 100 + 1, date, '08:30:00', '09:20:00'),
    slot(day * 100 + 2, date, '09:30:00', '10:20:00'),
    slot(day * 100 + 5, date, '14:00:00', '14:50:00'),
  ];
});

/** Only the settings the registration form reads, taken from the demo conference, so each test states the ones it changes. */
const formSettings = [
  'id',
  'name',
  'start_date',
  'end_date',
  'split_days',
  'minimum_slots_for_presenters',
  'presenter_slot_capacity',
  'cut_off_date',
  'allow_investor_slots_registration',
  'web_enable_remark_box',
  'investor_redirection_route',
  'disable_arrival_dates',
  'disable_depature_dates',
] as const satisfies readonly (keyof Conference)[];

// The form never reads the other settings, so this partial record stands in for a whole conference.
export const conference = Object.fromEntries(formSettings.map((key) => [key, demoConference[key]])) as Conference;

export function mate(overrides: Partial<Colleague> = {}): Colleague {
  return {
    id: 1104,
    client_id: 1104,
    first_name: 'Sara',
    family_name: 'Mansour',
    full_titled_name: 'Ms. Sara Mansour',
    job_title: 'Investor Relations Manager',
    address: null,
    country_id: 784,
    nationality_id: null,
    email: 'sara.mansour@gulfhorizon.example',
    additional_email: null,
    telephone: '+971 4 000 1104',
    mobile: '+971 50 000 1104',
    assistant_name: null,
    assistant_phone: null,
    assistant_email: null,
    biography: null,
    timezone: 'Asia/Dubai',
    conf_client_id: 2104,
    status: 1,
    status_human: 'Not Registered',
    available_slot: [],
    ...overrides,
  } as Colleague;
}

export function registrationData(
  role: 'investor' | 'presenter',
  overrides: { conference?: Partial<Conference>; user?: boolean } = {},
): RegistrationData {
  const presenter = role === 'presenter';
  return {
    status: 200,
    client: {
      id: presenter ? 2102 : 2002,
      client_id: presenter ? 1102 : 1002,
      conference_id: 14,
      status: 1,
      status_human: 'Not Registered',
      invitation_code: presenter ? 'INV-PRESENTER-01' : 'INV-INVESTOR-01',
      available_slot: presenter ? [] : [101, 102],
      presenter_property: presenter ? { available_slot: [301, 302], need_screen: true, media_interview: null } : null,
      timezone: presenter ? 'Asia/Riyadh' : '',
      arrival_date: presenter ? '2025-09-07' : null,
      arrival_time: presenter ? '18:30:00' : null,
      departure_date: null,
      departure_time: null,
      remarks: null,
      prefer_interview: null,
      client: {
        id: presenter ? 1102 : 1002,
        client_id: presenter ? 1102 : 1002,
        title: { id: 1, name: 'Mr.' },
        first_name: 'Faisal',
        middle_name: null,
        family_name: 'Al-Qahtani',
        full_titled_name: 'Mr. Faisal Al-Qahtani',
        formatted_name: 'Faisal Al-Qahtani',
        job_title: 'Chief Executive Officer',
        company_id: 502,
        company: { id: 502, name: 'Red Sea Properties', clients: [] },
        address: 'King Fahd Road',
        country_id: 682,
        nationality_id: 682,
        email: 'faisal@redsea.example',
        additional_email: null,
        telephone: '+966 11 000 1102',
        mobile: '+966 50 000 1102',
        assistant_name: null,
        assistant_phone: null,
        assistant_email: null,
        client_type_id: presenter ? 4 : 1,
        client_type: presenter ? { id: 4, type: 2 } : { id: 1, type: 1 },
        biography: null,
        user: overrides.user ? { id: 9, username: 'faisal.q' } : null,
        timezone: 'Asia/Riyadh',
        conferences_clients: [],
      },
    },
    lists: {
      countries: [{ id: 682, name: 'Saudi Arabia' }],
      agenda_slots: agenda,
      closed_days: [],
      closed_conference_days: [],
      timezones: [
        { code: 'Europe/London', label: '(GMT+01:00) London' },
        { code: 'Asia/Riyadh', label: '(GMT+03:00) Riyadh' },
        { code: 'Asia/Dubai', label: '(GMT+04:00) Dubai' },
      ],
    },
    presenter_mates: presenter ? [mate()] : [],
    session_data: { sesstion_lifetime: 1800 },
    conference_dates: ['2025-09-08', '2025-09-09', '2025-09-10', '2025-09-11'],
    conference: { ...conference, ...overrides.conference },
    available_slots: [],
  };
}

/** Login details that pass the main form's rules, for the investor and the presenter of the data sets above. */
export const validLogin = {
  investor: { username: 'hannah.s', current_password: '', password: 'secret12', password_confirmation: 'secret12' },
  presenter: { username: 'faisal.q', current_password: '', password: 'secret12', password_confirmation: 'secret12' },
};

/** A presenter's arrival and departure that fit the presenter data set's chosen day. */
export const validTravel = {
  arrival_date: '2025-09-07',
  arrival_time: '18:30',
  departure_date: '2025-09-12',
  departure_time: '11:00',
};
