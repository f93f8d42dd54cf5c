/** Invitation cancellation: the cancellation link, token check and the cancellation itself (§6). */
import { db } from '../db';
import { fieldError, int, ok, readBody, route, str, type TokenCaller } from './utils';

/** The one cancellation token the demo gives every registered client (§12.9). */
export const CANCEL_TOKEN = 'cancel-token-ok';

const INVALID_LINK = 'This cancellation link is invalid or has expired.';

function origin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null'
    ? location.origin
    : 'http://localhost';
}

/** True when the body carries the caller's own valid token and the caller is still registered. */
async function tokenMatches(request: Request, caller: TokenCaller): Promise<boolean> {
  const body = await readBody(request);
  return (
    str(body.cancelation_token) === CANCEL_TOKEN &&
    int(body.client_id) === caller.client.id &&
    caller.confClient.status === 2
  );
}

export const cancellationHandlers = [
  route('get', 'auth/get-cancellation-url', 'T', () =>
    ok({
      status: 200,
      cancellation_url: `${origin()}/auth/registration/mail/action/cancellation?cancelation_token=${CANCEL_TOKEN}`,
    }),
  ),

  route('post', 'auth/verify-cancellation-token', 'T', async ({ request, caller }) => {
    if (!(await tokenMatches(request, caller))) return fieldError('cancelation_token', INVALID_LINK);
    return ok({
      status: 200,
      message: 'The cancellation token is valid.',
      conference: { id: db.conference.id, name: db.conference.name },
    });
  }),

  route('post', 'auth/cancel-invitation', 'T', async ({ request, caller }) => {
    if (!(await tokenMatches(request, caller))) return fieldError('cancelation_token', INVALID_LINK);
    caller.confClient.status = 3;
    return ok({ status: 200, message: 'Your registration has been cancelled.' });
  }),
];
