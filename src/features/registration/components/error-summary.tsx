import type { FieldErrors, FieldValues } from 'react-hook-form';
import { CORRECT_THE_FOLLOWING } from '@/lib/messages';
import { FIELD_LABELS, SUMMARY_ONLY_LABELS } from '../messages';

const L = FIELD_LABELS;
const S = SUMMARY_ONLY_LABELS;

/** The field each error path names in the summary. */
const LABELS: Record<string, string> = {
  'login_details.username': L.username,
  'login_details.current_password': L.currentPassword,
  'login_details.password': L.password,
  'login_details.password_confirmation': L.confirmPassword,
  'client_details.job_title': L.jobTitle,
  'client_details.address': L.address,
  'client_details.country_id': L.country,
  'client_details.nationality_id': L.nationality,
  'client_details.additional_email': L.additionalEmail,
  'client_details.telephone': L.telephone,
  'client_details.mobile': L.mobile,
  'client_details.assistant_email': L.assistantEmail,
  'client_details.biography': L.biography,
  available_slot: S.days,
  'arrival_dates.arrival_date': L.arrivalDate,
  'arrival_dates.arrival_time': L.arrivalTime,
  'arrival_dates.departure_date': L.departureDate,
  'arrival_dates.departure_time': L.departureTime,
  screen: S.screen,
  media_interview: S.mediaInterview,
  remarks: L.remarks,
  'availability.timezone': S.timezone,
  'availability.conference_dates': S.availabilityDays,
  'availability.available_slot': S.timeSlots,
};

/** Fields drawn by custom controls, which react-hook-form cannot focus. */
const NOT_FOCUSABLE = new Set([
  'available_slot',
  'screen',
  'media_interview',
  'client_details.country_id',
  'client_details.nationality_id',
]);

/** Every error of a react-hook-form errors tree, as [path, message]. */
export function flattenFormErrors(errors: FieldErrors<FieldValues>, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out.push([path, message]);
    else if (key !== 'ref') out.push(...flattenFormErrors(value as FieldErrors<FieldValues>, path));
  }
  return out;
}

/** The register page's error summary: each error names its field; a button moves to the field. */
export function ErrorSummary({
  errors,
  extra,
  onFocus,
}: {
  errors: FieldErrors<FieldValues>;
  extra: string[];
  onFocus: (path: string) => void;
}) {
  const items = flattenFormErrors(errors);
  if (items.length === 0 && extra.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{CORRECT_THE_FOLLOWING}</h2>
      <ul>
        {items.map(([path, message]) => (
          <li key={path}>
            {LABELS[path] && !NOT_FOCUSABLE.has(path) && !path.startsWith('availability.') ? (
              <button type="button" onClick={() => onFocus(path)}>
                {LABELS[path]}: {message}
              </button>
            ) : (
              <span>
                {LABELS[path] ?? path}: {message}
              </span>
            )}
          </li>
        ))}
        {extra.map((message) => (
          <li key={`extra-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
