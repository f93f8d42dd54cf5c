/**
 * §5 Registration: the data sets (§5.1/§5.2), sign-up and profile update with
 * the server rules of the B§5 tables, grouped slots, slot attendance, cut-off
 * date and the presenter-mate (colleague) endpoints.
 */
import type { Id } from '@/lib/api/contract';
import { mockNow } from '../clock';
import { db, persistDb } from '../db';
import type { ClientRecord, ConfClientRecord, UserRecord } from '../records';
import {
  findClient,
  findCompany,
  findConfClientByClient,
  findConfClientByCode,
  findConfClientById,
  groupedSlots,
  isPresenter,
  registrationData,
  slotsAttendance,
  slotsOfDay,
  statusHuman,
  toColleague,
} from '../views';
import {
  bool,
  EMAIL_PATTERN,
  ErrorCollector,
  errorResponse,
  fieldError,
  HttpFailure,
  idList,
  int,
  isDateStr,
  isObject,
  isTimeStr,
  type JsonObject,
  listError,
  ok,
  readBody,
  route,
  str,
  type TokenCaller,
  toTimeStr,
  validationError,
} from './utils';

const REQUIRED = 'Field is required';
const INVALID_EMAIL = 'Invalid email address';
const SHORT_PASSWORD = 'Password must have at least 6 letters.';
const FULLY_BOOKED =
  'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.';

const isClosedStatus = (cc: ConfClientRecord) => cc.status >= 3;

// ---------------------------------------------------------------------------
// Shared validation
// ---------------------------------------------------------------------------

type ParsedDetails = {
  job_title: string | null;
  address: string | null;
  country_id: Id | null;
  nationality_id: Id | null;
  additional_email: string | null;
  telephone: string | null;
  mobile: string | null;
  assistant_name: string | null;
  assistant_phone: string | null;
  assistant_email: string | null;
  biography: string | null;
  email: string | null;
};

function parseDetails(source: JsonObject, countryKey = 'country_id'): ParsedDetails {
  return {
    job_title: str(source.job_title),
    address: str(source.address),
    country_id: int(source[countryKey]),
    nationality_id: int(source.nationality_id),
    additional_email: str(source.additional_email),
    telephone: str(source.telephone),
    mobile: str(source.mobile),
    assistant_name: str(source.assistant_name),
    assistant_phone: str(source.assistant_phone),
    assistant_email: str(source.assistant_email),
    biography: str(source.biography),
    email: str(source.email),
  };
}

const knownCountry = (id: Id | null) => id !== null && db.countries.some((c) => c.id === id);

/**
 * Client-detail rules of B§5. `key` maps a field name to the error key
 * (flat keys such as `colleagues.0.job_title`); `group` nests the errors.
 */
function checkDetails(
  details: ParsedDetails,
  errors: ErrorCollector,
  options: {
    group?: string;
    key?: (field: string) => string;
    countryField?: string;
    requireNationality?: boolean;
    requireBiography?: boolean;
    requireEmail?: boolean;
  },
): void {
  const key = options.key ?? ((field: string) => field);
  const add = (field: string, message: string) => errors.addOnce(key(field), message, options.group);
  if (!details.job_title) add('job_title', REQUIRED);
  if (!details.address) add('address', REQUIRED);
  if (!knownCountry(details.country_id)) add(options.countryField ?? 'country_id', REQUIRED);
  if (options.requireNationality !== false && !knownCountry(details.nationality_id)) add('nationality_id', REQUIRED);
  if (options.requireEmail) {
    if (!details.email) add('email', REQUIRED);
    else if (!EMAIL_PATTERN.test(details.email)) add('email', INVALID_EMAIL);
  }
  if (details.additional_email && !EMAIL_PATTERN.test(details.additional_email)) add('additional_email', INVALID_EMAIL);
  if (!details.telephone) add('telephone', REQUIRED);
  if (!details.mobile) add('mobile', REQUIRED);
  if (details.assistant_email && !EMAIL_PATTERN.test(details.assistant_email)) add('assistant_email', INVALID_EMAIL);
  if (options.requireBiography && !details.biography) add('biography', REQUIRED);
}

