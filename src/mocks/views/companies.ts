/** The confirmed presenting companies and the registered-companies answer. */
import type { RegisteredCompaniesAnswer, RegisteredCompany } from '@/lib/api/contract';
import { db } from '../db';
import type { CompanyRecord } from '../records';
import { presentingCompanies } from './capacity';
import { isPresenter, namedRef } from './lookups';

/** Presenting companies with at least one registered presenter, by name. */
export function confirmedCompanies(): CompanyRecord[] {
  // registeredPresenters (./capacity.ts) for each company, in one pass over the clients: looked up company by
  // company, ten times the conference's companies made every saved preference cost the mock backend about a
  // second of the page's main thread.
  const registration = new Map<number, number>();
  for (const cc of db.confClients) if (!registration.has(cc.client_id)) registration.set(cc.client_id, cc.status);
  const withPresenter = new Set<number | null | undefined>();
  for (const client of db.clients)
    if (isPresenter(client) && registration.get(client.id) === 2) withPresenter.add(client.company_id);
  return presentingCompanies()
    .filter((c) => withPresenter.has(c.id))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function toRegisteredCompany(company: CompanyRecord): RegisteredCompany {
  return {
    id: company.id,
    name: company.name,
    website: company.website,
    country: namedRef(db.countries, company.country_id),
    sector: namedRef(db.sectors, company.sector_id),
    bloomberg: company.bloomberg,
    reuter: company.reuter,
    uploads: db.uploads
      .filter((u) => u.company_id === company.id)
      .map((u) => ({ id: u.id, presentation: u.presentation, profile: u.profile })),
  };
}

export function registeredCompanies(): RegisteredCompaniesAnswer {
  const all = confirmedCompanies().map(toRegisteredCompany);
  return {
    status: 200,
    companies: all.filter((c) => c.uploads.length > 0),
    no_presentations_companies: all.filter((c) => c.uploads.length === 0),
  };
}
