/**
 * Extra presenting companies for load tests of the browser demo (the preferences
 * benchmark renders the page at the real conference's size). Each generated company
 * has one registered presenter whose slots are a half-day block of one conference
 * day, so the companies answer like the demo ones in every endpoint. Not part of the
 * contract's demo data: only called explicitly, and a database reset removes them.
 */
import type { Id } from '@/lib/api/contract';
import { db, persistDb } from './db';
import { confirmedCompanies } from './views';

const FIRST_COMPANY_ID = 20_001;
const FIRST_CLIENT_ID = 40_001;

/** Adds `count` generated presenting companies; returns how many companies auth/preferences lists now. */
export function addGeneratedCompanies(count: number): number {
  const start = db.companies.filter((c) => c.id >= FIRST_COMPANY_ID).length;
  const days = [...new Set(db.agendaSlots.map((s) => s.date))].sort();
  for (let n = start; n < start + count; n += 1) {
    const companyId: Id = FIRST_COMPANY_ID + n;
    const clientId: Id = FIRST_CLIENT_ID + n;
    const country = db.countries[n % db.countries.length];
    const sector = db.sectors[n % db.sectors.length];
    const day = days[n % days.length];
    const daySlots = db.agendaSlots
      .filter((s) => s.date === day)
      .sort((a, b) => a.start_time.localeCompare(b.start_time));
    const half = Math.ceil(daySlots.length / 2);
    const block = (Math.floor(n / days.length) % 2 === 0 ? daySlots.slice(0, half) : daySlots.slice(half)).map(
      (s) => s.id,
    );
    const label = String(n + 1).padStart(3, '0');
    db.companies.push({
      id: companyId,
      name: `Generated Company ${label}`,
      slug: `generated${label}`,
      country_id: country.id,
      sector_id: sector.id,
      website: null,
      bloomberg: null,
      reuter: null,
      presenting: true,
      priority: 1,
    });
    db.clients.push({
      id: clientId,
      title_id: 1,
      first_name: 'Presenter',
      middle_name: null,
      family_name: label,
      job_title: 'Chief Financial Officer',
      company_id: companyId,
      address: null,
      country_id: country.id,
      nationality_id: country.id,
      email: `presenter.${label}@generated${label}.example`,
      additional_email: null,
      telephone: null,
      mobile: null,
      assistant_name: null,
      assistant_phone: null,
      assistant_email: null,
      client_type_id: 4,
      biography: null,
    });
    db.confClients.push({
      id: clientId + 1000,
      client_id: clientId,
      status: 2,
      invitation_code: `INV-GEN-${clientId}`,
      available_slot: block,
      presenter_property: { available_slot: block, need_screen: false, media_interview: false },
      timezone: 'Europe/London',
      arrival_date: null,
      arrival_time: null,
      departure_date: null,
      departure_time: null,
      remarks: null,
      prefer_interview: null,
    });
  }
  persistDb();
  return confirmedCompanies().length;
}
