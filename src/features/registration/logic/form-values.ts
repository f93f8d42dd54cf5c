/**
 * The main registration form's values and options: what the attendee fills in, which parts of
 * the form apply to them (investor or presenter, first time or update, what the conference
 * turns on or off) and what the submit button says.
 */
import type { Conference, DateStr, Id, RegistrationData, RegistrationForm, TimeZone } from '@/lib/api/contract';

export const PREFERENCES_ROUTE = '/user/preferences';

/** A first registration (from an invitation) or the signed-in attendee's update of theirs. */
export type RegistrationMode = 'first-time' | 'update';

export type LoginDetailsValues = RegistrationForm['login_details'];
export type ClientDetailsValues = RegistrationForm['client_details'];
export type ArrivalValues = {
  arrival_date: string;
  arrival_time: string;
  departure_date: string;
  departure_time: string;
};

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
  /** Investors: the days group they picked (the conference days offered together as one choice). */
  days_group: number | null;
  /** Presenters: conf_client_ids of the colleagues registered with this submit. */
  colleagues: Id[];
};

/**
 * Which parts of the form apply: the attendee's role, whether a logged-in attendee is editing
 * (`updateMode`: the current password is asked) and the conference switches for remarks,
 * investor slots and the arrival and departure fields.
 */
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

export function submitLabel(
  options: FormOptions,
  conference: Pick<Conference, 'investor_redirection_route'>,
): 'Submit' | 'Next' {
  if (options.isPresenter) return 'Submit';
  return (conference.investor_redirection_route || PREFERENCES_ROUTE) === PREFERENCES_ROUTE ? 'Next' : 'Submit';
}

export function presenterAvailabilityValue(
  values: Pick<RegisterFormValues, 'timezone' | 'conference_dates' | 'available_slot'>,
): PresenterAvailabilityValue {
  return {
    timezone: values.timezone.code,
    conference_dates: values.conference_dates,
    available_slot: values.available_slot,
  };
}

/**
 * Where the attendee goes after a successful submit: a first-time presenter to the Registration
 * Completed page, a first-time investor to the conference's investor route (their preferences
 * unless the conference says otherwise), and an update to the Registration Updated page, except
 * investors whose route is their preferences.
 */
export function afterSubmitTarget(
  options: FormOptions,
  conference: Pick<Conference, 'investor_redirection_route'>,
  firstTime: boolean,
): string {
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
