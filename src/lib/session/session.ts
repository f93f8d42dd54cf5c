/**
 * The attendee's session, behind one module: who is stored, whether they count as
 * logged in, and the registration process (spec A§4, B§4; contract §13).
 *
 * Logged in ⇔ a client is stored. After a sign-in the client is stored at once but
 * the app only treats the user as logged in after LOGIN_DELAY_MS, as the spec asks;
 * until then the guest-only login page stays where it is.
 */
import type { Client, ConferenceClient, RegistrationData } from '@/lib/api/contract';
import { isBearerToken } from '@/lib/api/read';
import { wipeDeviceTraces } from '@/lib/offline/wipe';
import {
  clearAll,
  readItem,
  registrationKeys,
  removeItem,
  storageKeys,
  subscribeOtherTabs,
  subscribeStorage,
  writeItem,
} from './storage';

export const LOGIN_DELAY_MS = 1000;
export const PLACEHOLDER_TOKEN = '555';

/** Either a signed-in `Client`, or during registration a `ConferenceClient` carrying the person as `client`. */
export type StoredClient = (Client | (ConferenceClient & { client: Client })) & { api_token?: string };

let pendingLogin = false;

/**
 * A session that has just ended and still owes the attendee the way to the login page:
 * after a 401 with a `redirect` back to the page they were on, after an explicit logout
 * (or the survey post's 401) to the plain login page. An expired registration owes the way
 * to `to` instead (Identify, login, or the dashboard of an attendee still signed in). The
 * router's guard makes that one navigation.
 */
export type SignOut = { redirectBack: boolean; replace: boolean; to?: string };

export type SessionSnapshot = {
  loggedIn: boolean;
  client: StoredClient | null;
  signOut: SignOut | null;
};

let signOut: SignOut | null = null;
let snapshotKey: string | null | undefined;
/** The session of a page rendered at build time: nobody is signed in. */
export const signedOutSnapshot: SessionSnapshot = { loggedIn: false, client: null, signOut: null };
let snapshot: SessionSnapshot = signedOutSnapshot;

function rawClient(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.client);
  } catch {
    return null;
  }
}

