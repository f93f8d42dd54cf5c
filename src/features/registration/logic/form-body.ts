/**
 * The main registration form and the API, in both directions: the values become the sign-up
 * body of a first registration or the update-profile body of a later one (read-only fields,
 * the invitation code and unused login details are left out), and the field keys of a server
 * validation answer are placed back on the form's fields.
 */
import type { Colleague, ColleagueSubmit, Id, SignupBody, UpdateProfileBody } from '@/lib/api/contract';
import { colleagueDetailsInput } from '@/features/colleagues';
import { loginDetailsEnabled, type FormOptions, type RegisterFormValues } from './form-values';

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
  /**
   * The time zone the server holds for the attendee, as it sent it (null when it sent none): an investor whose
   * slot section is closed sees no time zone select, so the form sends this back unchanged rather than its own
   * default (the contract requires a time zone of presenters only).
   */
  savedTimezone: string | null;
};

/**
 * The colleagues registered with the main submit: each selected mate's details with the
 * presenter's own slots and time zone, and the presenter as the one who registered them.
 */
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

/**
 * The body both submits share (everything but the login details and the invitation code):
 * travel and the yes/no answers only for presenters, slots for presenters or when investor
 * slot registration is open, remarks only when the remark box is on.
 */
function commonBody(
  values: RegisterFormValues,
  options: FormOptions,
  context: BodyContext,
): Omit<SignupBody, 'invitation_code' | 'login_details'> {
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
    timezone: presenter || options.allow_investor_slots_registration ? values.timezone.code : context.savedTimezone,
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

export function toUpdateProfileBody(
  values: RegisterFormValues,
  options: FormOptions,
  context: BodyContext,
): UpdateProfileBody {
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
