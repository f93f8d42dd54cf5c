/**
 * The main registration form (spec B§2 Register page, B§3 Registration form, B§5;
 * contract §5.3, §5.4, §13): its values, its options, its initial values from the
 * registration data set, its validation rules and its mapping onto the request body.
 */
import { z } from 'zod/mini';
import type {
  AgendaSlot,
  Colleague,
  ColleagueSubmit,
  Conference,
  DateStr,
  Id,
  RegistrationData,
  RegistrationForm,
  SignupBody,
  TimeZone,
  UpdateProfileBody,
} from '@/lib/api/contract';
import { checkTravelDates } from './arrival-window';
import { colleagueDetailsInput } from '@/features/colleagues';

import {
  INVALID_EMAIL,
  MIN_LENGTH,
  PASSWORD_MIN,
  PASSWORDS_IDENTICAL,
  QUESTION_MANDATORY,
  REQUIRED,
  SESSION_EXPIRED,
  SLOT_REQUIRED,
  USERNAME_MIN,
} from '../messages';

export { INVALID_EMAIL, MIN_LENGTH, PASSWORD_MIN, PASSWORDS_IDENTICAL, QUESTION_MANDATORY, REQUIRED, SESSION_EXPIRED, SLOT_REQUIRED, USERNAME_MIN };

export const PREFERENCES_ROUTE = '/user/preferences';
export const DEFAULT_INVESTOR_ZONE = 'Europe/London';
export const DEFAULT_PRESENTER_ZONE = 'Asia/Dubai';

// Any top-level domain is accepted (spec B§5).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

export type LoginDetailsValues = RegistrationForm['login_details'];
export type ClientDetailsValues = RegistrationForm['client_details'];
export type ArrivalValues = { arrival_date: string; arrival_time: string; departure_date: string; departure_time: string };

export type RegisterFormValues = {
  update_login: boolean;
  login_details: LoginDetailsValues;
  client_details: ClientDetailsValues;
  available_slot: Id[];
  conference_dates: DateStr[];
  timezone: TimeZone;
  arrival_dates: ArrivalValues;
  screen: boolean | null;
  media_interview: boolean | null;
  remarks: string;
  /** Investors: the chosen days group (B§4 Days group). */
  days_group: number | null;
  /** Presenters: conf_client_ids of the colleagues registered with this submit. */
  colleagues: Id[];
};

/** B§3 "Form options". `updateMode`: a logged-in attendee editing (current password asked). */
export type FormOptions = {
  isPresenter: boolean;
  isInvestor: boolean;
  updateMode: boolean;
  clientHasAppUser: boolean;
  enableRemarks: boolean;
  allow_investor_slots_registration: boolean;
  disable_arrival_dates: boolean;
  disable_depature_dates: boolean;
};

export type PresenterAvailabilityValue = { timezone: string; conference_dates: string[]; available_slot: number[] };
export type PresenterAvailabilityValidator = (
  value: PresenterAvailabilityValue,
  conference: Conference,
) => Record<string, string | undefined> | null;

export function isPresenterData(data: Pick<RegistrationData, 'client'>): boolean {
  const person = data.client.client;
  return person.client_type_id === 4 || person.client_type?.type === 2;
}

export function formOptions(data: RegistrationData, updateMode: boolean): FormOptions {
  const presenter = isPresenterData(data);
  const conference = data.conference;
  return {
    isPresenter: presenter,
    isInvestor: !presenter,
    updateMode,
    clientHasAppUser: Boolean(data.client.client.user),
    enableRemarks: Boolean(conference.web_enable_remark_box),
    allow_investor_slots_registration: Boolean(conference.allow_investor_slots_registration),
    disable_arrival_dates: Boolean(conference.disable_arrival_dates),
    disable_depature_dates: Boolean(conference.disable_depature_dates),
  };
}

/** Login details are asked when the client has no app user yet, or 'Update my login details ?' is on. */
export function loginDetailsEnabled(options: FormOptions, updateLogin: boolean): boolean {
  return !options.clientHasAppUser || updateLogin;
}

export function submitLabel(options: FormOptions, conference: Pick<Conference, 'investor_redirection_route'>): 'Submit' | 'Next' {
  if (options.isPresenter) return 'Submit';
  return (conference.investor_redirection_route || PREFERENCES_ROUTE) === PREFERENCES_ROUTE ? 'Next' : 'Submit';
}

