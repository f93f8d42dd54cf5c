import { showAlert } from '@/lib/alerts';
import { api } from '@/lib/api/client';
import { loadOnce } from '@/lib/lazy';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { endRegistration, endSession, getStoredClient, isFirstRegistration } from './session';

const loadFailureTexts = loadOnce(() => import('@/lib/api/form-errors'));

/**
 * Signs out (spec A§2 Landing, A§4, A§7, A§8; contract §4.2): posts auth/logout, then, whatever it
 * answers, ends the registration process, clears local storage and goes to the plain /auth/login (no
 * `redirect`: the next person to sign in on this device starts on their own page, never in the
 * registration form or on the page of the attendee before them). A 401 to the call (a token the
 * server no longer knows, or the placeholder of a first registration, which has no token of its own)
 * shows nothing; a 422 shows its first message and any other failure 'Something Went Wrong', over
 * the login page. Resolves true when the server confirmed the sign-out.
 */
export async function logout(): Promise<boolean> {
  let failure: unknown = null;
  try {
    // The session ends below whatever the answer, so a 401 must not end it first with a redirect back.
    const answer = await api.post<{ status?: unknown }>('auth/logout', undefined, { keepSessionOn401: true });
    if (!answer?.status) throw new Error('logout answered without a status');
  } catch (error) {
    failure = error;
  }
  endRegistration();
  // The router makes the one navigation to the plain login page.
  const wiped = endSession({ redirectBack: false, replace: false });
  if (failure !== null) {
    // The failure texts load only here (see docs/performance.md); offline, the general message shows.
    const message = await loadFailureTexts().then(
      ({ failureMessage }) => failureMessage(failure, SOMETHING_WENT_WRONG, 'validation'),
      () => SOMETHING_WENT_WRONG,
    );
    if (message) void showAlert(message, 'error');
  }
  await wiped;
  return failure === null;
}

// The question and its texts load only when a first registration is under way (see docs/performance.md).
const leaveRegistration = loadOnce(() => import('./leave-registration'));

/**
 * Logout as offered in the headers: during a first registration it first says what happens to the
 * registration (./leave-registration), and logs out only when the attendee confirms.
 */
export async function logoutAsked(): Promise<boolean> {
  if (isFirstRegistration() && !(await leaveRegistration().then((m) => m.confirmLeaveRegistration()))) return false;
  return logout();
}

/** How long Identify waits for the server to end the old session before it goes on without it. */
export const SERVER_SIGN_OUT_TIMEOUT_MS = 5000;

let signingOut: { token: string; done: Promise<void> } | null = null;

/**
 * Ends, without a word, the server session of the attendee signed in on this device, if any:
 * Identify signs out any user before it clears local storage (spec B§2), and the stored token
 * must not stay valid after it. Whatever the answer, nothing is shown and no navigation follows
 * (a 401 only says the token was no longer valid). A sign-out of the same token still under way
 * is shared, so a page that asks twice sends one request.
 */
export function endServerSession(): Promise<void> {
  const token = getStoredClient()?.api_token;
  if (typeof token !== 'string' || token.length === 0) return Promise.resolve();
  if (signingOut?.token === token) return signingOut.done;
  const done = api
    .post('auth/logout', undefined, { keepSessionOn401: true, timeout: SERVER_SIGN_OUT_TIMEOUT_MS })
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      if (signingOut?.token === token) signingOut = null;
    });
  signingOut = { token, done };
  return done;
}
