import type { FieldErrors, FieldValues } from 'react-hook-form';
import { type MessageId, tText, useT } from '@/i18n/i18n';
import { CORRECT_THE_FOLLOWING } from '@/lib/messages';
import { FIELD_LABELS, SUMMARY_ONLY_LABELS } from '../messages';
import { isolate } from '@/i18n/isolate';
import { ErrorText } from './form-bits';

const L = FIELD_LABELS;
const S = SUMMARY_ONLY_LABELS;

/** The field each error path names in the summary. */
const LABELS: Record<string, MessageId> = {
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

/** Every error of a react-hook-form errors tree, as [path, message, type] (type 'server' for the server's words). */
export function flattenFormErrors(errors: FieldErrors<FieldValues>, prefix = ''): [string, string, string?][] {
  const out: [string, string, string?][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message, type } = value as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && message) out.push([path, message, typeof type === 'string' ? type : undefined]);
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
  const t = useT();
  const items = flattenFormErrors(errors);
  if (items.length === 0 && extra.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{tText(CORRECT_THE_FOLLOWING)}</h2>
      <ul>
        {items.map(([path, message, type]) => {
          const label = LABELS[path];
          // A field with no label of its own is named by its path (as the server named it).
          const name = label ? t(label) : isolate(path);
          const text = <ErrorText error={{ message, type }} />;
          return (
            <li key={path}>
              {label && !NOT_FOCUSABLE.has(path) && !path.startsWith('availability.') ? (
                <button type="button" onClick={() => onFocus(path)}>
                  {name}: {text}
                </button>
              ) : (
                <span>
                  {name}: {text}
                </span>
              )}
            </li>
          );
        })}
        {/* The server's messages that belong to no field, as sent. */}
        {extra.map((message) => (
          <li key={`extra-${message}`} dir="auto">
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