function applyDetails(client: ClientRecord, details: ParsedDetails, withEmail: boolean): void {
  client.job_title = details.job_title;
  client.address = details.address;
  client.country_id = details.country_id;
  if (details.nationality_id !== null) client.nationality_id = details.nationality_id;
  client.additional_email = details.additional_email;
  client.telephone = details.telephone;
  client.mobile = details.mobile;
  client.assistant_name = details.assistant_name;
  client.assistant_phone = details.assistant_phone;
  client.assistant_email = details.assistant_email;
  client.biography = details.biography;
  if (withEmail && details.email) client.email = details.email;
}

/**
 * Presenter slot rules of B§5/B§9 for a company: at least one slot; per chosen
 * day the minimum count and a full morning or afternoon block; every slot below
 * capacity when the company's own weight is added. Returns the first message.
 */
function presenterSlotError(slots: Id[], companyId: Id): string | null {
  if (slots.length === 0) return 'Available Slots Required';
  const conference = db.conference;
  const chosen = db.agendaSlots.filter((s) => slots.includes(s.id));
  const days = [...new Set(chosen.map((s) => s.date))].sort();
  for (const day of days) {
    const daySlots = slotsOfDay(day);
    const picked = daySlots.filter((s) => slots.includes(s.id));
    if (picked.length < conference.minimum_slots_for_presenters) {
      return `You need to select at least ${conference.minimum_slots_for_presenters} slots per day so your attendance can be confirmed.`;
    }
    const morning = daySlots.filter((s) => s.start_time < '13:00:00');
    const afternoon = daySlots.filter((s) => s.start_time >= '13:00:00');
    const full = (block: typeof daySlots) => block.length > 0 && block.every((s) => slots.includes(s.id));
    if (!full(morning) && !full(afternoon)) {
      return 'You need to select at least all morning or afternoon slots per day so your attendance can be confirmed.';
    }
  }
  const capacity = conference.presenter_slot_capacity;
  if (capacity > 0) {
    const attendance = slotsAttendance(companyId).slotsAttendance;
    const weight = findCompany(companyId)?.priority ?? 1;
    if (slots.some((id) => (attendance[String(id)]?.count ?? 0) + weight > capacity)) return FULLY_BOOKED;
  }
  return null;
}

