/** The confirmed presenting companies and the registered-companies answer. */
import type { RegisteredCompaniesAnswer, RegisteredCompany } from '@/lib/api/contract';
import { db } from '../db';
import type { CompanyRecord } from '../records';
import { presentingCompanies, registeredPresenters } from './capacity';
import { namedRef } from './lookups';

/** Presenting companies with at least one registered presenter, by name. */
export function confirmedCompanies(): CompanyRecord[] {
  return presentingCompanies()
    .filter((c) => registeredPresenters(c.id).length > 0)
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
