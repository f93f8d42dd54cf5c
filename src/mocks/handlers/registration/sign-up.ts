/**
 * Sign-up by invitation: opening the invitation (which starts the registration
 * session) and sending the completed form, which creates the login account.
 */
import { mockNow } from '../../clock';
import { db, persistDb } from '../../db';
import type { ConfClientRecord } from '../../records';
import { findClient, findConfClientByCode, registrationData } from '../../views';
import { fieldError, listError, ok, readBody, route, str, validationError } from '../utils';
import { endSession, isClosedStatus, issueUser, sessionExpired } from './accounts';
import { applyRegistration, validateRegistration } from './body';
import { REQUIRED } from './details';

export const signUpHandlers = [
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
    return ok({
      status: 200,
      message: 'Your registration has been completed successfully.',
      api_token: user.api_token,
    });
  }),
];
