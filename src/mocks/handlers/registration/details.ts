/**
 * The client-detail fields shared by sign-up, profile update and the colleague
 * forms: how they are read from a body, which are required or must be e-mail
 * addresses, and how they are written back to the client.
 */
import type { Id } from '@/lib/api/contract';
import { db } from '../../db';
import type { ClientRecord } from '../../records';
import { EMAIL_PATTERN, type ErrorCollector, int, type JsonObject, str } from '../utils';

export const REQUIRED = 'Field is required';
const INVALID_EMAIL = 'Invalid email address';

/** The editable client details as read from a body; every field may be missing (null), the e-mail too. */
export type ParsedDetails = Pick<
  ClientRecord,
  | 'job_title'
  | 'address'
  | 'country_id'
  | 'nationality_id'
  | 'additional_email'
  | 'telephone'
  | 'mobile'
  | 'assistant_name'
  | 'assistant_phone'
  | 'assistant_email'
  | 'biography'
> & { email: string | null };

export function parseDetails(source: JsonObject, countryKey = 'country_id'): ParsedDetails {
  return {
    job_title: str(source.job_title),
    address: str(source.address),
    country_id: int(source[countryKey]),
    nationality_id: int(source.nationality_id),
    additional_email: str(source.additional_email),
    telephone: str(source.telephone),
    mobile: str(source.mobile),
    assistant_name: str(source.assistant_name),
    assistant_phone: str(source.assistant_phone),
    assistant_email: str(source.assistant_email),
    biography: str(source.biography),
    email: str(source.email),
  };
}

const knownCountry = (id: Id | null) => id !== null && db.countries.some((c) => c.id === id);

/**
 * Checks the client details: job title, address, country, telephone and mobile
 * are required (nationality too unless switched off, biography and e-mail when
 * asked for); the optional e-mail fields must look like addresses. `key` maps a
 * field name to its error key (flat keys such as `colleagues.0.job_title`) and
 * `group` nests the errors under one name.
 */
export function checkDetails(
  details: ParsedDetails,
  errors: ErrorCollector,
  options: {
    group?: string;
    key?: (field: string) => string;
    countryField?: string;
    requireNationality?: boolean;
    requireBiography?: boolean;
    requireEmail?: boolean;
  },
): void {
  const key = options.key ?? ((field: string) => field);
  const add = (field: string, message: string) => errors.addOnce(key(field), message, options.group);
  if (!details.job_title) add('job_title', REQUIRED);
  if (!details.address) add('address', REQUIRED);
  if (!knownCountry(details.country_id)) add(options.countryField ?? 'country_id', REQUIRED);
  if (options.requireNationality !== false && !knownCountry(details.nationality_id)) add('nationality_id', REQUIRED);
  if (options.requireEmail) {
    if (!details.email) add('email', REQUIRED);
    else if (!EMAIL_PATTERN.test(details.email)) add('email', INVALID_EMAIL);
  }
  if (details.additional_email && !EMAIL_PATTERN.test(details.additional_email)) add('additional_email', INVALID_EMAIL);
  if (!details.telephone) add('telephone', REQUIRED);
  if (!details.mobile) add('mobile', REQUIRED);
  if (details.assistant_email && !EMAIL_PATTERN.test(details.assistant_email)) add('assistant_email', INVALID_EMAIL);
  if (options.requireBiography && !details.biography) add('biography', REQUIRED);
}

export function applyDetails(client: ClientRecord, details: ParsedDetails, withEmail: boolean): void {
  client.job_title = details.job_title;
  client.address = details.address;
  client.country_id = details.country_id;
  if (details.nationality_id !== null) client.nationality_id = details.nationality_id;
  client.additional_email = details.additional_email;
  client.telephone = details.telephone;
  client.mobile = details.mobile;
  client.assistant_name = details.assistant_name;
  client.assistant_phone = details.assistant_phone;
  client.assistant_email = details.assistant_email;
  client.biography = details.biography;
  if (withEmail && details.email) client.email = details.email;
}
