/** Look-ups over the database rows shared by every answer builder: finders, names and conference membership. */
import type { ConferenceClientStatus, Id, NamedRef } from '@/lib/api/contract';
import { db } from '../db';
import type { ClientRecord, CompanyRecord, ConfClientRecord, UserRecord } from '../records';

const STATUS_HUMAN: Record<ConferenceClientStatus, string> = {
  1: 'Not Registered',
  2: 'Registered',
  3: 'Cancelled',
  4: 'Declined',
  5: 'Deferred',
  6: 'Rejected',
};

export function statusHuman(status: ConferenceClientStatus): string {
  return STATUS_HUMAN[status];
}

export const findClient = (id: Id): ClientRecord | undefined => db.clients.find((c) => c.id === id);
export const findCompany = (id: Id): CompanyRecord | undefined => db.companies.find((c) => c.id === id);
export const findUserByClient = (clientId: Id): UserRecord | undefined =>
  db.users.find((u) => u.client_id === clientId);
export const findConfClientByClient = (clientId: Id): ConfClientRecord | undefined =>
  db.confClients.find((cc) => cc.client_id === clientId);
export const findConfClientById = (id: Id): ConfClientRecord | undefined => db.confClients.find((cc) => cc.id === id);
export const findConfClientByCode = (code: string): ConfClientRecord | undefined =>
  db.confClients.find((cc) => cc.invitation_code === code);

export function isPresenter(client: ClientRecord): boolean {
  return client.client_type_id === 4;
}

export function namedRef(list: NamedRef[], id: Id | null): NamedRef {
  return list.find((item) => item.id === id) ?? { id: id ?? 0, name: '' };
}

function titleName(client: ClientRecord): string {
  return namedRef(db.titles, client.title_id).name;
}

export function formattedName(client: ClientRecord): string {
  return [client.first_name, client.middle_name, client.family_name].filter(Boolean).join(' ');
}

export function fullTitledName(client: ClientRecord): string {
  return `${titleName(client)} ${formattedName(client)}`;
}

/** Clients of a company taking part in conference 14, by id. */
export function companyClientsInConference(companyId: Id): ClientRecord[] {
  return db.clients
    .filter((c) => c.company_id === companyId && findConfClientByClient(c.id))
    .sort((a, b) => a.id - b.id);
}

export const byNumber = (a: number, b: number) => a - b;
