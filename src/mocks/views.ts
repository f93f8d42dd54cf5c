/**
 * Answer shapes of the contract, derived from the database rows on every call
 * (nothing here is stored), so derived data such as slot attendance, grouped
 * slots, confirmed companies or schedules always reflects the latest writes.
 */
import type {
  AgendaSlot,
  Client,
  ClientBrief,
  Colleague,
  ConferenceClient,
  ConferenceClientStatus,
  DateStr,
  GroupedAvailableSlots,
  GroupedDayRef,
  GroupedSelectionLimit,
  GroupedSlots,
  Id,
  Lists,
  MySurveyAnswer,
  NamedRef,
  PreferenceCompany,
  PreferencesAnswer,
  RegisteredCompaniesAnswer,
  RegisteredCompany,
  RegistrationData,
  ScheduleAnswer,
  ScheduleClient,
  Slot,
  SlotsAttendanceAnswer,
  SurveyQuestion,
  TourBookingAnswer,
} from '@/lib/api/contract';
import { londonToday } from './clock';
import { db } from './db';
import type { ClientRecord, CompanyRecord, ConfClientRecord, MeetingRecord, SurveyQuestionRecord, UserRecord } from './records';

// ---------------------------------------------------------------------------
// Look-ups
// ---------------------------------------------------------------------------

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
export const findUserByClient = (clientId: Id): UserRecord | undefined => db.users.find((u) => u.client_id === clientId);
export const findConfClientByClient = (clientId: Id): ConfClientRecord | undefined =>
  db.confClients.find((cc) => cc.client_id === clientId);
export const findConfClientById = (id: Id): ConfClientRecord | undefined => db.confClients.find((cc) => cc.id === id);
export const findConfClientByCode = (code: string): ConfClientRecord | undefined =>
  db.confClients.find((cc) => cc.invitation_code === code);

export function isPresenter(client: ClientRecord): boolean {
  return client.client_type_id === 4;
}

