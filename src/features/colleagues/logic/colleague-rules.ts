/**
 * Presenter colleagues (spec B§2 Presenter-mates table and forms, B§4 Colleague
 * status, B§5 Colleague registration form and edit modal; contract §5.8–§5.10).
 */
import { z } from 'zod/mini';
import type { Colleague, ColleagueDetailsInput, Id, RegisterPresenterMateBody } from '@/lib/api/contract';
import { INCOMPLETE_DATA, NO_OWN_SLOTS } from '../messages';

const REQUIRED = 'Field is required';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = (message: string) =>
  z.string().check(z.refine((value) => !value.trim() || EMAIL_PATTERN.test(value.trim()), { error: message }));

/** Status 1 'Not Registered'; 2 registered with the server's text (B§4). */
export function colleagueStatusText(mate: Pick<Colleague, 'status' | 'status_human'>): string {
  if (mate.status === 1) return 'Not Registered';
  return mate.status_human || 'Registered';
}

export function colleagueStatusTone(status: number): 'warning' | 'success' | 'danger' {
  if (status === 1) return 'warning';
  if (status === 2) return 'success';
  return 'danger';
}

/** Registered colleagues cannot be selected for the main submit; cancelled, declined... neither. */
export const isSelectableColleague = (mate: Pick<Colleague, 'status'>) => mate.status === 1;
export const isCancellableColleague = (mate: Pick<Colleague, 'status'>) => mate.status === 2;

export function colleagueName(mate: Pick<Colleague, 'first_name' | 'family_name' | 'full_titled_name'>): string {
  const name = [mate.first_name, mate.family_name].filter(Boolean).join(' ');
  return name || mate.full_titled_name;
}

const orNull = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The colleague's details as the API takes them (contract §3.14 ColleagueDetailsInput). */
export function colleagueDetailsInput(mate: Colleague): ColleagueDetailsInput {
  return {
    job_title: mate.job_title?.trim() ?? '',
    address: mate.address?.trim() ?? '',
    country_id: mate.country_id ?? null,
    nationality_id: mate.nationality_id ?? null,
    email: mate.email?.trim() ?? '',
    additional_email: orNull(mate.additional_email),
    telephone: mate.telephone?.trim() ?? '',
    mobile: mate.mobile?.trim() ?? '',
    assistant_name: orNull(mate.assistant_name),
    assistant_phone: orNull(mate.assistant_phone),
    assistant_email: orNull(mate.assistant_email),
    biography: orNull(mate.biography),
  };
}

// ---------------------------------------------------------------------------
// Edit modal 'Colleague Details' (all errors shown together)
// ---------------------------------------------------------------------------

export const colleagueEditSchema = z.object({
  job_title: z.string().check(z.trim(), z.minLength(1, '"Job Title" is not allowed to be empty')),
  address: z.string().check(z.trim(), z.minLength(1, '"Address" is not allowed to be empty')),
  email: z.string().check(z.trim(), z.minLength(1, '"Email" data is missing')),
  telephone: z.string().check(z.trim(), z.minLength(1, '"Telephone" data is missing')),
  mobile: z.string().check(z.trim(), z.minLength(1, '"Mobile" data is missing')),
  nationality_id: z.nullable(z.number({ error: '"Nationality" data is missing' })).check(
    z.refine((v) => typeof v === 'number' && v > 0, { error: '"Nationality" data is missing' }),
  ),
  country_id: z.nullable(z.number()),
  additional_email: optionalEmail('Additional email is invalid email address'),
  assistant_name: z.string(),
  assistant_phone: z.string(),
  assistant_email: optionalEmail('Assistant email is invalid email address'),
  biography: z.string(),
});
export type ColleagueEditInput = z.infer<typeof colleagueEditSchema>;

export function colleagueEditValues(mate: Colleague): ColleagueEditInput {
  return {
    job_title: mate.job_title ?? '',
    address: mate.address ?? '',
    email: mate.email ?? '',
    telephone: mate.telephone ?? '',
    mobile: mate.mobile ?? '',
    nationality_id: mate.nationality_id ?? null,
    country_id: mate.country_id ?? null,
    additional_email: mate.additional_email ?? '',
    assistant_name: mate.assistant_name ?? '',
    assistant_phone: mate.assistant_phone ?? '',
    assistant_email: mate.assistant_email ?? '',
    biography: mate.biography ?? '',
  };
}

export function colleagueEditBody(values: ColleagueEditInput): ColleagueDetailsInput {
  return {
    job_title: values.job_title.trim(),
    address: values.address.trim(),
    country_id: values.country_id,
    nationality_id: values.nationality_id,
    email: values.email.trim(),
    additional_email: orNull(values.additional_email),
    telephone: values.telephone.trim(),
    mobile: values.mobile.trim(),
    assistant_name: orNull(values.assistant_name),
    assistant_phone: orNull(values.assistant_phone),
    assistant_email: orNull(values.assistant_email),
    biography: orNull(values.biography),
  };
}

