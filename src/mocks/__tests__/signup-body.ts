import type { ColleagueDetailsInput, Id, SignupBody } from '@/lib/api/contract';
import { clients } from '../fixtures/clients';

/** The details a sign-up body sends for a person, as the demo data holds them (texts the record lacks sent empty). */
function detailsOf(id: Id): ColleagueDetailsInput {
  const person = clients.find((client) => client.id === id);
  if (!person) throw new Error(`Unknown client ${id}`);
  const { job_title, address, country_id, nationality_id, email, additional_email, telephone, mobile } = person;
  const { assistant_name, assistant_phone, assistant_email, biography } = person;
  return {
    job_title: job_title ?? '',
    address: address ?? '',
    telephone: telephone ?? '',
    mobile: mobile ?? '',
    country_id,
    nationality_id,
    email,
    additional_email,
    assistant_name,
    assistant_phone,
    assistant_email,
    biography,
  };
}

const slots = [305, 306, 307, 308, 401, 402, 403, 404];

/** A valid sign-up body for the demo presenter invitation INV-PRESENTER-01, registering one colleague along. */
export const presenterSignup = (): SignupBody => {
  const { email: _email, ...presenter } = detailsOf(1102);
  return {
    login_details: { username: 'faisal.q', password: 'secret12', password_confirmation: 'secret12' },
    client_details: { ...presenter, biography: 'Faisal has led Red Sea Properties since 2019.' },
    arrival_date: '2025-09-09',
    arrival_time: '20:15:00',
    departure_date: '2025-09-12',
    departure_time: '11:00:00',
    timezone: 'Asia/Riyadh',
    available_slot: [...slots],
    remarks: null,
    need_screen: true,
    media_interview: false,
    prefer_interview: false,
    invitation_code: 'INV-PRESENTER-01',
    colleagues: [
      {
        ...detailsOf(1106),
        client_id: 1106,
        conf_client_id: 2106,
        available_slot: [...slots],
        timezone: 'Asia/Riyadh',
        registered_by: 1102,
      },
    ],
  };
};
