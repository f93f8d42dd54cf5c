/**
 * The sign-up and profile-update body: reading and checking every part of it
 * (login, client details, slots, time zone, travel dates, presenter questions
 * and colleagues), then writing an accepted body to the database.
 */
import type { Id } from '@/lib/api/contract';
import { addDays, isDateStr } from '@/lib/dates/calendar-date';
import { db } from '../../db';
import type { ClientRecord, ConfClientRecord, UserRecord } from '../../records';
import { findClient, findConfClientByClient, isPresenter } from '../../views';
import { bool, ErrorCollector, idList, int, isObject, isTimeStr, type JsonObject, str, toTimeStr } from '../utils';
import { checkUsername, SHORT_PASSWORD } from './accounts';
import { applyDetails, checkDetails, type ParsedDetails, parseDetails, REQUIRED } from './details';
import { knownTimezone, presenterSlotError, setSlots, slotChoiceError, unknownSlots } from './slots';

type ParsedColleague = {
  client: ClientRecord;
  cc: ConfClientRecord;
  details: ParsedDetails;
  slots: Id[];
  timezone: string;
};

type ParsedLogin = { username: string; password: string } | null;

type ParsedTravel = {
  arrival_date: string | null;
  arrival_time: string | null;
  departure_date: string | null;
  departure_time: string | null;
};

export type ParsedRegistration = ParsedTravel & {
  login: ParsedLogin;
  details: ParsedDetails;
  timezone: string | null;
  slots: Id[];
  remarks: string | null;
  need_screen: boolean | null;
  media_interview: boolean | null;
  prefer_interview: boolean | null;
  colleagues: ParsedColleague[];
};

type Mode = 'signup' | 'update';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The login part: checked when the body sends one, and always at a first
 * sign-up (the invitee has no account yet). A profile update must also prove
 * the current password.
 */
function checkLogin(
  body: JsonObject,
  ownUser: UserRecord | undefined,
  mode: Mode,
  errors: ErrorCollector,
): ParsedLogin {
  const loginBody = isObject(body.login_details) ? body.login_details : null;
  if (!loginBody && !(mode === 'signup' && !ownUser)) return null;
  const source = loginBody ?? {};
  const username = str(source.username);
  const password = text(source.password);
  const confirmation = text(source.password_confirmation);
  checkUsername(username, ownUser, (m) => errors.addOnce('username', m, 'login_details'));
  if (mode === 'update') {
    const current = text(source.current_password);
    if (current.length < 6) errors.add('current_password', SHORT_PASSWORD, 'login_details');
    else if (!ownUser || ownUser.password !== current) {
      errors.add('current_password', 'The current password is incorrect.', 'login_details');
    }
  }
  if (password.length < 6) errors.add('password', SHORT_PASSWORD, 'login_details');
  if (confirmation !== password) errors.add('password_confirmation', 'Passwords must be identical.', 'login_details');
  return username ? { username, password } : null;
}

/**
 * Slots: every id must exist; presenters follow the presenter slot rules;
 * investors must pick at least one slot when the conference lets them choose.
 */
function checkSlots(slots: Id[], client: ClientRecord, errors: ErrorCollector): void {
  if (unknownSlots(slots).length > 0) {
    errors.add('available_slot', 'The selected available slot is invalid.');
  } else if (isPresenter(client)) {
    const message = presenterSlotError(slots, client.company_id);
    if (message) errors.add('available_slot', message);
  } else if (db.conference.allow_investor_slots_registration && slots.length === 0) {
    errors.add('available_slot', 'Available slot field is required');
  }
}

/**
 * Presenter travel dates, unless the conference switches them off: each date
 * and time is required, dates lie from a week before the conference to eight
 * days after it, arrival is no later than the first chosen day and departure
 * no earlier than the last one.
 */
function checkTravel(body: JsonObject, slots: Id[], errors: ErrorCollector): ParsedTravel {
  const conference = db.conference;
  const arrival_date = str(body.arrival_date);
  const arrival_time = str(body.arrival_time);
  const departure_date = str(body.departure_date);
  const departure_time = str(body.departure_time);
  const windowStart = addDays(conference.start_date, -7);
  const windowEnd = addDays(conference.end_date, 8);
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
  return {
    arrival_date: isDateStr(arrival_date) ? arrival_date : null,
    arrival_time: isTimeStr(arrival_time) ? toTimeStr(arrival_time) : null,
    departure_date: isDateStr(departure_date) ? departure_date : null,
    departure_time: isTimeStr(departure_time) ? toTimeStr(departure_time) : null,
  };
}

const NO_TRAVEL: ParsedTravel = { arrival_date: null, arrival_time: null, departure_date: null, departure_time: null };

/**
 * Colleagues a presenter registers along with themself: each must be another
 * presenter of the same company in this conference; their details need an
 * e-mail, their slots follow the presenter rules and their time zone must be
 * known. Errors use flat keys `colleagues.<index>.<field>`.
 */
function checkColleagues(entries: unknown[], client: ClientRecord, errors: ErrorCollector): ParsedColleague[] {
  const colleagues: ParsedColleague[] = [];
  entries.forEach((entry: unknown, index: number) => {
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
    const slotMessage = slotChoiceError(mateSlots, client.company_id);
    if (slotMessage) errors.add(key('available_slot'), slotMessage);
    const mateTimezone = str(source.timezone);
    if (!knownTimezone(mateTimezone)) errors.add(key('timezone'), 'Timezone Required');
    colleagues.push({
      client: mate,
      cc: mateCc,
      details: mateDetails,
      slots: mateSlots,
      timezone: mateTimezone ?? mateCc.timezone,
    });
  });
  return colleagues;
}

export function validateRegistration(
  body: JsonObject,
  client: ClientRecord,
  mode: Mode,
): { errors: ErrorCollector; parsed: ParsedRegistration } {
  const errors = new ErrorCollector();
  const presenter = isPresenter(client);
  const ownUser = db.users.find((u) => u.client_id === client.id);
  const login = checkLogin(body, ownUser, mode, errors);
  const details = parseDetails(isObject(body.client_details) ? body.client_details : {});
  checkDetails(details, errors, { group: 'client_details', requireBiography: !presenter });
  const slots = idList(body.available_slot);
  checkSlots(slots, client, errors);
  const timezone = str(body.timezone);
  if (presenter && !knownTimezone(timezone)) errors.add('timezone', 'Timezone Required');
  const travel = presenter ? checkTravel(body, slots, errors) : NO_TRAVEL;
  // The screen and media-interview questions must be answered by presenters.
  const need_screen = bool(body.need_screen);
  const media_interview = bool(body.media_interview);
  if (presenter) {
    if (need_screen === null) errors.add('need_screen', 'This question is mandatory');
    if (media_interview === null) errors.add('media_interview', 'This question is mandatory');
  }
  const colleagues =
    presenter && Array.isArray(body.colleagues) ? checkColleagues(body.colleagues, client, errors) : [];
  return {
    errors,
    parsed: {
      login,
      details,
      ...travel,
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

export function applyRegistration(client: ClientRecord, cc: ConfClientRecord, parsed: ParsedRegistration): void {
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