/** The snapshot is rebuilt only when the stored client or the pending-login flag changed. */
function currentSnapshot(): SessionSnapshot {
  const raw = rawClient();
  const key = `${pendingLogin ? 1 : 0}:${signOut ? `${Number(signOut.redirectBack)}${Number(signOut.replace)}${signOut.to ?? ''}` : '-'}:${raw ?? ''}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    const client = readItem<StoredClient>(storageKeys.client);
    snapshot = { loggedIn: Boolean(client) && !pendingLogin, client, signOut };
  }
  return snapshot;
}

/** The `signed-in` class on <html> (set first by index.html's head script) follows the session. */
function markDocument() {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle('signed-in', snapshot.loggedIn);
}

const listeners = new Set<() => void>();
function refresh() {
  const before = snapshot;
  if (currentSnapshot() !== before) {
    markDocument();
    for (const l of [...listeners]) l();
  }
}
/**
 * Another tab ended the signed-in session (a logout or a 401 there clears local storage): this
 * tab follows at once, as after its own logout. The router makes the one navigation to the plain
 * login page, the attendee's answers leave memory (src/lib/offline/persisted-cache.ts) and what
 * this tab kept in its own session storage goes too.
 */
function followSessionEndedElsewhere() {
  if (!snapshot.client?.api_token || rawClient() !== null) return;
  pendingLogin = false;
  postLoginTarget = null;
  signOut ??= { redirectBack: false, replace: false };
  void wipeDeviceTraces();
}

subscribeOtherTabs(followSessionEndedElsewhere);
subscribeStorage(refresh);
currentSnapshot();
markDocument();

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: currentSnapshot,
};

export function getStoredClient(): StoredClient | null {
  return readItem<StoredClient>(storageKeys.client);
}

export function isLoggedIn(): boolean {
  return currentSnapshot().loggedIn;
}

/** The bearer token: the stored client's api_token, or the placeholder 555. */
export function getToken(): string {
  const token = getStoredClient()?.api_token;
  return typeof token === 'string' && token.length > 0 ? token : PLACEHOLDER_TOKEN;
}

/** The person id every call sends as client_id (contract §1.4). */
export function getPersonId(): number | null {
  const client = getStoredClient();
  return client && typeof client.client_id === 'number' ? client.client_id : null;
}

/** The person record, whichever of the two stored shapes holds it. */
export function getPerson(): Client | null {
  const stored = getStoredClient();
  if (!stored) return null;
  return 'client' in stored && stored.client ? stored.client : (stored as Client);
}

let postLoginTarget: string | null = null;

/** Where a just-signed-in user is going; the guard sends them there instead of the guest-only redirect. */
export function getPostLoginTarget(): string | null {
  return postLoginTarget;
}

export function clearPostLoginTarget(): void {
  postLoginTarget = null;
}

/** Stores the signed-in user and marks them logged in after the spec's 1-second delay. */
export function completeLogin(user: Client, target: string | null = null): Promise<void> {
  pendingLogin = true;
  postLoginTarget = target;
  writeItem(storageKeys.client, user);
  writeItem(storageKeys.firstTime, 0);
  return new Promise((resolve) => {
    window.setTimeout(() => {
      pendingLogin = false;
      refresh();
      resolve();
    }, LOGIN_DELAY_MS);
  });
}

/**
 * Forgets everything kept locally (logout, 401): local storage (with the saved answer cache) at
 * once, then session storage, the service worker's answer caches and IndexedDB (the promise).
 */
export function clearSession(): Promise<void> {
  pendingLogin = false;
  postLoginTarget = null;
  signOut = null;
  clearAll();
  return wipeDeviceTraces();
}

/**
 * Ends the session and asks the router for the one navigation to the login page (see SignOut).
 * While that navigation is still owed, a later request keeps the first one's target.
 */
export function endSession(request: SignOut): ReturnType<typeof clearSession> {
  signOut ??= request;
  const owed = signOut;
  const cleared = clearSession();
  signOut = owed;
  refresh();
  return cleared;
}

/**
 * The registration session ran out: the attendee is owed the way to `to` (replacing the
 * current entry), which the router's guard makes as it does after a 401.
 */
export function oweRegistrationExit(to: string): void {
  signOut = { redirectBack: false, replace: true, to };
  refresh();
}

/** The router has reached the login page: nothing is owed any more. */
export function clearSignOut(): void {
  if (!signOut) return;
  signOut = null;
  refresh();
}

/**
 * A first registration is under way: the invitation was activated (the registration's client is
 * stored, without an api_token of its own) and the attendee has not registered yet. Such a visitor
 * counts as signed in (spec A§4) but has no account to open: the signed-in pages would answer 401.
 */
export function isFirstRegistration(client: StoredClient | null = getStoredClient()): boolean {
  return Boolean(client) && !client?.api_token && getFirstTime() === 1;
}

export function getFirstTime(): 0 | 1 {
  return readItem<number>(storageKeys.firstTime) === 1 ? 1 : 0;
}

export function setFirstTime(value: 0 | 1): void {
  writeItem(storageKeys.firstTime, value);
}

/**
 * Starts the registration process: stores the data set and sets the timer to the session lifetime. The data set's
 * client carries the bearer token it was read with (contract §5.2): a signed-in attendee's stored token, which that
 * call just proved, stays whatever the client carries (nothing, text that is no token, another token), so that an
 * answer never signs anyone out (a 401 does). Without a stored token the client's own is kept when the portal can
 * send it back.
 */
export function startRegistration(data: RegistrationData): void {
  const stored = getStoredClient()?.api_token;
  const client = data.client as RegistrationData['client'] | null;
  const own = client?.api_token;
  writeItem(storageKeys.client, client && { ...client, api_token: stored || (isBearerToken(own) ? own : undefined) });
  writeItem(storageKeys.lists, data.lists);
  writeItem(storageKeys.presenterMates, data.presenter_mates);
  writeItem(storageKeys.sessionData, data.session_data);
  writeItem(storageKeys.conferenceDates, data.conference_dates);
  writeItem(storageKeys.conference, data.conference);
  writeItem(storageKeys.availableSlots, data.available_slots);
  const lifetime = data.session_data?.sesstion_lifetime;
  writeItem(storageKeys.timer, typeof lifetime === 'number' ? lifetime : NO_EXPIRY);
}

/** The timer's value when the server gave no session lifetime: no countdown, no expiry. */
export const NO_EXPIRY = -1;

/**
 * Ends the registration process: removes the registration data and the client record.
 * `keepLogin` keeps a signed-in client (one with an api_token) so that a failed
 * background load does not sign the user out.
 */
export function endRegistration(options: { keepLogin?: boolean } = {}): void {
  const keep = options.keepLogin && getStoredClient()?.api_token;
  removeItem(...registrationKeys.filter((key) => !(keep && key === storageKeys.client)));
}

/** Seconds left in the registration session; absent ⇒ 1 (spec B§4). */
export function getRegistrationTimer(): number {
  const value = readItem<number>(storageKeys.timer);
  return typeof value === 'number' && Number.isFinite(value) ? value : 1;
}

export function setRegistrationTimer(seconds: number): void {
  writeItem(storageKeys.timer, Math.max(0, Math.floor(seconds)));
}

/** The registration is valid when the timer is stored and greater than 0, or has no expiry. */
export function isRegistrationValid(): boolean {
  const value = readItem<number>(storageKeys.timer);
  return typeof value === 'number' && (value > 0 || value === NO_EXPIRY);
}

export function setDownloadTarget(url: string): void {
  writeItem(storageKeys.downloadTarget, url);
}

/** Returns and forgets the download a guest asked for before signing in. */
export function takeDownloadTarget(): string | null {
  const target = readItem<string>(storageKeys.downloadTarget);
  if (target !== null) removeItem(storageKeys.downloadTarget);
  return typeof target === 'string' ? target : null;
}