export function timeZoneFor(code: string | null | undefined, zones: TimeZone[], fallback: string): TimeZone {
  const wanted = code || fallback;
  return zones.find((zone) => zone.code === wanted) ?? { code: wanted, label: wanted };
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value : '');
const hhmm = (value: string | null | undefined) => (typeof value === 'string' && value.length >= 5 ? value.slice(0, 5) : '');

/** The days holding at least one of the slots, in date order. */
export function daysOfSlots(slotIds: Id[], agenda: AgendaSlot[]): DateStr[] {
  const chosen = new Set(slotIds);
  return [...new Set(agenda.filter((slot) => chosen.has(slot.id)).map((slot) => slot.date))].sort();
}

/** Form values from the registration data set (first-time and update modes alike). */
export function initialValues(data: RegistrationData): RegisterFormValues {
  const cc = data.client;
  const person = cc.client;
  const presenter = isPresenterData(data);
  const slots = presenter ? (cc.presenter_property?.available_slot ?? cc.available_slot ?? []) : (cc.available_slot ?? []);
  const zone = timeZoneFor(cc.timezone || person.timezone, data.lists.timezones ?? [], presenter ? DEFAULT_PRESENTER_ZONE : DEFAULT_INVESTOR_ZONE);
  return {
    update_login: false,
    login_details: { username: text(person.user?.username), current_password: '', password: '', password_confirmation: '' },
    client_details: {
      title: text(person.title?.name),
      first_name: text(person.first_name),
      middle_name: text(person.middle_name),
      family_name: text(person.family_name),
      company: text(person.company?.name),
      job_title: text(person.job_title),
      address: text(person.address),
      country_id: person.country_id ?? null,
      email: text(person.email),
      additional_email: text(person.additional_email),
      telephone: text(person.telephone),
      mobile: text(person.mobile),
      assistant_name: text(person.assistant_name),
      assistant_phone: text(person.assistant_phone),
      assistant_email: text(person.assistant_email),
      nationality_id: person.nationality_id ?? null,
      biography: text(person.biography),
    },
    available_slot: [...slots],
    conference_dates: daysOfSlots(slots, data.lists.agenda_slots ?? []),
    timezone: zone,
    arrival_dates: {
      arrival_date: text(cc.arrival_date),
      arrival_time: hhmm(cc.arrival_time),
      departure_date: text(cc.departure_date),
      departure_time: hhmm(cc.departure_time),
    },
    screen: presenter ? (cc.presenter_property?.need_screen ?? null) : null,
    media_interview: presenter ? (cc.presenter_property?.media_interview ?? null) : null,
    remarks: text(cc.remarks),
    days_group: null,
    colleagues: [],
  };
}

const valuesShape = z.object({
  update_login: z.boolean(),
  login_details: z.object({
    username: z.string(),
    current_password: z.string(),
    password: z.string(),
    password_confirmation: z.string(),
  }),
  client_details: z.looseObject({
    job_title: z.string(),
    address: z.string(),
    country_id: z.nullable(z.number()),
    additional_email: z.string(),
    telephone: z.string(),
    mobile: z.string(),
    assistant_email: z.string(),
    nationality_id: z.nullable(z.number()),
    biography: z.string(),
  }),
  available_slot: z.array(z.number()),
  conference_dates: z.array(z.string()),
  timezone: z.object({ code: z.string(), label: z.string() }),
  arrival_dates: z.object({
    arrival_date: z.string(),
    arrival_time: z.string(),
    departure_date: z.string(),
    departure_time: z.string(),
  }),
  screen: z.nullable(z.boolean()),
  media_interview: z.nullable(z.boolean()),
  remarks: z.string(),
  days_group: z.nullable(z.number()),
  colleagues: z.array(z.number()),
});

export type RegisterSchemaContext = {
  conference: Conference;
  validatePresenterAvailability?: PresenterAvailabilityValidator;
};

type Issue = { path: (string | number)[]; message: string };

