/** The person shapes: the signed-in client, a conference registration and a colleague. */
import type { Client, ClientBrief, Colleague, ConferenceClient } from '@/lib/api/contract';
import { db } from '../db';
import type { ClientRecord, ConfClientRecord } from '../records';
import {
  companyClientsInConference,
  findCompany,
  findConfClientByClient,
  findUserByClient,
  formattedName,
  fullTitledName,
  namedRef,
  statusHuman,
} from './lookups';

export function toConferenceClient(cc: ConfClientRecord): ConferenceClient {
  return {
    id: cc.id,
    client_id: cc.client_id,
    conference_id: 14,
    status: cc.status,
    status_human: statusHuman(cc.status),
    invitation_code: cc.invitation_code,
    available_slot: [...cc.available_slot],
    presenter_property: cc.presenter_property
      ? { ...cc.presenter_property, available_slot: [...cc.presenter_property.available_slot] }
      : null,
    timezone: cc.timezone,
    arrival_date: cc.arrival_date,
    arrival_time: cc.arrival_time,
    departure_date: cc.departure_date,
    departure_time: cc.departure_time,
    remarks: cc.remarks,
    prefer_interview: cc.prefer_interview,
  };
}

export function toClientBrief(client: ClientRecord): ClientBrief {
  return { id: client.id, full_titled_name: fullTitledName(client), job_title: client.job_title };
}

/** The signed-in person as every answer shows them, with company, account and registration (contract §3.1); `apiToken` only for sign-in and `me` answers. */
export function toClient(client: ClientRecord, apiToken?: string): Client {
  const company = findCompany(client.company_id);
  const cc = findConfClientByClient(client.id);
  const user = findUserByClient(client.id);
  const result: Client = {
    id: client.id,
    client_id: client.id,
    title: namedRef(db.titles, client.title_id),
    first_name: client.first_name,
    middle_name: client.middle_name,
    family_name: client.family_name,
    full_titled_name: fullTitledName(client),
    formatted_name: formattedName(client),
    job_title: client.job_title,
    company_id: client.company_id,
    company: {
      id: client.company_id,
      name: company?.name ?? '',
      clients: companyClientsInConference(client.company_id).map(toClientBrief),
    },
    address: client.address,
    country_id: client.country_id,
    nationality_id: client.nationality_id,
    email: client.email,
    additional_email: client.additional_email,
    telephone: client.telephone,
    mobile: client.mobile,
    assistant_name: client.assistant_name,
    assistant_phone: client.assistant_phone,
    assistant_email: client.assistant_email,
    client_type_id: client.client_type_id,
    client_type: client.client_type_id === 4 ? { id: 4, type: 2 } : { id: 1, type: 1 },
    biography: client.biography,
    user: user ? { id: user.id, username: user.username } : null,
    timezone: cc?.timezone ?? 'Europe/London',
    conferences_clients: cc ? [toConferenceClient(cc)] : [],
  };
  if (apiToken !== undefined) result.api_token = apiToken;
  return result;
}

export function toColleague(client: ClientRecord): Colleague {
  const base = toClient(client);
  const cc = findConfClientByClient(client.id);
  return {
    ...base,
    conf_client_id: cc?.id ?? 0,
    status: cc?.status ?? 1,
    status_human: statusHuman(cc?.status ?? 1),
    available_slot: cc ? [...cc.available_slot] : [],
  };
}

/** Other clients of the caller's company in conference 14, all statuses. */
export function colleaguesOf(client: ClientRecord): Colleague[] {
  return companyClientsInConference(client.company_id)
    .filter((c) => c.id !== client.id)
    .map(toColleague);
}
