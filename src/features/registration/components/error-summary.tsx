import type { FieldErrors, FieldValues } from 'react-hook-form';

const LABELS: Record<string, string> = {
  'login_details.username': 'Username',
  'login_details.current_password': 'Current Password',
  'login_details.password': 'Password',
  'login_details.password_confirmation': 'Confirm Password',
  'client_details.job_title': 'Job Title',
  'client_details.address': 'Address',
  'client_details.country_id': 'Country',
  'client_details.nationality_id': 'Nationality',
  'client_details.additional_email': 'Additional Email',
  'client_details.telephone': 'Telephone',
  'client_details.mobile': 'Mobile',
  'client_details.assistant_email': 'Assistant Email',
  'client_details.biography': 'Biography',
  available_slot: 'Days of Attendance',
  'arrival_dates.arrival_date': 'Arrival Date',
  'arrival_dates.arrival_time': 'Arrival Time',
  'arrival_dates.departure_date': 'Departure Date',
  'arrival_dates.departure_time': 'Departure Time',
  screen: 'Audio Visual (A/V)',
  media_interview: 'Media Interview',
  remarks: 'Remarks',
  'availability.timezone': 'Time zone',
  'availability.conference_dates': 'Days of attendance',
  'availability.available_slot': 'Time slots',
};

/** Fields drawn by custom controls, which react-hook-form cannot focus. */
const NOT_FOCUSABLE = new Set(['available_slot', 'screen', 'media_interview', 'client_details.country_id', 'client_details.nationality_id']);

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

/** The register page's error summary (spec B§2): each error names its field; a button moves to the field. */
export function ErrorSummary({ errors, extra, onFocus }: { errors: FieldErrors<FieldValues>; extra: string[]; onFocus: (path: string) => void }) {
  const items = flattenFormErrors(errors);
  if (items.length === 0 && extra.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">Please correct the following</h2>
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
