/**
 * The one mapping between a colleague's details and the two colleague forms: the register
 * form and the edit modal show the same detail fields, read from the stored colleague and
 * sent back trimmed, with empty optional texts sent as null.
 */
import type { ColleagueDetailsInput, Colleague, Id } from '@/lib/api/contract';

/** The detail fields both colleague forms show. */
export type SharedDetailsValues = {
  job_title: string;
  address: string;
  country_id: Id | null;
  telephone: string;
  mobile: string;
  additional_email: string;
  assistant_name: string;
  assistant_phone: string;
  assistant_email: string;
};

/** The edit modal's fields: the shared ones plus the e-mail, nationality and biography. */
export type ColleagueDetailsValues = SharedDetailsValues & {
  email: string;
  nationality_id: Id | null;
  biography: string;
};

/** An optional text as the API takes it: trimmed, or null when empty. */
export const textOrNull = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The shared detail fields filled from a stored colleague. */
export function sharedDetailsValues(mate: Colleague): SharedDetailsValues {
  return {
    job_title: mate.job_title ?? '',
    address: mate.address ?? '',
    country_id: mate.country_id ?? null,
    telephone: mate.telephone ?? '',
    mobile: mate.mobile ?? '',
    additional_email: mate.additional_email ?? '',
    assistant_name: mate.assistant_name ?? '',
    assistant_phone: mate.assistant_phone ?? '',
    assistant_email: mate.assistant_email ?? '',
  };
}

/** The shared detail fields as the API takes them. */
export function sharedDetailsBody(values: SharedDetailsValues) {
  return {
    job_title: values.job_title.trim(),
    address: values.address.trim(),
    country_id: values.country_id,
    telephone: values.telephone.trim(),
    mobile: values.mobile.trim(),
    additional_email: textOrNull(values.additional_email),
    assistant_name: textOrNull(values.assistant_name),
    assistant_phone: textOrNull(values.assistant_phone),
    assistant_email: textOrNull(values.assistant_email),
  };
}

/** The edit modal's values for a stored colleague. */
export function colleagueEditValues(mate: Colleague): ColleagueDetailsValues {
  return {
    ...sharedDetailsValues(mate),
    email: mate.email ?? '',
    nationality_id: mate.nationality_id ?? null,
    biography: mate.biography ?? '',
  };
}

/** The edit modal's values as the update call takes them. */
export function colleagueEditBody(values: ColleagueDetailsValues): ColleagueDetailsInput {
  return {
    ...sharedDetailsBody(values),
    nationality_id: values.nationality_id,
    email: values.email.trim(),
    biography: textOrNull(values.biography),
  };
}

/** A stored colleague's details as the API takes them (sent with the main registration). */
export const colleagueDetailsInput = (mate: Colleague): ColleagueDetailsInput =>
  colleagueEditBody(colleagueEditValues(mate));
