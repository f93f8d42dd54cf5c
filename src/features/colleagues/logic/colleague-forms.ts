/**
 * The rules of the two colleague forms. The edit modal lists every error together, in field
 * order, with the server's wording; the register form shows each field's first error, and
 * asks for days and slots unless the presenter's own slots are used for the colleague.
 */
import { z } from 'zod/mini';
import type { Colleague, Id, RegisterPresenterMateBody } from '@/lib/api/contract';
import { FIELD_REQUIRED } from '@/lib/messages';
import { COLLEAGUE_RULES as R, NO_OWN_SLOTS } from '../messages';
import { sharedDetailsBody, sharedDetailsValues, type ColleagueDetailsValues } from './colleague-details';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = (message: string) =>
  z.string().check(z.refine((value) => !value.trim() || EMAIL_PATTERN.test(value.trim()), { error: message }));
const filled = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** The edit modal's rules; the key order is the order its errors are listed in. */
export const colleagueEditSchema = z.object({
  job_title: filled(R.jobTitleEmpty),
  address: filled(R.addressEmpty),
  email: filled(R.emailMissing),
  telephone: filled(R.telephoneMissing),
  mobile: filled(R.mobileMissing),
  nationality_id: z
    .nullable(z.number({ error: R.nationalityMissing }))
    .check(z.refine((v) => typeof v === 'number' && v > 0, { error: R.nationalityMissing })),
  country_id: z.nullable(z.number()),
  additional_email: optionalEmail(R.additionalEmail),
  assistant_name: z.string(),
  assistant_phone: z.string(),
  assistant_email: optionalEmail(R.assistantEmail),
  biography: z.string(),
}) satisfies z.ZodMiniType<ColleagueDetailsValues>;
export type ColleagueEditInput = z.infer<typeof colleagueEditSchema>;

const registerColleagueFields = z.object({
  client_id: z
    .nullable(z.number({ error: FIELD_REQUIRED }))
    .check(z.refine((v) => v !== null, { error: FIELD_REQUIRED })),
  username: z.string().check(z.trim(), z.minLength(1, R.usernameRequired), z.minLength(6, R.usernameShort)),
  password: z.string().check(z.minLength(1, FIELD_REQUIRED), z.minLength(6, R.passwordShort)),
  password_confirmation: z.string(),
  job_title: filled(FIELD_REQUIRED),
  address: filled(FIELD_REQUIRED),
  country_id: z.nullable(z.number()).check(z.refine((v) => v !== null && v > 0, { error: FIELD_REQUIRED })),
  telephone: filled(FIELD_REQUIRED),
  mobile: filled(FIELD_REQUIRED),
  additional_email: optionalEmail(R.additionalEmail),
  assistant_name: z.string(),
  assistant_phone: z.string(),
  assistant_email: optionalEmail(R.assistantEmail),
  use_my_slots: z.boolean(),
  days: z.array(z.string()),
  available_slot: z.array(z.number()),
});
export type RegisterColleagueValues = z.infer<typeof registerColleagueFields>;

export function emptyColleagueForm(): RegisterColleagueValues {
  return {
    client_id: null,
    username: '',
    password: '',
    password_confirmation: '',
    job_title: '',
    address: '',
    country_id: null,
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

/** The register form after a colleague is chosen: their stored details, the typed password and slots kept. */
export function colleagueFormFromMate(mate: Colleague, current: RegisterColleagueValues): RegisterColleagueValues {
  return {
    ...current,
    client_id: mate.client_id ?? mate.id,
    username: mate.user?.username ?? current.username,
    ...sharedDetailsValues(mate),
  };
}

const always = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * The register form's rules: the colleague, login and personal details, matching passwords,
 * and either the presenter's own slots (which must exist) or the colleague's days and slots.
 * `ownSlots` gives the presenter's currently chosen slots.
 */
export function registerColleagueSchema(ownSlots: () => Id[]) {
  // `when` runs these even while other fields are invalid, so every error shows at once.
  return registerColleagueFields.check(
    z.refine((v) => v.password_confirmation === v.password, {
      path: ['password_confirmation'],
      error: R.passwordsDiffer,
      when: always,
    }),
    z.refine((v) => !v.use_my_slots || ownSlots().length > 0, {
      path: ['use_my_slots'],
      error: NO_OWN_SLOTS,
      when: always,
    }),
    z.refine((v) => v.use_my_slots || v.days.length > 0, { path: ['days'], error: R.daysRequired, when: always }),
    z.refine((v) => v.use_my_slots || v.available_slot.length > 0, {
      path: ['available_slot'],
      error: R.slotsRequired,
      when: always,
    }),
  );
}

/** The register call's body; with 'use my time slots' the presenter's own slots are sent. */
export function registerColleagueBody(
  values: RegisterColleagueValues,
  context: { ownSlots: Id[]; timezone: string },
): RegisterPresenterMateBody {
  const { country_id, ...details } = sharedDetailsBody(values);
  return {
    client_id: values.client_id ?? 0,
    username: values.username.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    ...details,
    country: country_id ?? 0,
    biography: null,
    client_type_id: 4,
    available_slot: values.use_my_slots ? [...context.ownSlots] : [...values.available_slot],
    timezone: context.timezone,
  };
}
