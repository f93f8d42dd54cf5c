import { showAlert } from '@/lib/alerts';
import { api } from '@/lib/api/client';
import { loadOnce } from '@/lib/lazy';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { endRegistration, endSession, getStoredClient, isFirstRegistration } from './session';

const loadFailureTexts = loadOnce(() => import('@/lib/api/form-errors'));

/**
 * Signs out (spec A§7, A§8): posts auth/logout; when the answer's status is truthy,
 * ends the registration process, clears local storage and goes to the plain /auth/login
 * (no `redirect`: the next person to sign in on this device starts on their own page).
 * A 422 shows its first message; any other failure 'Something Went Wrong'.
 */
export async function logout(): Promise<boolean> {
  try {
    const answer = await api.post<{ status?: unknown }>('auth/logout');
    if (!answer?.status) throw new Error('logout answered without a status');
  } catch (error) {
    // A 401 has ended the session already (the router goes to login): nothing to show. The
    // failure texts load only here (see docs/performance.md); offline, the general message shows.
    const message = await loadFailureTexts().then(
      ({ failureMessage }) => failureMessage(error, SOMETHING_WENT_WRONG, 'validation'),
      () => SOMETHING_WENT_WRONG,
    );
    if (message) await showAlert(message, 'error');
    return false;
  }
  endRegistration();
  // The router makes the one navigation to the plain login page.
  await endSession({ redirectBack: false, replace: false });
  return true;
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
