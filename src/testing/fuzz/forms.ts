/**
 * The forms built from an answer, as the fuzz suite submits them untouched: where their
 * submit button is, how they answer a submit, and which posted values the attendee could
 * not see on the page (a value only counts as seen when a control shows it: an input's
 * value, a checked box or radio, the option a select shows).
 */
import {
  answeredBy,
  checkedSlot,
  isObj,
  namedList,
  posted,
  selectByLabel,
  shownTexts,
  submitButton,
  trimmed,
  type FormSpec,
} from './form-reading';

const CLIENT_TEXTS = [
  'job_title',
  'address',
  'additional_email',
  'telephone',
  'mobile',
  'assistant_name',
  'assistant_phone',
  'assistant_email',
  'biography',
] as const;

/** The time zone the registration data set holds for its client (the form's starting value), as sent. */
function savedZone(answer: unknown): unknown {
  const client = isObj(answer) && isObj(answer.client) ? answer.client : {};
  const person = isObj(client.client) ? client.client : {};
  return [client.timezone, person.timezone].find((value) => typeof value === 'string' && value !== '');
}

/** The registration form (update mode): every posted value must be in a field, a checked box or a select. */
export const registrationForm: FormSpec = {
  submit: submitButton('form.register__form'),
  answered: answeredBy('auth/update-profile'),
  unseen: ({ answer, sent }) => {
    const found: string[] = [];
    for (const { body, page } of posted(sent, 'auth/update-profile')) {
      if (!isObj(body)) {
        found.push(`a body that is not an object: ${String(body).slice(0, 80)}`);
        continue;
      }
      const texts = shownTexts(page);
      const details = isObj(body.client_details) ? body.client_details : {};
      for (const key of CLIENT_TEXTS) {
        const value = details[key];
        if (value === null || value === undefined || value === '') continue;
        if (typeof value !== 'string' || !texts.has(trimmed(value)))
          found.push(`client_details.${key} = ${JSON.stringify(value).slice(0, 80)}`);
      }
      const countries = namedList(answer, 'lists', 'countries');
      for (const [key, label] of [
        ['country_id', 'Country'],
        ['nationality_id', 'Nationality'],
      ] as const) {
        const value = details[key];
        if (value === null || value === undefined) continue;
        const shown = selectByLabel(page, label);
        const name = countries.find((c) => String(c.id) === String(value))?.name;
        if (shown === null || (typeof name === 'string' && trimmed(name) !== shown))
          found.push(`client_details.${key} = ${JSON.stringify(value)} (the select shows ${JSON.stringify(shown)})`);
      }
      // With no Time zone select on the page, only the saved zone may go back (unchanged, so not a new value).
      const hiddenAndSaved = selectByLabel(page, 'Time zone') === null && body.timezone === savedZone(answer);
      if (body.timezone !== null && body.timezone !== undefined && !hiddenAndSaved) {
        const shown = selectByLabel(page, 'Time zone');
        const zone = namedList(answer, 'lists', 'timezones').find((z) => z.code === body.timezone);
        const label = typeof zone?.label === 'string' ? trimmed(zone.label) : null;
        if (shown === null || (label !== null && label !== '' && label !== shown))
          found.push(`timezone = ${JSON.stringify(body.timezone)} (the select shows ${JSON.stringify(shown)})`);
      }
      for (const slot of Array.isArray(body.available_slot) ? body.available_slot : []) {
        if (!checkedSlot(page, slot)) found.push(`available_slot ${JSON.stringify(slot)} (no ticked slot shows it)`);
      }
      for (const [key, name] of [
        ['need_screen', 'screen'],
        ['media_interview', 'media_interview'],
      ] as const) {
        const value = body[key];
        if (value === null || value === undefined) continue;
        const radios = [...page.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`)];
        const chosen = radios.findIndex((r) => r.checked);
        if (chosen === -1 || (chosen === 0) !== (value === true))
          found.push(`${key} = ${JSON.stringify(value)} (no matching answer is chosen)`);
      }
      for (const key of ['arrival_date', 'departure_date', 'arrival_time', 'departure_time'] as const) {
        const value = body[key];
        if (value === null || value === undefined) continue;
        const shown = typeof value === 'string' && key.endsWith('time') ? value.slice(0, 5) : value;
        if (typeof shown !== 'string' || !texts.has(shown)) found.push(`${key} = ${JSON.stringify(value)}`);
      }
      if (typeof body.remarks === 'string' && body.remarks !== '' && !texts.has(trimmed(body.remarks)))
        found.push(`remarks = ${JSON.stringify(body.remarks).slice(0, 80)}`);
      if (Array.isArray(body.colleagues) && body.colleagues.length > 0)
        found.push(`${body.colleagues.length} colleague(s) the attendee did not choose`);
    }
    return found;
  },
};

/**
 * The presenter's availability page: it saves through auth/update-profile, sending back the
 * profile's other fields as the server gave them (availability-update.ts); the values it
 * shows and edits are the time zone and the slots.
 */
export const availabilityForm: FormSpec = {
  submit: submitButton('form.availability-page__form'),
  answered: answeredBy('auth/update-profile'),
  unseen: ({ answer, sent }) => {
    const found: string[] = [];
    for (const { body, page } of posted(sent, 'auth/update-profile')) {
      if (!isObj(body)) {
        found.push(`a body that is not an object: ${String(body).slice(0, 80)}`);
        continue;
      }
      const shown = selectByLabel(page, 'Time zone');
      const zone = namedList(answer, 'lists', 'timezones').find((z) => z.code === body.timezone);
      const label = typeof zone?.label === 'string' ? trimmed(zone.label) : null;
      if (shown === null || (label !== null && label !== '' && label !== shown))
        found.push(`timezone = ${JSON.stringify(body.timezone)} (the select shows ${JSON.stringify(shown)})`);
      for (const slot of Array.isArray(body.available_slot) ? body.available_slot : []) {
        if (!checkedSlot(page, slot)) found.push(`available_slot ${JSON.stringify(slot)} (no ticked slot shows it)`);
      }
    }
    return found;
  },
};

/** The conference survey: each posted answer is a chosen option or the text of its question's text area. */
export const surveyForm: FormSpec = {
  submit: submitButton('form.survey__form'),
  answered: answeredBy('auth/my-survey'),
  unseen: ({ sent }) => {
    const found: string[] = [];
    for (const { body, page } of posted(sent, 'auth/my-survey')) {
      if (!isObj(body)) {
        found.push(`a body that is not an object: ${String(body).slice(0, 80)}`);
        continue;
      }
      const entries = [
        ...(Array.isArray(body.answers) ? body.answers : []).map((a: unknown) => ({
          entry: a,
          field: isObj(a) ? `q${String(a.question_id)}` : '',
        })),
        ...(Array.isArray(body.companies_answers) ? body.companies_answers : []).map((a: unknown) => ({
          entry: a,
          field: isObj(a) ? `c${String(a.company_id)}_${String(a.question_id)}` : '',
        })),
      ];
      for (const { entry, field } of entries) {
        if (!isObj(entry)) continue;
        const controls = [
          ...page.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(field)}"]`),
        ];
        if (controls.length === 0) {
          found.push(`an answer to ${field}, a question the page does not show`);
          continue;
        }
        const value = entry.answer;
        if (value === null || value === undefined) continue;
        const seen = controls.some((control) =>
          control instanceof HTMLInputElement && control.type === 'radio'
            ? control.checked && control.value === value
            : typeof value === 'string' && trimmed(control.value) === trimmed(value),
        );
        if (!seen) found.push(`${field} = ${JSON.stringify(value).slice(0, 80)}`);
      }
    }
    return found;
  },
};

