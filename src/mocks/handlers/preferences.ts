/** §9 Meeting preferences of investors: companies with limits, preference saving, availability slots. */
import type { Id } from '@/lib/api/contract';
import { db } from '../db';
import { confirmedCompanies, findConfClientByClient, maximumMeetings, preferencesAnswer } from '../views';
import {
  ErrorCollector,
  HttpFailure,
  idList,
  int,
  isObject,
  listError,
  ok,
  readBody,
  requireInvestor,
  route,
  str,
  validationError,
} from './utils';

const PAGE_CLOSED = 'The meeting preference page is closed.';
const MISSING_CHOICES = 'You must select the meeting type and priority , and level of knowledge.';

function requireOpen(): void {
  if (db.settings.preferences_closed) throw new HttpFailure(listError('preferences', PAGE_CLOSED));
}

type PreferenceChange = {
  companyId: Id;
  isSelected: boolean;
  meeting_type: number;
  meeting_priority: number;
  knowledge: number;
  shareholder: number;
};

const optionValue = (value: unknown): number => int(value) ?? 0;

export const preferencesHandlers = [
  route('get', 'auth/preferences', 'T', ({ caller }) => {
    requireInvestor(caller);
    requireOpen();
    return ok(preferencesAnswer(caller.client));
  }),

  route('post', 'auth/preferences', 'T', async ({ request, caller }) => {
    requireInvestor(caller);
    requireOpen();
    const body = await readBody(request);
    if (!Array.isArray(body.companies)) return validationError({ companies: ['The companies field is required.'] });
    const confirmed = new Set(confirmedCompanies().map((c) => c.id));
    const errors = new ErrorCollector();
    const changes: PreferenceChange[] = [];
    body.companies.forEach((entry: unknown, index: number) => {
      const source = isObject(entry) ? entry : {};
      const prefs = isObject(source.preferences) ? source.preferences : {};
      const companyId = int(source.id);
      if (companyId === null || !confirmed.has(companyId)) {
        errors.add(`companies.${index}.id`, 'The selected company is invalid.');
        return;
      }
      const change: PreferenceChange = {
        companyId,
        isSelected: source.isSelected === true,
        meeting_type: optionValue(prefs.meeting_type),
        meeting_priority: optionValue(prefs.meeting_priority),
        knowledge: optionValue(prefs.knowledge),
        shareholder: optionValue(prefs.shareholder),
      };
      if (change.isSelected) {
        const checks: [keyof PreferenceChange, number, { id: number }[]][] = [
          ['meeting_type', change.meeting_type, db.meetingTypeLists],
          ['meeting_priority', change.meeting_priority, db.meetingPriorityLists],
          ['knowledge', change.knowledge, db.knowledgeLists],
        ];
        const missing = checks.find(([, value, list]) => !list.some((o) => o.id === value));
        if (missing) errors.add(`companies.${index}.${missing[0]}`, MISSING_CHOICES);
        if (change.shareholder !== 0 && !db.shareholderLists.some((o) => o.id === change.shareholder)) {
          errors.add(`companies.${index}.shareholder`, 'The selected shareholder is invalid.');
        }
      }
      changes.push(change);
    });
    if (!errors.empty) return validationError(errors.errors);

    const clientId = caller.client.id;
    const selected = new Set(db.preferences.filter((p) => p.client_id === clientId).map((p) => p.company_id));
    for (const change of changes) {
      if (change.isSelected) selected.add(change.companyId);
      else selected.delete(change.companyId);
    }
    if (selected.size > maximumMeetings(clientId)) {
      return validationError({ companies: ['The maximum number of meetings has been reached.'] });
    }

    for (const change of changes) {
      const existing = db.preferences.find((p) => p.client_id === clientId && p.company_id === change.companyId);
      if (!change.isSelected) {
        db.preferences = db.preferences.filter((p) => p !== existing);
        continue;
      }
      const values = {
        meeting_type: change.meeting_type,
        meeting_priority: change.meeting_priority,
        knowledge: change.knowledge,
        shareholder: change.shareholder,
      };
      if (existing) Object.assign(existing, values);
      else {
        db.preferences.push({
          id: db.nextIds.preference,
          client_id: clientId,
          company_id: change.companyId,
          ...values,
        });
        db.nextIds.preference += 1;
      }
    }
    return ok({ status: 200, message: 'Your preferences submitted successfully.' });
  }),

  route('get', 'auth/preferences/slots', 'T', ({ caller }) =>
    ok({
      status: 200,
      agenda_slots: structuredClone(db.agendaSlots),
      client_slots: [...caller.confClient.available_slot].sort((a, b) => a - b),
    }),
  ),

  route('post', 'auth/preferences/slots', 'T', async ({ request, caller }) => {
    requireInvestor(caller);
    const body = await readBody(request);
    if (!db.conference.allow_investor_slots_registration) {
      return validationError({ available_slot: ['Investor slot registration is closed.'] });
    }
    const slots = idList(body.available_slot);
    if (slots.length === 0) return validationError({ available_slot: ['Please select your availability'] });
    if (slots.some((id) => !db.agendaSlots.some((s) => s.id === id))) {
      return validationError({ available_slot: ['The selected available slot is invalid.'] });
    }
    const cc = findConfClientByClient(caller.client.id) ?? caller.confClient;
    cc.available_slot = slots;
    const timezone = str(body.timezone);
    if (timezone && db.timezones.some((t) => t.code === timezone)) cc.timezone = timezone;
    return ok({ status: 200, message: 'Slots have been updated successfully' });
  }),
];
