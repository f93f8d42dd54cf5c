/**
 * Where the server's validation errors of a registration submit are shown: each error key the
 * server sends (after flattening) is mapped onto the form field it belongs to. Only a submit meets
 * those errors, so this comes with the form's sections below the first screen (a submit waits for them).
 */
import type { FormOptions } from './form-values';

const LOGIN_KEYS = ['username', 'current_password', 'password', 'password_confirmation'];
const CLIENT_KEYS = [
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
];
const TRAVEL_KEYS = ['arrival_date', 'arrival_time', 'departure_date', 'departure_time'];

/** Where a server error key (after flattening) lands in the form. */
export function serverFieldPath(key: string, options: FormOptions): string | null {
  if (LOGIN_KEYS.includes(key)) return `login_details.${key}`;
  if (CLIENT_KEYS.includes(key)) return `client_details.${key}`;
  if (TRAVEL_KEYS.includes(key)) return `arrival_dates.${key}`;
  if (key === 'need_screen' || key === 'screen') return 'screen';
  if (key === 'media_interview' || key === 'prefer_interview') return 'media_interview';
  if (key === 'remarks') return 'remarks';
  if (key === 'available_slot' || key === 'timezone' || key === 'conference_dates') {
    return options.isPresenter ? `availability.${key}` : key === 'available_slot' ? 'available_slot' : 'timezone';
  }
  return null;
}