const PREFERENCE_FIELDS = [
  ['meeting_type', 'type'],
  ['meeting_priority', 'priority'],
  ['knowledge', 'knowledge'],
  ['shareholder', 'shareholder'],
] as const;

/** The meeting preferences: each posted company is a row on the page, with its switch and selects as posted. */
export const preferencesForm: FormSpec = {
  submit: submitButton('form.pref-form'),
  answered: answeredBy('auth/preferences'),
  unseen: ({ sent }) => {
    const found: string[] = [];
    for (const { body, page } of posted(sent, 'auth/preferences')) {
      if (!isObj(body) || !Array.isArray(body.companies)) {
        found.push(`a body without a list of companies: ${JSON.stringify(body).slice(0, 80)}`);
        continue;
      }
      for (const company of body.companies) {
        if (!isObj(company)) continue;
        const row = page.querySelector(`[data-company-id="${CSS.escape(String(company.id))}"]`);
        if (!row) {
          found.push(`company ${JSON.stringify(company.id)}, which has no row on the page`);
          continue;
        }
        const name = typeof company.name === 'string' ? trimmed(company.name) : '';
        if (name && !trimmed(row.textContent ?? '').includes(name)) found.push(`the name ${JSON.stringify(name)}`);
        const toggle = row.querySelector<HTMLInputElement>('input[role="switch"]');
        if (!toggle || toggle.checked !== company.isSelected)
          found.push(`company ${String(company.id)} isSelected = ${JSON.stringify(company.isSelected)}`);
        const prefs = isObj(company.preferences) ? company.preferences : {};
        for (const [key, suffix] of PREFERENCE_FIELDS) {
          const value = prefs[key];
          if (value === 0 || value === null || value === undefined) continue;
          const select = row.querySelector<HTMLSelectElement>(`#pref-${CSS.escape(String(company.id))}-${suffix}`);
          if (!select || select.value !== String(value))
            found.push(
              `company ${String(company.id)} ${key} = ${JSON.stringify(value)} (the select shows ${JSON.stringify(select?.value ?? null)})`,
            );
        }
      }
    }
    return found;
  },
};