/** Every B§5 rule of the main form, as a list of issues keyed by form path. */
export function registerIssues(values: RegisterFormValues, options: FormOptions, context: RegisterSchemaContext): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });

  if (loginDetailsEnabled(options, values.update_login)) {
    const login = values.login_details;
    if (!login.username.trim()) add(['login_details', 'username'], REQUIRED);
    else if (login.username.trim().length < MIN_LENGTH) add(['login_details', 'username'], USERNAME_MIN);
    if (options.updateMode) {
      if (!login.current_password) add(['login_details', 'current_password'], REQUIRED);
      else if (login.current_password.length < MIN_LENGTH) add(['login_details', 'current_password'], PASSWORD_MIN);
    }
    if (!login.password) add(['login_details', 'password'], REQUIRED);
    else if (login.password.length < MIN_LENGTH) add(['login_details', 'password'], PASSWORD_MIN);
    if (login.password_confirmation !== login.password) add(['login_details', 'password_confirmation'], PASSWORDS_IDENTICAL);
  }

  const details = values.client_details;
  for (const field of ['job_title', 'address', 'telephone', 'mobile'] as const) {
    if (!details[field].trim()) add(['client_details', field], REQUIRED);
  }
  if (!details.country_id) add(['client_details', 'country_id'], REQUIRED);
  if (!details.nationality_id) add(['client_details', 'nationality_id'], REQUIRED);
  if (options.isInvestor && !details.biography.trim()) add(['client_details', 'biography'], REQUIRED);
  for (const field of ['additional_email', 'assistant_email'] as const) {
    if (details[field].trim() && !isValidEmail(details[field])) add(['client_details', field], INVALID_EMAIL);
  }

  if (options.isInvestor && options.allow_investor_slots_registration && values.available_slot.length === 0) {
    add(['available_slot'], SLOT_REQUIRED);
  }

  if (options.isPresenter) {
    const travel = values.arrival_dates;
    const arrival = !options.disable_arrival_dates;
    const departure = !options.disable_depature_dates;
    if (arrival) {
      if (!travel.arrival_date) add(['arrival_dates', 'arrival_date'], REQUIRED);
      if (!travel.arrival_time) add(['arrival_dates', 'arrival_time'], REQUIRED);
    }
    if (departure) {
      if (!travel.departure_date) add(['arrival_dates', 'departure_date'], REQUIRED);
      if (!travel.departure_time) add(['arrival_dates', 'departure_time'], REQUIRED);
    }
    const dateErrors = checkTravelDates(
      { arrival_date: travel.arrival_date || null, departure_date: travel.departure_date || null },
      values.conference_dates,
      context.conference,
      { arrival, departure },
    );
    if (dateErrors.arrival_date) add(['arrival_dates', 'arrival_date'], dateErrors.arrival_date);
    if (dateErrors.departure_date) add(['arrival_dates', 'departure_date'], dateErrors.departure_date);
    if (values.screen === null) add(['screen'], QUESTION_MANDATORY);
    if (values.media_interview === null) add(['media_interview'], QUESTION_MANDATORY);
    const availability = context.validatePresenterAvailability?.(presenterAvailabilityValue(values), context.conference);
    for (const [key, message] of Object.entries(availability ?? {})) {
      if (message) add(['availability', key], message);
    }
  }
  return issues;
}

export function buildRegisterSchema(options: FormOptions, context: RegisterSchemaContext) {
  return valuesShape.check(
    z.superRefine((values, ctx) => {
      for (const issue of registerIssues(values as RegisterFormValues, options, context)) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }),
  ) as unknown as z.ZodMiniType<RegisterFormValues, RegisterFormValues>;
}

