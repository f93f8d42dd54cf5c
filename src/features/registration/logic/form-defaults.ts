/**
 * The main registration form's starting values, read from the registration data set the same
 * way for a first registration and for an update.
 */
import type { AgendaSlot, DateStr, Id, RegistrationData, TimeZone } from '@/lib/api/contract';
import { isKnownTimeZone } from '@/lib/dates/zone-check';
import { isPresenterData, type RegisterFormValues } from './form-values';

export const DEFAULT_INVESTOR_ZONE = 'Europe/London';
export const DEFAULT_PRESENTER_ZONE = 'Asia/Dubai';

/** The zone of `code` in the list, else the code itself when it is a real time zone, else the fallback's. */
export function timeZoneFor(code: string | null | undefined, zones: TimeZone[], fallback: string): TimeZone {
  const wanted = code && (zones.some((zone) => zone.code === code) || isKnownTimeZone(code)) ? code : fallback;
  return zones.find((zone) => zone.code === wanted) ?? { code: wanted, label: wanted };
}

/** The saved time zone of a registration data set's client, as the server sent it. */
export function savedTimezone(client: { timezone?: unknown; client?: { timezone?: unknown } | null }): string | null {
  for (const value of [client.timezone, client.client?.timezone]) if (typeof value === 'string' && value) return value;
  return null;
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value : '');
const hhmm = (value: string | null | undefined) =>
  typeof value === 'string' && value.length >= 5 ? value.slice(0, 5) : '';

/** The days holding at least one of the slots, in date order. */
export function daysOfSlots(slotIds: Id[], agenda: AgendaSlot[]): DateStr[] {
  const chosen = new Set(slotIds);
  return [...new Set(agenda.filter((slot) => chosen.has(slot.id)).map((slot) => slot.date))].sort();
}

/** A saved country the list does not offer cannot be shown by its select: the field starts empty and asks for one. */
function listedCountry(id: Id | null | undefined, countries: readonly { id: Id }[]): Id | null {
  return id !== null && id !== undefined && countries.some((country) => country.id === id) ? id : null;
}

/**
 * The saved slots the page can show (ticked): one the slot lists do not hold would be sent back with the form
 * although no box shows it, so it starts unticked.
 */
function shownSlots(saved: readonly Id[], listed: readonly Pick<AgendaSlot, 'id'>[]): Id[] {
  const ids = new Set(listed.map((slot) => (slot as Partial<AgendaSlot> | null)?.id));
  return saved.filter((id) => ids.has(id));
}

/** Form values from the registration data set (first-time and update modes alike). */
export function initialValues(data: RegistrationData): RegisterFormValues {
  const cc = data.client;
  const person = cc.client;
  const presenter = isPresenterData(data);
  const slots = presenter
    ? (cc.presenter_property?.available_slot ?? cc.available_slot ?? [])
    : (cc.available_slot ?? []);
  const agenda = Array.isArray(data.lists.agenda_slots) ? data.lists.agenda_slots : [];
  const zone = timeZoneFor(
    cc.timezone || person.timezone,
    data.lists.timezones ?? [],
    presenter ? DEFAULT_PRESENTER_ZONE : DEFAULT_INVESTOR_ZONE,
  );
  return {
    update_login: false,
    login_details: {
      username: text(person.user?.username),
      current_password: '',
      password: '',
      password_confirmation: '',
    },
    client_details: {
      title: text(person.title?.name),
      first_name: text(person.first_name),
      middle_name: text(person.middle_name),
      family_name: text(person.family_name),
      company: text(person.company?.name),
      job_title: text(person.job_title),
      address: text(person.address),
      country_id: listedCountry(person.country_id, data.lists.countries ?? []),
      email: text(person.email),
      additional_email: text(person.additional_email),
      telephone: text(person.telephone),
      mobile: text(person.mobile),
      assistant_name: text(person.assistant_name),
      assistant_phone: text(person.assistant_phone),
      assistant_email: text(person.assistant_email),
      nationality_id: listedCountry(person.nationality_id, data.lists.countries ?? []),
      biography: text(person.biography),
    },
    available_slot: shownSlots(slots, presenter ? [...agenda, ...(data.available_slots ?? [])] : agenda),
    conference_dates: daysOfSlots(slots, agenda),
    timezone: zone,
    arrival_dates: {
      arrival_date: text(cc.arrival_date),
      arrival_time: hhmm(cc.arrival_time),
      departure_date: text(cc.departure_date),
      departure_time: hhmm(cc.departure_time),
    },
    screen: presenter ? (cc.presenter_property?.need_screen ?? null) : null,
    media_interview: presenter ? (cc.presenter_property?.media_interview ?? null) : null,
    remarks: text(cc.remarks),
    days_group: null,
    colleagues: [],
  };
}
