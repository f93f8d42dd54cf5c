/**
 * The body that saves a presenter's availability from /auth/availability.
 *
 * The contract has no call that saves only a presenter's slots: auth/preferences/slots
 * (§9.4) is the investors' availability and refuses changes when investor slot
 * registration is closed, and auth/signup is for first-time registration. So the page
 * saves through auth/update-profile (§5.4), sending the new time zone and slots with
 * the profile's current values for every other field, so nothing else changes. No
 * login details and no colleagues are sent: this page changes neither.
 */
import type { RegistrationData, UpdateProfileBody } from '@/lib/api/contract';
import type { PresenterAvailabilityValue } from './presenter-slots';

export function availabilityUpdateBody(data: RegistrationData, value: PresenterAvailabilityValue): UpdateProfileBody {
  const cc = data.client;
  const person = cc.client;
  const conference = data.conference;
  const media = cc.presenter_property?.media_interview ?? null;
  return {
    client_details: {
      job_title: person.job_title ?? '',
      address: person.address ?? '',
      country_id: person.country_id ?? null,
      nationality_id: person.nationality_id ?? null,
      additional_email: person.additional_email || null,
      telephone: person.telephone ?? '',
      mobile: person.mobile ?? '',
      assistant_name: person.assistant_name || null,
      assistant_phone: person.assistant_phone || null,
      assistant_email: person.assistant_email || null,
      biography: person.biography || null,
    },
    arrival_date: conference.disable_arrival_dates ? null : cc.arrival_date,
    arrival_time: conference.disable_arrival_dates ? null : cc.arrival_time,
    departure_date: conference.disable_depature_dates ? null : cc.departure_date,
    departure_time: conference.disable_depature_dates ? null : cc.departure_time,
    timezone: value.timezone,
    available_slot: [...value.available_slot],
    remarks: conference.web_enable_remark_box ? cc.remarks : null,
    need_screen: cc.presenter_property?.need_screen ?? null,
    media_interview: media,
    prefer_interview: media,
  };
}

/** Server error keys this page shows next to its own fields; any other key belongs to the registration page. */
export const AVAILABILITY_FIELDS = ['timezone', 'conference_dates', 'available_slot'] as const;

export type AvailabilityFieldKey = (typeof AVAILABILITY_FIELDS)[number];

/** The page's own field for a server error key, or undefined when the key belongs to the registration page. */
export function availabilityField(key: string): AvailabilityFieldKey | undefined {
  return AVAILABILITY_FIELDS.find((field) => field === key);
}