const unknownSlots = (slots: Id[]) => slots.filter((id) => !db.agendaSlots.some((s) => s.id === id));
const knownTimezone = (code: string | null) => code !== null && db.timezones.some((t) => t.code === code);

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Username rules (required, ≥ 6, unique except for the client's own account). */
function checkUsername(username: string | null, ownUser: UserRecord | undefined, add: (m: string) => void): void {
  if (!username) add(REQUIRED);
  else if (username.length < 6) add('Username must have at least 6 letters.');
  else if (db.users.some((u) => u.username === username && u.id !== ownUser?.id)) {
    add('The username has already been taken.');
  }
}

function issueUser(client: ClientRecord, username: string, password: string): UserRecord {
  const existing = db.users.find((u) => u.client_id === client.id);
  if (existing) {
    existing.username = username;
    existing.password = password;
    existing.token_active = true;
    return existing;
  }
  const user: UserRecord = {
    id: db.nextIds.user,
    client_id: client.id,
    username,
    password,
    api_token: `demo-token-client-${client.id}`,
    token_active: true,
  };
  db.nextIds.user += 1;
  db.users.push(user);
  return user;
}

function setSlots(cc: ConfClientRecord, slots: Id[]): void {
  cc.available_slot = [...slots];
  if (cc.presenter_property) cc.presenter_property.available_slot = [...slots];
}

// ---------------------------------------------------------------------------
// Sign-up / update-profile body
// ---------------------------------------------------------------------------

type ParsedColleague = { client: ClientRecord; cc: ConfClientRecord; details: ParsedDetails; slots: Id[]; timezone: string };

type ParsedRegistration = {
  login: { username: string; password: string } | null;
  details: ParsedDetails;
  arrival_date: string | null;
  arrival_time: string | null;
  departure_date: string | null;
  departure_time: string | null;
  timezone: string | null;
  slots: Id[];
  remarks: string | null;
  need_screen: boolean | null;
  media_interview: boolean | null;
  prefer_interview: boolean | null;
  colleagues: ParsedColleague[];
};

function validateRegistration(
  body: JsonObject,
  client: ClientRecord,
  mode: 'signup' | 'update',
): { errors: ErrorCollector; parsed: ParsedRegistration } {
  const errors = new ErrorCollector();
  const conference = db.conference;
  const presenter = isPresenter(client);
  const ownUser = db.users.find((u) => u.client_id === client.id);

  // login_details
  let login: ParsedRegistration['login'] = null;
  const loginBody = isObject(body.login_details) ? body.login_details : null;
  if (loginBody || (mode === 'signup' && !ownUser)) {
    const source = loginBody ?? {};
    const username = str(source.username);
    const password = typeof source.password === 'string' ? source.password : '';
    const confirmation = typeof source.password_confirmation === 'string' ? source.password_confirmation : '';
    checkUsername(username, ownUser, (m) => errors.addOnce('username', m, 'login_details'));
    if (mode === 'update') {
      const current = typeof source.current_password === 'string' ? source.current_password : '';
      if (current.length < 6) errors.add('current_password', SHORT_PASSWORD, 'login_details');
      else if (!ownUser || ownUser.password !== current) {
        errors.add('current_password', 'The current password is incorrect.', 'login_details');
      }
    }
    if (password.length < 6) errors.add('password', SHORT_PASSWORD, 'login_details');
    if (confirmation !== password) errors.add('password_confirmation', 'Passwords must be identical.', 'login_details');
    if (username) login = { username, password };
  }

  // client_details
  const details = parseDetails(isObject(body.client_details) ? body.client_details : {});
  checkDetails(details, errors, { group: 'client_details', requireBiography: !presenter });

  // available_slot
  const slots = idList(body.available_slot);
  if (unknownSlots(slots).length > 0) {
    errors.add('available_slot', 'The selected available slot is invalid.');
  } else if (presenter) {
    const message = presenterSlotError(slots, client.company_id);
    if (message) errors.add('available_slot', message);
  } else if (conference.allow_investor_slots_registration && slots.length === 0) {
    errors.add('available_slot', 'Available slot field is required');
  }

  // timezone
  const timezone = str(body.timezone);
  if (presenter && !knownTimezone(timezone)) errors.add('timezone', 'Timezone Required');

  // arrival / departure (presenters)
  const arrival_date = str(body.arrival_date);
  const arrival_time = str(body.arrival_time);
  const departure_date = str(body.departure_date);
  const departure_time = str(body.departure_time);
  if (presenter) {
    const windowStart = shiftDate(conference.start_date, -7);
    const windowEnd = shiftDate(conference.end_date, 8);
    const outside = (d: string) => d < windowStart || d > windowEnd;
    const chosenDays = db.agendaSlots
      .filter((s) => slots.includes(s.id))
      .map((s) => s.date)
      .sort();
    const windowMessage = `The date must be between ${windowStart} and ${windowEnd}.`;
    if (!conference.disable_arrival_dates) {
      if (!isDateStr(arrival_date)) errors.add('arrival_date', REQUIRED);
      else if (outside(arrival_date)) errors.add('arrival_date', windowMessage);
      else if (chosenDays.length > 0 && arrival_date > chosenDays[0]) {
        errors.add('arrival_date', "Arrival date shouldn't be after the first attending day.");
      }
      if (!isTimeStr(arrival_time)) errors.add('arrival_time', REQUIRED);
    }
    if (!conference.disable_depature_dates) {
      if (!isDateStr(departure_date)) errors.add('departure_date', REQUIRED);
      else if (outside(departure_date)) errors.add('departure_date', windowMessage);
      else if (chosenDays.length > 0 && departure_date < chosenDays[chosenDays.length - 1]) {
        errors.add('departure_date', "Departure date shouldn't be before the last attending day.");
      }
      if (!isTimeStr(departure_time)) errors.add('departure_time', REQUIRED);
    }
  }

  // A/V and media questions (presenters)
  const need_screen = bool(body.need_screen);
  const media_interview = bool(body.media_interview);
  if (presenter) {
    if (need_screen === null) errors.add('need_screen', 'This question is mandatory');
    if (media_interview === null) errors.add('media_interview', 'This question is mandatory');
  }

  // colleagues (presenters): flat keys colleagues.<index>.<field>
  const colleagues: ParsedColleague[] = [];
  if (presenter && Array.isArray(body.colleagues)) {
    body.colleagues.forEach((entry: unknown, index: number) => {
      const key = (field: string) => `colleagues.${index}.${field}`;
      const source = isObject(entry) ? entry : {};
      const mateId = int(source.client_id);
      const mate = mateId !== null ? findClient(mateId) : undefined;
      const mateCc = mate ? findConfClientByClient(mate.id) : undefined;
      if (
        !mate ||
        !mateCc ||
        mate.id === client.id ||
        mate.company_id !== client.company_id ||
        !isPresenter(mate) ||
        (int(source.conf_client_id) !== null && int(source.conf_client_id) !== mateCc.id)
      ) {
        errors.add(key('client_id'), 'The selected client id is invalid.');
        return;
      }
      const mateDetails = parseDetails(source);
      checkDetails(mateDetails, errors, { key, requireEmail: true });
      const mateSlots = idList(source.available_slot);
      const slotMessage = unknownSlots(mateSlots).length > 0
        ? 'The selected available slot is invalid.'
        : presenterSlotError(mateSlots, client.company_id);
      if (slotMessage) errors.add(key('available_slot'), slotMessage);
      const mateTimezone = str(source.timezone);
      if (!knownTimezone(mateTimezone)) errors.add(key('timezone'), 'Timezone Required');
      colleagues.push({ client: mate, cc: mateCc, details: mateDetails, slots: mateSlots, timezone: mateTimezone ?? mateCc.timezone });
    });
  }

  return {
    errors,
    parsed: {
      login,
      details,
      arrival_date: presenter && isDateStr(arrival_date) ? arrival_date : null,
      arrival_time: presenter && isTimeStr(arrival_time) ? toTimeStr(arrival_time) : null,
      departure_date: presenter && isDateStr(departure_date) ? departure_date : null,
      departure_time: presenter && isTimeStr(departure_time) ? toTimeStr(departure_time) : null,
      timezone,
      slots,
      remarks: str(body.remarks),
      need_screen,
      media_interview,
      prefer_interview: bool(body.prefer_interview),
      colleagues,
    },
  };
}

function applyRegistration(client: ClientRecord, cc: ConfClientRecord, parsed: ParsedRegistration): void {
  const presenter = isPresenter(client);
  applyDetails(client, parsed.details, false);
  cc.status = 2;
  if (presenter || db.conference.allow_investor_slots_registration) setSlots(cc, parsed.slots);
  if (presenter) {
    cc.presenter_property = {
      available_slot: [...parsed.slots],
      need_screen: parsed.need_screen,
      media_interview: parsed.media_interview,
    };
    cc.arrival_date = parsed.arrival_date;
    cc.arrival_time = parsed.arrival_time;
    cc.departure_date = parsed.departure_date;
    cc.departure_time = parsed.departure_time;
  }
  if (knownTimezone(parsed.timezone)) cc.timezone = parsed.timezone as string;
  cc.remarks = parsed.remarks;
  cc.prefer_interview = parsed.prefer_interview ?? (presenter ? parsed.media_interview : null);
  for (const mate of parsed.colleagues) {
    applyDetails(mate.client, mate.details, true);
    mate.cc.status = 2;
    setSlots(mate.cc, mate.slots);
    mate.cc.timezone = mate.timezone;
  }
}

function sessionExpired(cc: ConfClientRecord): boolean {
  const session = db.registrationSessions.find((s) => s.invitation_code === cc.invitation_code);
  return session !== undefined && mockNow().getTime() - session.started_at > db.sessionLifetime * 1000;
}

function endSession(cc: ConfClientRecord): void {
  db.registrationSessions = db.registrationSessions.filter((s) => s.invitation_code !== cc.invitation_code);
}

// ---------------------------------------------------------------------------
// Presenter mates
// ---------------------------------------------------------------------------

/** The colleague a presenter-mate call is about, checked against the caller's company. */
function mateFor(cc: ConfClientRecord | undefined, caller: TokenCaller | { kind: 'placeholder' }): ClientRecord {
  const mate = cc ? findClient(cc.client_id) : undefined;
  if (!cc || !mate || !isPresenter(mate)) {
    throw new HttpFailure(fieldError('conf_client_id', 'The selected conf client id is invalid.'));
  }
  if (caller.kind === 'token' && caller.client.company_id !== mate.company_id) {
    throw new HttpFailure(errorResponse(403, 'This action is unauthorized.'));
  }
  return mate;
}

// ---------------------------------------------------------------------------
// Handlers
// ---------------------------------------------------------------------------

export const registrationHandlers = [
  route('get', 'auth/get-required-data-registration', 'P', ({ url }) => {
    const code = str(url.searchParams.get('invitation_code'));
    const cc = code ? findConfClientByCode(code) : undefined;
    if (!cc) return fieldError('invitation_code', 'The selected invitation code is invalid.');
    if (isClosedStatus(cc)) return fieldError('invitation_code', 'This invitation is no longer valid.');
    endSession(cc);
    db.registrationSessions.push({ invitation_code: cc.invitation_code, started_at: mockNow().getTime() });
    persistDb();
    return ok(registrationData(cc));
  }),

  route('get', 'auth/get-required-data-update-profile', 'T', ({ caller }) => {
    if (isClosedStatus(caller.confClient)) return listError('client', 'Your registration has been cancelled.');
    return ok(registrationData(caller.confClient, caller.token));
  }),

  route('post', 'auth/signup', 'R', async ({ request, caller }) => {
    const body = await readBody(request);
    let cc: ConfClientRecord | undefined;
    if (caller.kind === 'token') cc = caller.confClient;
    else {
      const code = str(body.invitation_code);
      cc = code ? findConfClientByCode(code) : undefined;
    }
    if (!cc) return fieldError('invitation_code', 'The selected invitation code is invalid.');
    if (isClosedStatus(cc)) return fieldError('invitation_code', 'This invitation is no longer valid.');
    if (sessionExpired(cc)) {
      return listError('session', 'Your registration session has expired.', { logout: true });
    }
    const client = findClient(cc.client_id);
    if (!client) return fieldError('invitation_code', 'The selected invitation code is invalid.');
    const { errors, parsed } = validateRegistration(body, client, 'signup');
    if (!errors.empty) return validationError(errors.errors, 'The given data was invalid.');
    applyRegistration(client, cc, parsed);
    let user = db.users.find((u) => u.client_id === client.id);
    if (parsed.login) user = issueUser(client, parsed.login.username, parsed.login.password);
    if (!user) return validationError({ login_details: { username: [REQUIRED] } }, 'The given data was invalid.');
    user.token_active = true;
    endSession(cc);
    return ok({ status: 200, message: 'Your registration has been completed successfully.', api_token: user.api_token });
  }),

  route('post', 'auth/update-profile', 'T', async ({ request, caller }) => {
    if (isClosedStatus(caller.confClient)) return listError('client', 'Your registration has been cancelled.');
    const body = await readBody(request);
    const { errors, parsed } = validateRegistration(body, caller.client, 'update');
    if (!errors.empty) return validationError(errors.errors, 'The given data was invalid.');
    applyRegistration(caller.client, caller.confClient, parsed);
    if (parsed.login) {
      caller.user.username = parsed.login.username;
      caller.user.password = parsed.login.password;
    }
    return ok({ status: 200, message: 'Your registration has been updated successfully.', api_token: caller.token });
  }),

  route('get', 'auth/get-grouped-slots', 'R', ({ url }) => {
    const clientId = int(url.searchParams.get('client_id'));
    if (clientId === null || !findClient(clientId) || !findConfClientByClient(clientId)) {
      return fieldError('client_id', 'The selected client id is invalid.');
    }
    return ok({ status: 200, data: groupedSlots() });
  }),

  route('get', 'auth/slots-attendance-percentage/:conferenceId', 'R', ({ params, caller }) => {
    if (params.conferenceId !== String(db.conference.id)) return errorResponse(404, 'Conference not found.');
    return ok(slotsAttendance(caller.kind === 'token' ? caller.client.company_id : null));
  }),

  route('post', 'auth/cut-off-date', 'R', () => ok({ status: 200, cut_off_date: db.conference.cut_off_date })),

  route('post', 'auth/register-presenter-mate', 'R', async ({ request, caller }) => {
    const body = await readBody(request);
    const clientId = int(body.client_id);
    const cc = clientId !== null ? findConfClientByClient(clientId) : undefined;
    const mate = cc ? findClient(cc.client_id) : undefined;
    if (!cc || !mate || !isPresenter(mate) || (caller.kind === 'token' && caller.client.id === mate.id)) {
      return fieldError('client_id', 'The selected client id is invalid.');
    }
    if (caller.kind === 'token' && caller.client.company_id !== mate.company_id) {
      return errorResponse(403, 'This action is unauthorized.');
    }
    if (isClosedStatus(cc)) return fieldError('client_id', 'This invitation is no longer valid.');
    const ownUser = db.users.find((u) => u.client_id === mate.id);
    if (ownUser && cc.status === 2) return fieldError('client_id', 'The colleague is already registered.');

    const errors = new ErrorCollector();
    const username = str(body.username);
    const password = typeof body.password === 'string' ? body.password : '';
    const confirmation = typeof body.password_confirmation === 'string' ? body.password_confirmation : '';
    checkUsername(username, ownUser, (m) => errors.addOnce('username', m));
    if (password.length < 6) errors.add('password', SHORT_PASSWORD);
    if (confirmation !== password) errors.add('password_confirmation', 'Passwords must be identical.');
    const details = parseDetails(body, 'country');
    checkDetails(details, errors, { countryField: 'country', requireNationality: false });
    const slots = idList(body.available_slot);
    const slotMessage = unknownSlots(slots).length > 0
      ? 'The selected available slot is invalid.'
      : presenterSlotError(slots, mate.company_id);
    if (slotMessage) errors.add('available_slot', slotMessage);
    const timezone = str(body.timezone);
    if (!knownTimezone(timezone)) errors.add('timezone', 'Timezone Required');
    if (!errors.empty || !username) return validationError(errors.errors);

    applyDetails(mate, details, false);
    issueUser(mate, username, password);
    cc.status = 2;
    setSlots(cc, slots);
    cc.timezone = timezone as string;
    return ok({ status: 200, message: 'Colleague Registered Successfully', client: toColleague(mate) });
  }),

  route('post', 'auth/update-presenter-mate', 'R', async ({ request, caller }) => {
    const body = await readBody(request);
    const confClientId = int(body.conf_client_id);
    const cc = confClientId !== null ? findConfClientById(confClientId) : undefined;
    const mate = mateFor(cc, caller);
    const details = parseDetails(isObject(body.client_details) ? body.client_details : {});
    const errors = new ErrorCollector();
    checkDetails(details, errors, { group: 'client_details', requireEmail: true });
    if (details.email && db.clients.some((c) => c.id !== mate.id && c.email === details.email)) {
      errors.addOnce('email', 'The email has already been taken.', 'client_details');
    }
    if (!errors.empty) return validationError(errors.errors);
    applyDetails(mate, details, true);
    return ok({ status: 200, message: 'Colleague details updated.', client: toColleague(mate) });
  }),

  route('post', 'auth/update-presenter-status', 'R', async ({ request, caller }) => {
    const body = await readBody(request);
    const confClientId = int(body.conf_client_id);
    const cc = confClientId !== null ? findConfClientById(confClientId) : undefined;
    mateFor(cc, caller);
    if (!cc || cc.status !== 2) return fieldError('conf_client_id', 'The colleague is not registered.');
    cc.status = 3;
    return ok({
      status: 200,
      message: 'Colleague registration cancelled.',
      confClient: { id: cc.id, status: cc.status, status_human: statusHuman(cc.status) },
    });
  }),
];