/** Tour booking: the booked slot is one the page lists and shows chosen; the confirmation dialog is accepted. */
export const tourForm: FormSpec = {
  submit: submitButton('form.tour-booking'),
  answered: (context) => {
    if (posted(context.sent, 'auth/tour-booking').length > 0) return true;
    const confirm = document.querySelector<HTMLButtonElement>('.swal2-container .swal2-confirm');
    confirm?.click();
    return context.main.querySelector('.form-alert--error') !== null;
  },
  unseen: ({ sent }) => {
    const found: string[] = [];
    for (const { body, page } of posted(sent, 'auth/tour-booking')) {
      const id = isObj(body) ? body.tour_booking_id : body;
      const radio = page.querySelector<HTMLInputElement>(
        `input[type="radio"][name="tour_booking_id"][value="${CSS.escape(String(id))}"]`,
      );
      if (!radio?.checked) found.push(`tour_booking_id = ${JSON.stringify(id)} (no chosen slot shows it)`);
    }
    return found;
  },
};

/** The Update Availability dialog of the preferences page: every slot it saves is one it lists, ticked. */
export const slotsDialogForm: FormSpec = {
  submit: (main) =>
    [...main.querySelectorAll<HTMLButtonElement>('dialog.pref-availability button')].find(
      (b) => b.textContent?.trim() === 'Save',
    ) ?? null,
  answered: (context) =>
    posted(context.sent, 'auth/preferences/slots').length > 0 || document.querySelector('.swal2-container') !== null,
  unseen: ({ answer, sent }) => {
    const found: string[] = [];
    const listed = new Set(namedList(answer, 'agenda_slots').map((slot) => Number(slot.id)));
    for (const { body, page } of posted(sent, 'auth/preferences/slots')) {
      if (!isObj(body) || !Array.isArray(body.available_slot)) {
        found.push(`a body without a list of slots: ${JSON.stringify(body).slice(0, 80)}`);
        continue;
      }
      const dialog = page.querySelector('dialog.pref-availability') ?? page;
      const ticked = [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((b) => b.checked);
      for (const id of body.available_slot) {
        if (!listed.has(Number(id))) found.push(`available_slot ${JSON.stringify(id)} (the dialog does not list it)`);
      }
      if (ticked.length < body.available_slot.length)
        found.push(`${body.available_slot.length} slots for ${ticked.length} ticked in the dialog`);
      if (selectByLabel(dialog, 'Time zone') === null)
        found.push(`timezone = ${JSON.stringify(body.timezone)} (the select shows none)`);
    }
    return found;
  },
};