/** The edit-modal errors of one colleague's stored data, in field order. */
export function colleagueDataErrors(mate: Colleague): string[] {
  const result = colleagueEditSchema.safeParse(colleagueEditValues(mate));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export type IncompleteColleague = { name: string; errors: string[] };

/** The selected colleagues whose data would be refused, for the 'Data is incompelete' alert (B§5). */
export function incompleteColleagues(mates: Colleague[], selected: Id[]): IncompleteColleague[] {
  const chosen = new Set(selected);
  return mates
    .filter((mate) => chosen.has(mate.conf_client_id))
    .map((mate) => ({ name: colleagueName(mate), errors: colleagueDataErrors(mate) }))
    .filter((entry) => entry.errors.length > 0);
}

export function incompleteColleaguesText(entries: IncompleteColleague[]): string {
  return entries.map((entry) => `${entry.name}: ${INCOMPLETE_DATA}\n${entry.errors.map((e) => `- ${e}`).join('\n')}`).join('\n\n');
}

// ---------------------------------------------------------------------------
// 'Register Colleague' form
// ---------------------------------------------------------------------------

export type RegisterColleagueValues = {
  client_id: Id | null;
  username: string;
  password: string;
  password_confirmation: string;
  job_title: string;
  address: string;
  country: Id | null;
  telephone: string;
  mobile: string;
  additional_email: string;
  assistant_name: string;
  assistant_phone: string;
  assistant_email: string;
  use_my_slots: boolean;
  days: string[];
  available_slot: Id[];
};

export function emptyColleagueForm(): RegisterColleagueValues {
  return {
    client_id: null,
    username: '',
    password: '',
    password_confirmation: '',
    job_title: '',
    address: '',
    country: null,
    telephone: '',
    mobile: '',
    additional_email: '',
    assistant_name: '',
    assistant_phone: '',
    assistant_email: '',
    use_my_slots: false,
    days: [],
    available_slot: [],
  };
}

export function colleagueFormFromMate(mate: Colleague, current: RegisterColleagueValues): RegisterColleagueValues {
  return {
    ...current,
    client_id: mate.client_id ?? mate.id,
    username: mate.user?.username ?? current.username,
    job_title: mate.job_title ?? '',
    address: mate.address ?? '',
    country: mate.country_id ?? null,
    telephone: mate.telephone ?? '',
    mobile: mate.mobile ?? '',
    additional_email: mate.additional_email ?? '',
    assistant_name: mate.assistant_name ?? '',
    assistant_phone: mate.assistant_phone ?? '',
    assistant_email: mate.assistant_email ?? '',
  };
}

const always = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** The B§5 colleague registration rules; `ownSlots` are the presenter's currently chosen slots. */
export function registerColleagueSchema(ownSlots: () => Id[]) {
  return z
    .object({
      client_id: z.nullable(z.number({ error: REQUIRED })).check(z.refine((v) => v !== null, { error: REQUIRED })),
      username: z.string().check(z.trim(), z.minLength(1, 'Username field is required'), z.minLength(6, 'Username must have at least 6 letters.')),
      password: z.string().check(z.minLength(1, REQUIRED), z.minLength(6, 'Password must have at least 6 letters.')),
      password_confirmation: z.string(),
      job_title: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
      address: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
      country: z.nullable(z.number()).check(z.refine((v) => v !== null && v > 0, { error: REQUIRED })),
      telephone: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
      mobile: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
      additional_email: optionalEmail('Additional email is invalid email address'),
      assistant_name: z.string(),
      assistant_phone: z.string(),
      assistant_email: optionalEmail('Assistant email is invalid email address'),
      use_my_slots: z.boolean(),
      days: z.array(z.string()),
      available_slot: z.array(z.number()),
    })
    // `when` runs these even while other fields are invalid, so every error shows at once.
    .check(
      z.refine((v) => v.password_confirmation === v.password, { path: ['password_confirmation'], error: 'Passwords must be identical.', when: always }),
      z.refine((v) => !v.use_my_slots || ownSlots().length > 0, { path: ['use_my_slots'], error: NO_OWN_SLOTS, when: always }),
      z.refine((v) => v.use_my_slots || v.days.length > 0, { path: ['days'], error: 'Available slot field is required', when: always }),
      z.refine((v) => v.use_my_slots || v.available_slot.length > 0, { path: ['available_slot'], error: 'Slots in day required', when: always }),
    ) as unknown as z.ZodMiniType<
    RegisterColleagueValues,
    RegisterColleagueValues
  >;
}

/** Contract §5.8 body; with 'use my time slots' the presenter's own slots are sent. */
export function registerColleagueBody(
  values: RegisterColleagueValues,
  context: { ownSlots: Id[]; timezone: string },
): RegisterPresenterMateBody {
  return {
    client_id: values.client_id ?? 0,
    username: values.username.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    job_title: values.job_title.trim(),
    address: values.address.trim(),
    country: values.country ?? 0,
    telephone: values.telephone.trim(),
    mobile: values.mobile.trim(),
    additional_email: orNull(values.additional_email),
    assistant_name: orNull(values.assistant_name),
    assistant_phone: orNull(values.assistant_phone),
    assistant_email: orNull(values.assistant_email),
    biography: null,
    client_type_id: 4,
    available_slot: values.use_my_slots ? [...context.ownSlots] : [...values.available_slot],
    timezone: context.timezone,
  };
}

/** Replaces one colleague in the list (after §5.8/§5.9 answers). */
export function replaceColleague(mates: Colleague[], updated: Colleague): Colleague[] {
  return mates.map((mate) => (mate.conf_client_id === updated.conf_client_id || mate.id === updated.id ? { ...mate, ...updated } : mate));
}

/** Applies a §5.10 answer to the row. */
export function applyColleagueStatus(mates: Colleague[], confClient: { id: Id; status: number; status_human: string }): Colleague[] {
  return mates.map((mate) =>
    mate.conf_client_id === confClient.id
      ? { ...mate, status: confClient.status as Colleague['status'], status_human: confClient.status_human }
      : mate,
  );
}
