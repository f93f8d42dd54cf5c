/**
 * A presenter's colleagues (other presenters of the same company): registering
 * one, updating their details and cancelling their registration.
 */
import { db } from '../../db';
import type { ClientRecord, ConfClientRecord } from '../../records';
import {
  findClient,
  findConfClientByClient,
  findConfClientById,
  isPresenter,
  statusHuman,
  toColleague,
} from '../../views';
import {
  ErrorCollector,
  errorResponse,
  fieldError,
  HttpFailure,
  idList,
  int,
  isObject,
  ok,
  readBody,
  route,
  str,
  type TokenCaller,
  validationError,
} from '../utils';
import { checkUsername, isClosedStatus, issueUser, SHORT_PASSWORD } from './accounts';
import { applyDetails, checkDetails, parseDetails } from './details';
import { knownTimezone, setSlots, slotChoiceError } from './slots';

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

export const colleagueHandlers = [
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
    const slotMessage = slotChoiceError(slots, mate.company_id);
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
