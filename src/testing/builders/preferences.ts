/**
 * Meeting-preference data for tests, built from the demo data of the mock backend: the
 * conference's four days in two day groups, its 32 agenda slots (id = day × 100 + n),
 * investor1's availability and the presenting companies.
 */
import type { Id, PreferenceCompany, PreferenceSlotsAnswer, PreferencesAnswer } from '@/lib/api/contract';
import { confClients } from '@/mocks/fixtures/clients';
import { companies } from '@/mocks/fixtures/companies';
import { conference } from '@/mocks/fixtures/conference';
import { agendaSlots, conferenceDays, countries, sectors, slotRange } from '@/mocks/fixtures/lists';

export { slotRange };

/** The conference days and their day group: the demo splits its four days into groups of two. */
export const groupedDays = conferenceDays.map((date, index) => ({
  date,
  day_group: Math.floor(index / conference.split_days) + 1,
}));

const groupOfSlot = (id: Id): number => {
  const date = agendaSlots.find((slot) => slot.id === id)?.date;
  return groupedDays.find((day) => day.date === date)?.day_group ?? 0;
};

/** investor1's saved slots in the demo: 101–108, 201–204 and 301–304. */
export const INVESTOR1_SLOTS: Id[] = [...(confClients.find((cc) => cc.client_id === 1001)?.available_slot ?? [])];

type AvailabilityParts = Pick<
  PreferencesAnswer,
  'available_slots' | 'grouped_available_slots' | 'grouped_days' | 'grouped_selection_limit'
>;

/**
 * The availability parts of a preferences answer for the given slots: the slots by day group,
 * and each group's limit as the server computes it (its slots plus `extra`, 0 without slots).
 * By default investor1's slots with the demo's investor_selection_limit, giving limits 17 and 9.
 */
export function buildAvailability(
  slots: Id[] = INVESTOR1_SLOTS,
  extra = conference.investor_selection_limit,
): AvailabilityParts {
  const groups = [...new Set(groupedDays.map((day) => day.day_group))].map((day_group) => ({
    day_group,
    available_slots: slots.filter((id) => groupOfSlot(id) === day_group),
  }));
  return {
    available_slots: slots,
    grouped_available_slots: groups,
    grouped_days: groupedDays,
    grouped_selection_limit: groups.map((g) => ({
      day_group: g.day_group,
      selection_limit: g.available_slots.length > 0 ? g.available_slots.length + extra : 0,
    })),
  };
}

/** The days of the given agenda slots, in order. */
export function slotDates(slots: Id[]): string[] {
  return [...new Set(slots.map((id) => agendaSlots.find((slot) => slot.id === id)?.date ?? ''))].filter(Boolean).sort();
}

/**
 * A company of the preferences page, unselected and without preferences; its attendance days
 * follow from its slots. By default "Company <id>" from Egypt in Banks, with no slots.
 */
export function buildPreferenceCompany(overrides: Partial<PreferenceCompany> = {}): PreferenceCompany {
  const id = overrides.id ?? 501;
  const slots = overrides.available_slots_ids ?? [];
  return {
    id,
    name: `Company ${id}`,
    country: countries.find((c) => c.id === 818) ?? null,
    sector: sectors.find((s) => s.id === 1) ?? null,
    available_dates: slotDates(slots),
    available_slots_ids: slots,
    presenter_names: [],
    isSelected: false,
    preferences: {
      id: null,
      meeting_type: 0,
      meeting_priority: 0,
      knowledge: 0,
      shareholder: 0,
      meeting_type_readable: null,
      meeting_priority_readable: null,
    },
    ...overrides,
  };
}

/** Shorthand for a company with the given slots: `companyWithSlots(504, slotRange(101, 104))`. */
export function companyWithSlots(id: Id, slots: Id[], overrides: Partial<PreferenceCompany> = {}): PreferenceCompany {
  return buildPreferenceCompany({ id, available_slots_ids: slots, ...overrides });
}

/** A presenting company of the demo under its own name, country and sector, with the given slots. */
export function demoPreferenceCompany(id: Id, slots: Id[]): PreferenceCompany {
  const company = companies.find((c) => c.id === id);
  if (!company) throw new Error(`company ${id} is not in the demo data`);
  return companyWithSlots(id, slots, {
    name: company.name,
    country: countries.find((c) => c.id === company.country_id) ?? null,
    sector: sectors.find((s) => s.id === company.sector_id) ?? null,
  });
}

/** The demo's company names by id, as the preferences page lists them. */
export const demoCompanyNames: Record<Id, string> = Object.fromEntries(companies.map((c) => [c.id, c.name]));

/** The answer of the Update Availability modal: by default the first day's eight slots with only 101 saved. */
export function buildPreferenceSlots(overrides: Partial<PreferenceSlotsAnswer> = {}): PreferenceSlotsAnswer {
  return {
    status: 200,
    agenda_slots: agendaSlots.filter((slot) => slot.date === conferenceDays[0]),
    client_slots: [101],
    ...overrides,
  };
}
