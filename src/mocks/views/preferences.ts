/** The investor's meeting preferences: companies to choose from, day-group limits and selections. */
import type {
  GroupedAvailableSlots,
  GroupedDayRef,
  GroupedSelectionLimit,
  Id,
  NamedRef,
  PreferenceCompany,
  PreferencesAnswer,
} from '@/lib/api/contract';
import { db } from '../db';
import type { ClientRecord, CompanyRecord } from '../records';
import { companySlots, registeredPresenters } from './capacity';
import { confirmedCompanies } from './companies';
import { dayGroupOf, meetingDays } from './days';
import { byNumber, findConfClientByClient, fullTitledName, namedRef } from './lookups';
import { toClient } from './people';

function optionName(list: NamedRef[], id: number): string | null {
  return id > 0 ? (list.find((o) => o.id === id)?.name ?? null) : null;
}

export function toPreferenceCompany(company: CompanyRecord, clientId: Id): PreferenceCompany {
  const slots = companySlots(company.id);
  const pref = db.preferences.find((p) => p.client_id === clientId && p.company_id === company.id);
  const dates = new Set(db.agendaSlots.filter((s) => slots.includes(s.id)).map((s) => s.date));
  return {
    id: company.id,
    name: company.name,
    country: namedRef(db.countries, company.country_id),
    sector: namedRef(db.sectors, company.sector_id),
    available_dates: [...dates].sort(),
    available_slots_ids: slots,
    presenter_names: registeredPresenters(company.id).map(fullTitledName),
    isSelected: Boolean(pref),
    preferences: {
      id: pref?.id ?? null,
      meeting_type: pref?.meeting_type ?? 0,
      meeting_priority: pref?.meeting_priority ?? 0,
      knowledge: pref?.knowledge ?? 0,
      shareholder: pref?.shareholder ?? 0,
      meeting_type_readable: optionName(db.meetingTypeLists, pref?.meeting_type ?? 0),
      meeting_priority_readable: optionName(db.meetingPriorityLists, pref?.meeting_priority ?? 0),
    },
  };
}

/**
 * Per day group the slots the investor is available for, and how many companies
 * they may select there: their slot count plus the conference's extra allowance,
 * or none when they chose no slot that group (§9.1).
 */
export function groupedLimits(clientId: Id): {
  grouped_available_slots: GroupedAvailableSlots[];
  grouped_days: GroupedDayRef[];
  grouped_selection_limit: GroupedSelectionLimit[];
} {
  const cc = findConfClientByClient(clientId);
  const chosen = cc?.available_slot ?? [];
  const days = meetingDays();
  const groups = [...new Set(days.map(dayGroupOf))].sort(byNumber);
  const slotGroup = (id: Id) => {
    const slot = db.agendaSlots.find((s) => s.id === id);
    return slot ? dayGroupOf(slot.date) : 0;
  };
  const grouped_available_slots = groups.map((group) => ({
    day_group: group,
    available_slots: chosen.filter((id) => slotGroup(id) === group).sort(byNumber),
  }));
  const limit = db.conference.investor_selection_limit;
  return {
    grouped_available_slots,
    grouped_days: days.map((date) => ({ date, day_group: dayGroupOf(date) })),
    grouped_selection_limit: grouped_available_slots.map(({ day_group, available_slots }) => ({
      day_group,
      selection_limit: available_slots.length > 0 ? available_slots.length + limit : 0,
    })),
  };
}

/** Maximum number of selected companies: Σ selection_limit. */
export function maximumMeetings(clientId: Id): number {
  return groupedLimits(clientId).grouped_selection_limit.reduce((sum, g) => sum + g.selection_limit, 0);
}

export function preferencesAnswer(client: ClientRecord): PreferencesAnswer {
  const cc = findConfClientByClient(client.id);
  const slots = [...(cc?.available_slot ?? [])].sort(byNumber);
  return {
    status: 200,
    companies: confirmedCompanies().map((c) => toPreferenceCompany(c, client.id)),
    count_available_slots: slots.length,
    available_slots: slots,
    is_all_slots_selected: db.agendaSlots.every((s) => slots.includes(s.id)),
    conference: structuredClone(db.conference),
    MeetingPriorityLists: structuredClone(db.meetingPriorityLists),
    ShareholderLists: structuredClone(db.shareholderLists),
    MeetingTypeLists: structuredClone(db.meetingTypeLists),
    KnowledgeLists: structuredClone(db.knowledgeLists),
    ...groupedLimits(client.id),
    client: toClient(client),
  };
}

/** The preference companies narrowed to those the client selected, for the dashboard (§7.3). */
export function selectedPreferenceCompanies(clientId: Id): PreferenceCompany[] {
  const selected = new Set(db.preferences.filter((p) => p.client_id === clientId).map((p) => p.company_id));
  return confirmedCompanies()
    .filter((c) => selected.has(c.id))
    .map((c) => toPreferenceCompany(c, clientId));
}
