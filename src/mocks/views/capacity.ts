/** Presenting companies, the slots their registered presenters chose and how full each slot is. */
import type { AgendaSlot, Id, SlotsAttendanceAnswer } from '@/lib/api/contract';
import { londonToday } from '../clock';
import { db } from '../db';
import type { ClientRecord, CompanyRecord, ConfClientRecord } from '../records';
import { byNumber, findCompany, findConfClientByClient, isPresenter } from './lookups';

/** Registered (status 2) presenters of a company. */
export function registeredPresenters(companyId: Id): ClientRecord[] {
  return db.clients
    .filter((c) => c.company_id === companyId && isPresenter(c) && findConfClientByClient(c.id)?.status === 2)
    .sort((a, b) => a.id - b.id);
}

function presenterSlots(cc: ConfClientRecord): Id[] {
  return cc.presenter_property?.available_slot ?? cc.available_slot;
}

/** Union of the registered presenters' chosen slots. */
export function companySlots(companyId: Id): Id[] {
  const slots = new Set<Id>();
  for (const presenter of registeredPresenters(companyId)) {
    const cc = findConfClientByClient(presenter.id);
    if (cc) presenterSlots(cc).forEach((id) => slots.add(id));
  }
  return [...slots].sort(byNumber);
}

export const presentingCompanies = (): CompanyRecord[] => db.companies.filter((c) => c.presenting);

/**
 * How full each slot is: per slot the presenting companies that chose it and
 * their summed weight, disabled once the weight reaches the slot capacity.
 * `excludeCompanyId` leaves the caller's own company out of the count (§5.6).
 */
export function slotsAttendance(excludeCompanyId: Id | null): SlotsAttendanceAnswer {
  const capacity = db.conference.presenter_slot_capacity;
  const chosen = new Map<Id, Id[]>();
  for (const company of presentingCompanies()) {
    chosen.set(company.id, companySlots(company.id));
  }
  const priority = (companyId: Id) => findCompany(companyId)?.priority ?? 1;
  const slotsAttendance: SlotsAttendanceAnswer['slotsAttendance'] = {};
  for (const slot of db.agendaSlots) {
    const companies = [...chosen.entries()]
      .filter(([companyId, slots]) => companyId !== excludeCompanyId && slots.includes(slot.id))
      .map(([companyId]) => companyId)
      .sort(byNumber);
    const count = companies.reduce((sum, id) => sum + priority(id), 0);
    slotsAttendance[String(slot.id)] = { count, companies, disabled: capacity > 0 && count >= capacity };
  }
  return {
    status: 200,
    slotsAttendance,
    count: [...chosen.values()].filter((slots) => slots.length > 0).length,
    companiesPriorities: Object.fromEntries(presentingCompanies().map((c) => [String(c.id), c.priority])),
  };
}

/** True once today's London date is after the conference cut-off date. */
export function isAfterCutOff(): boolean {
  const cutOff = db.conference.cut_off_date;
  return cutOff !== null && londonToday() > cutOff;
}

/** Slots still open to late registrations: none before the cut-off date, then every slot not yet full (§3.15). */
export function lateRegistrationSlots(): AgendaSlot[] {
  if (!isAfterCutOff()) return [];
  const capacity = db.conference.presenter_slot_capacity;
  const attendance = slotsAttendance(null).slotsAttendance;
  return structuredClone(
    db.agendaSlots.filter((s) => capacity <= 0 || (attendance[String(s.id)]?.count ?? 0) < capacity),
  );
}