export function presenterAvailabilityValue(values: Pick<RegisterFormValues, 'timezone' | 'conference_dates' | 'available_slot'>): PresenterAvailabilityValue {
  return { timezone: values.timezone.code, conference_dates: values.conference_dates, available_slot: values.available_slot };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const withSeconds = (value: string) => (value ? (value.length === 5 ? `${value}:00` : value) : null);

function clientDetailsBody(values: RegisterFormValues, options: FormOptions): SignupBody['client_details'] {
  const d = values.client_details;
  return {
    job_title: d.job_title.trim(),
    address: d.address.trim(),
    country_id: d.country_id,
    nationality_id: d.nationality_id,
    additional_email: orNull(d.additional_email),
    telephone: d.telephone.trim(),
    mobile: d.mobile.trim(),
    assistant_name: orNull(d.assistant_name),
    assistant_phone: orNull(d.assistant_phone),
    assistant_email: orNull(d.assistant_email),
    biography: options.isInvestor ? orNull(d.biography) : null,
  };
}

export type BodyContext = {
  invitationCode: string;
  /** The registering presenter's person id (registered_by). */
  personId: Id;
  /** Every presenter mate; the ones whose conf_client_id is in values.colleagues are sent. */
  mates: Colleague[];
};

/** The colleagues registered with the main submit (B§7: conf_client_id, available_slot, timezone, registered_by). */
export function colleaguesBody(values: RegisterFormValues, context: BodyContext): ColleagueSubmit[] {
  const selected = new Set(values.colleagues);
  return context.mates
    .filter((mate) => selected.has(mate.conf_client_id))
    .map((mate) => ({
      ...colleagueDetailsInput(mate),
      client_id: mate.client_id ?? mate.id,
      conf_client_id: mate.conf_client_id,
      available_slot: [...values.available_slot],
      timezone: values.timezone.code,
      registered_by: context.personId,
    }));
}

/** Contract §13 "Form → §5.3 body" (without login details and invitation code). */
function commonBody(values: RegisterFormValues, options: FormOptions, context: BodyContext): Omit<SignupBody, 'invitation_code' | 'login_details'> {
  const presenter = options.isPresenter;
  const travel = values.arrival_dates;
  const arrival = presenter && !options.disable_arrival_dates;
  const departure = presenter && !options.disable_depature_dates;
  const body: Omit<SignupBody, 'invitation_code' | 'login_details'> = {
    client_details: clientDetailsBody(values, options),
    arrival_date: arrival ? travel.arrival_date || null : null,
    arrival_time: arrival ? withSeconds(travel.arrival_time) : null,
    departure_date: departure ? travel.departure_date || null : null,
    departure_time: departure ? withSeconds(travel.departure_time) : null,
    timezone: values.timezone.code,
    available_slot: presenter || options.allow_investor_slots_registration ? [...values.available_slot] : [],
    remarks: options.enableRemarks ? orNull(values.remarks) : null,
    need_screen: presenter ? values.screen : null,
    media_interview: presenter ? values.media_interview : null,
    prefer_interview: presenter ? values.media_interview : null,
  };
  if (presenter) body.colleagues = colleaguesBody(values, context);
  return body;
}

export function toSignupBody(values: RegisterFormValues, options: FormOptions, context: BodyContext): SignupBody {
  const body: SignupBody = { ...commonBody(values, options, context), invitation_code: context.invitationCode };
  if (loginDetailsEnabled(options, values.update_login)) {
    body.login_details = {
      username: values.login_details.username.trim(),
      password: values.login_details.password,
      password_confirmation: values.login_details.password_confirmation,
    };
  }
  return body;
}

export function toUpdateProfileBody(values: RegisterFormValues, options: FormOptions, context: BodyContext): UpdateProfileBody {
  const body: UpdateProfileBody = commonBody(values, options, context);
  if (values.update_login) {
    body.login_details = {
      username: values.login_details.username.trim(),
      current_password: values.login_details.current_password,
      password: values.login_details.password,
      password_confirmation: values.login_details.password_confirmation,
    };
  }
  return body;
}

/** Where a server error key (after flattening) lands in the form. */
export function serverFieldPath(key: string, options: FormOptions): string | null {
  if (['username', 'current_password', 'password', 'password_confirmation'].includes(key)) return `login_details.${key}`;
  if (
    [
      'job_title', 'address', 'country_id', 'nationality_id', 'additional_email', 'telephone', 'mobile',
      'assistant_name', 'assistant_phone', 'assistant_email', 'biography',
    ].includes(key)
  ) {
    return `client_details.${key}`;
  }
  if (['arrival_date', 'arrival_time', 'departure_date', 'departure_time'].includes(key)) return `arrival_dates.${key}`;
  if (key === 'need_screen' || key === 'screen') return 'screen';
  if (key === 'media_interview' || key === 'prefer_interview') return 'media_interview';
  if (key === 'remarks') return 'remarks';
  if (key === 'available_slot' || key === 'timezone' || key === 'conference_dates') {
    return options.isPresenter ? `availability.${key}` : key === 'available_slot' ? 'available_slot' : 'timezone';
  }
  return null;
}

/** Where first-time investors and presenters, and updating attendees, go after a successful submit (B§2). */
export function afterSubmitTarget(options: FormOptions, conference: Pick<Conference, 'investor_redirection_route'>, firstTime: boolean): string {
  const route = conference.investor_redirection_route || PREFERENCES_ROUTE;
  const safeRoute = route.startsWith('/') && !route.startsWith('//') ? route : PREFERENCES_ROUTE;
  if (firstTime) return options.isPresenter ? '/auth/registration/thank' : safeRoute;
  if (options.isInvestor && safeRoute === PREFERENCES_ROUTE) return PREFERENCES_ROUTE;
  return '/auth/registration/after-update-prefs';
}

/**
 * A first registration that does not end on the Registration Completed page (investors
 * go on to their preferences) is confirmed on the page it reaches.
 */
export function confirmsOnNextPage(target: string, firstTime: boolean): boolean {
  return firstTime && target !== '/auth/registration/thank';
}
