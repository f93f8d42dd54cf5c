/** Company filters of the meeting preferences page: country, sector and a name search. */
import type { Id, NamedRef, PreferenceCompany } from '@/lib/api/contract';

export type CompanyFilters = { countryId: Id | null; sectorId: Id | null; search: string };

export const NO_FILTERS: CompanyFilters = { countryId: null, sectorId: null, search: '' };

type Filterable = Pick<PreferenceCompany, 'name' | 'country' | 'sector'>;

export function matchesFilters(company: Filterable, filters: CompanyFilters): boolean {
  if (filters.countryId !== null && company.country?.id !== filters.countryId) return false;
  if (filters.sectorId !== null && company.sector?.id !== filters.sectorId) return false;
  const term = filters.search.trim().toLocaleLowerCase();
  return term === '' || company.name.toLocaleLowerCase().includes(term);
}

export function hasActiveFilters(filters: CompanyFilters): boolean {
  return filters.countryId !== null || filters.sectorId !== null || filters.search.trim() !== '';
}

/** Distinct countries and sectors of the companies, by name, for the filter options. */
export function filterOptions(companies: readonly Filterable[]): { countries: NamedRef[]; sectors: NamedRef[] } {
  const countries = new Map<Id, NamedRef>();
  const sectors = new Map<Id, NamedRef>();
  for (const c of companies) {
    if (c.country) countries.set(c.country.id, c.country);
    if (c.sector) sectors.set(c.sector.id, c.sector);
  }
  const byName = (a: NamedRef, b: NamedRef) => a.name.localeCompare(b.name);
  return { countries: [...countries.values()].sort(byName), sectors: [...sectors.values()].sort(byName) };
}
