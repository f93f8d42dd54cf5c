/**
 * The checks of the main registration form, as a list of issues keyed by form path. Login
 * details count only when they are asked; investors need a biography and, when slot
 * registration is open, a slot; presenters need their travel dates and times (unless the
 * conference turned them off), answers to both yes/no questions and a valid availability.
 */
import type { Conference } from '@/lib/api/contract';
import { FIELD_REQUIRED, QUESTION_MANDATORY } from '@/lib/messages';
import { checkTravelDates } from './arrival-window';
import {
  loginDetailsEnabled,
  presenterAvailabilityValue,
  type FormOptions,
  type PresenterAvailabilityValidator,
  type RegisterFormValues,
} from './form-values';
import { INVALID_EMAIL, MIN_LENGTH, PASSWORD_MIN, PASSWORDS_IDENTICAL, SLOT_REQUIRED, USERNAME_MIN } from '../messages';

// Any top-level domain is accepted.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

export type RegisterSchemaContext = {
  conference: Conference;
  validatePresenterAvailability?: PresenterAvailabilityValidator;
};

export type Issue = { path: (string | number)[]; message: string };
type AddIssue = (path: (string | number)[], message: string) => void;

function loginIssues(values: RegisterFormValues, options: FormOptions, add: AddIssue) {
  if (!loginDetailsEnabled(options, values.update_login)) return;
  const login = values.login_details;
  if (!login.username.trim()) add(['login_details', 'username'], FIELD_REQUIRED);
  else if (login.username.trim().length < MIN_LENGTH) add(['login_details', 'username'], USERNAME_MIN);
  if (options.updateMode) {
    if (!login.current_password) add(['login_details', 'current_password'], FIELD_REQUIRED);
    else if (login.current_password.length < MIN_LENGTH) add(['login_details', 'current_password'], PASSWORD_MIN);
  }
  if (!login.password) add(['login_details', 'password'], FIELD_REQUIRED);
  else if (login.password.length < MIN_LENGTH) add(['login_details', 'password'], PASSWORD_MIN);
  if (login.password_confirmation !== login.password)
    add(['login_details', 'password_confirmation'], PASSWORDS_IDENTICAL);
}

function clientIssues(values: RegisterFormValues, options: FormOptions, add: AddIssue) {
  const details = values.client_details;
  for (const field of ['job_title', 'address', 'telephone', 'mobile'] as const) {
    if (!details[field].trim()) add(['client_details', field], FIELD_REQUIRED);
  }
  if (!details.country_id) add(['client_details', 'country_id'], FIELD_REQUIRED);
  if (!details.nationality_id) add(['client_details', 'nationality_id'], FIELD_REQUIRED);
  if (options.isInvestor && !details.biography.trim()) add(['client_details', 'biography'], FIELD_REQUIRED);
  for (const field of ['additional_email', 'assistant_email'] as const) {
    if (details[field].trim() && !isValidEmail(details[field])) add(['client_details', field], INVALID_EMAIL);
  }
}

function presenterIssues(
  values: RegisterFormValues,
  options: FormOptions,
  context: RegisterSchemaContext,
  add: AddIssue,
) {
  const travel = values.arrival_dates;
  const arrival = !options.disable_arrival_dates;
  const departure = !options.disable_depature_dates;
  if (arrival) {
    if (!travel.arrival_date) add(['arrival_dates', 'arrival_date'], FIELD_REQUIRED);
    if (!travel.arrival_time) add(['arrival_dates', 'arrival_time'], FIELD_REQUIRED);
  }
  if (departure) {
    if (!travel.departure_date) add(['arrival_dates', 'departure_date'], FIELD_REQUIRED);
    if (!travel.departure_time) add(['arrival_dates', 'departure_time'], FIELD_REQUIRED);
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

/** Every rule of the main form, as a list of issues keyed by form path. */
export function registerIssues(
  values: RegisterFormValues,
  options: FormOptions,
  context: RegisterSchemaContext,
): Issue[] {
  const issues: Issue[] = [];
  const add: AddIssue = (path, message) => issues.push({ path, message });
  loginIssues(values, options, add);
  clientIssues(values, options, add);
  if (options.isInvestor && options.allow_investor_slots_registration && values.available_slot.length === 0) {
    add(['available_slot'], SLOT_REQUIRED);
  }
  if (options.isPresenter) presenterIssues(values, options, context, add);
  return issues;
}