function namedRef(list: NamedRef[], id: Id | null): NamedRef {
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

const byNumber = (a: number, b: number) => a - b;

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

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

/** The person shape of §3.1; `apiToken` only for sign-in and `me` answers. */
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

// ---------------------------------------------------------------------------
// Conference days, lists and slots
// ---------------------------------------------------------------------------

/** Every conference day, start to end date inclusive. */
export function conferenceDates(): DateStr[] {
  const dates: DateStr[] = [];
  const end = Date.parse(`${db.conference.end_date}T00:00:00Z`);
  for (let t = Date.parse(`${db.conference.start_date}T00:00:00Z`); t <= end; t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** Conference days that have one-on-one meetings. */
function meetingDays(): DateStr[] {
  return conferenceDates().filter((d) => !db.closedConferenceDays.includes(d));
}

/** Day group of a conference date: ceil(1-based day index / split_days). */
export function dayGroupOf(date: DateStr): number {
  const index = conferenceDates().indexOf(date) + 1;
  const split = Math.max(1, db.conference.split_days);
  return index > 0 ? Math.ceil(index / split) : 0;
}

export function buildLists(): Lists {
  return {
    countries: structuredClone(db.countries),
    agenda_slots: structuredClone(db.agendaSlots),
    closed_days: [...db.closedDays],
    closed_conference_days: [...db.closedConferenceDays],
    timezones: structuredClone(db.timezones),
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

function dateParts(date: DateStr): { weekday: string; day: number; month: string } {
  const d = new Date(`${date}T00:00:00Z`);
  return { weekday: WEEKDAYS[d.getUTCDay()], day: d.getUTCDate(), month: MONTHS[d.getUTCMonth()] };
}

/** "Monday 8 September". */
export function formatDay(date: DateStr): string {
  const { weekday, day, month } = dateParts(date);
  return `${weekday} ${day} ${month}`;
}

/** "8-9 September", or "30 September-1 October" across months. */
function groupTitle(dates: DateStr[]): string {
  const first = dateParts(dates[0]);
  const last = dateParts(dates[dates.length - 1]);
  if (dates.length === 1) return `${first.day} ${first.month}`;
  if (first.month === last.month) return `${first.day}-${last.day} ${first.month}`;
  return `${first.day} ${first.month}-${last.day} ${last.month}`;
}

export const isMorning = (slot: AgendaSlot): boolean => slot.start_time < '13:00:00';

export function slotsOfDay(date: DateStr): AgendaSlot[] {
  return db.agendaSlots
    .filter((s) => s.date === date)
    .sort((a, b) => a.start_time.localeCompare(b.start_time));
}

export function groupedSlots(): GroupedSlots[] {
  const groups = new Map<number, DateStr[]>();
  for (const date of meetingDays()) {
    const group = dayGroupOf(date);
    groups.set(group, [...(groups.get(group) ?? []), date]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNumber, dates]) => ({
      groupNumber,
      groupTitle: groupTitle(dates),
      slots: Object.fromEntries(
        dates.map((date) => {
          const timeslots = structuredClone(slotsOfDay(date));
          return [
            date,
            {
              formattedDate: formatDay(date),
              timeslots,
              morning_slots: timeslots.filter(isMorning),
              afternoon_slots: timeslots.filter((s) => !isMorning(s)),
            },
          ];
        }),
      ),
    }));
}

// ---------------------------------------------------------------------------
// Presenting companies and slot capacity
// ---------------------------------------------------------------------------

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

/** §5.6: per slot the presenting companies that chose it, optionally leaving one company out. */
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

/** §3.15 late-registration slots: [] before the cut-off, then every slot not yet full. */
export function lateRegistrationSlots(): AgendaSlot[] {
  if (!isAfterCutOff()) return [];
  const capacity = db.conference.presenter_slot_capacity;
  const attendance = slotsAttendance(null).slotsAttendance;
  return structuredClone(
    db.agendaSlots.filter((s) => capacity <= 0 || (attendance[String(s.id)]?.count ?? 0) < capacity),
  );
}

// ---------------------------------------------------------------------------
// Registration data set (§3.15)
// ---------------------------------------------------------------------------

export function registrationData(cc: ConfClientRecord, apiToken?: string): RegistrationData {
  const client = findClient(cc.client_id);
  if (!client) throw new Error(`Client ${cc.client_id} missing`);
  const record: ConferenceClient & { client: Client } = { ...toConferenceClient(cc), client: toClient(client) };
  if (apiToken !== undefined) record.api_token = apiToken;
  return {
    status: 200,
    client: record,
    lists: buildLists(),
    presenter_mates: isPresenter(client) ? colleaguesOf(client) : [],
    session_data: { sesstion_lifetime: db.sessionLifetime },
    conference_dates: conferenceDates(),
    conference: structuredClone(db.conference),
    available_slots: lateRegistrationSlots(),
  };
}

// ---------------------------------------------------------------------------
// Companies (§8.1) and preferences (§9.1, §7.3)
// ---------------------------------------------------------------------------

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

/** The investor's day-group breakdown and selection limits (§9.1). */
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

/** §7.3: only the companies the client selected. */
export function selectedPreferenceCompanies(clientId: Id): PreferenceCompany[] {
  const selected = new Set(db.preferences.filter((p) => p.client_id === clientId).map((p) => p.company_id));
  return confirmedCompanies()
    .filter((c) => selected.has(c.id))
    .map((c) => toPreferenceCompany(c, clientId));
}

// ---------------------------------------------------------------------------
// Schedule (§7.4)
// ---------------------------------------------------------------------------

function toScheduleClient(client: ClientRecord): ScheduleClient {
  return {
    id: client.id,
    full_titled_name: fullTitledName(client),
    job_title: client.job_title,
    biography: client.biography,
    company: { name: findCompany(client.company_id)?.name ?? '' },
  };
}

/** Meetings the client takes part in: as a presenter, or as an investor attendee. */
export function meetingsOf(client: ClientRecord): MeetingRecord[] {
  return db.meetings.filter((m) =>
    isPresenter(client) ? m.presenter_ids.includes(client.id) : m.attendees.some((a) => a.client_id === client.id),
  );
}

export function meetingSlot(meeting: MeetingRecord): AgendaSlot | undefined {
  return db.agendaSlots.find((s) => s.id === meeting.slot_id);
}

function toSlot(meeting: MeetingRecord, caller: ClientRecord): Slot | null {
  const agendaSlot = meetingSlot(meeting);
  if (!agendaSlot) return null;
  const presenter = isPresenter(caller);
  const company = findCompany(meeting.company_id);
  const roomRecord = db.rooms.find((r) => r.id === meeting.room_id);
  const room = roomRecord
    ? {
        room_number: roomRecord.room_number,
        meeting_link: roomRecord.meeting_link,
        meeting_id: roomRecord.meeting_id,
        meeting_password: roomRecord.meeting_password,
        sip: roomRecord.sip,
        host_key: presenter ? roomRecord.host_key : null,
      }
    : null;
  const presenters = meeting.presenter_ids
    .map(findClient)
    .filter((c): c is ClientRecord => Boolean(c));
  const attendees = meeting.attendees
    .map((a) => ({ attendance: a, client: findClient(a.client_id) }))
    .filter((a): a is { attendance: typeof a.attendance; client: ClientRecord } => Boolean(a.client));
  const sameSide = presenter ? presenters : attendees.map((a) => a.client);
  return {
    id: meeting.id,
    date: agendaSlot.date,
    start_time: agendaSlot.start_time,
    end_time: agendaSlot.end_time,
    type: meeting.type,
    name: null,
    description: null,
    company: company ? { id: company.id, name: company.name } : null,
    room,
    room_number: room?.room_number ?? null,
    presenters: presenters.map(toScheduleClient),
    meetings: attendees.map((a) => ({ id: a.attendance.id, client: toScheduleClient(a.client) })),
    has_attend: presenter
      ? false
      : (meeting.attendees.find((a) => a.client_id === caller.id)?.has_attend ?? false),
    colleagues: sameSide
      .filter((c) => c.id !== caller.id && c.company_id === caller.company_id)
      .map((c) => ({ id: c.id, full_titled_name: fullTitledName(c) })),
  };
}

export function scheduleFor(client: ClientRecord): ScheduleAnswer {
  const slots = meetingsOf(client)
    .map((m) => toSlot(m, client))
    .filter((s): s is Slot => s !== null);
  const meetingDates = new Set(slots.map((s) => s.date));
  for (const session of db.sessions) {
    if (!meetingDates.has(session.date)) continue;
    slots.push({
      id: session.id,
      date: session.date,
      start_time: session.start_time,
      end_time: session.end_time,
      type: 1,
      name: session.name,
      description: session.description,
      company: null,
      room: null,
      room_number: null,
      presenters: [],
      meetings: [],
      has_attend: false,
      colleagues: [],
    });
  }
  slots.sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
  const schedule: ScheduleAnswer['schedule'] = {};
  for (const slot of slots) (schedule[slot.date] ??= []).push(slot);
  const company = findCompany(client.company_id);
  const cc = findConfClientByClient(client.id);
  const presenter = isPresenter(client);
  return {
    status: 200,
    company: company ? { id: company.id, name: company.name } : null,
    isPresenter: presenter,
    title: `Meeting Schedule – ${fullTitledName(client)}`,
    conf: structuredClone(db.conference),
    conference_client: { timezone: cc?.timezone ?? 'Europe/London' },
    room_number: presenter ? (slots.find((s) => s.type !== 1)?.room_number ?? null) : null,
    schedule,
  };
}

// ---------------------------------------------------------------------------
// Survey (§10.1) and tours (§11.4)
// ---------------------------------------------------------------------------

function withAnswer(question: SurveyQuestionRecord, answer: string | null | undefined): SurveyQuestion {
  return { ...structuredClone(question), answer: answer ?? null };
}

export function surveyFor(client: ClientRecord): MySurveyAnswer {
  const survey = [...db.surveyQuestions]
    .sort((a, b) => a.order - b.order)
    .map((q) =>
      withAnswer(q, db.surveyAnswers.find((a) => a.client_id === client.id && a.question_id === q.id)?.answer),
    );
  const metCompanies = isPresenter(client)
    ? []
    : [...new Set(meetingsOf(client).map((m) => m.company_id))].sort(byNumber);
  const companies = metCompanies
    .map(findCompany)
    .filter((c): c is CompanyRecord => Boolean(c))
    .map((company) => ({
      id: company.id,
      name: company.name,
      questions: [...db.companySurveyQuestions]
        .sort((a, b) => a.order - b.order)
        .map((q) =>
          withAnswer(
            q,
            db.companySurveyAnswers.find(
              (a) => a.client_id === client.id && a.company_id === company.id && a.question_id === q.id,
            )?.answer,
          ),
        ),
    }));
  return { status: 200, survey, companies };
}

export function tourBookingFor(clientId: Id): TourBookingAnswer {
  const data: TourBookingAnswer['data'] = {};
  const tours = [...db.tours].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time),
  );
  for (const tour of tours) (data[tour.date] ??= []).push({ ...tour });
  return {
    status: 200,
    data,
    selected_booking_id: db.tourBookings.find((b) => b.client_id === clientId)?.tour_id ?? null,
  };
}
