/** Session and password: sign-in (with throttling), logout, me, password e-mail and reset (§4). */
import { mockNow, londonDateTime } from '../clock';
import { db } from '../db';
import { findClient, toClient } from '../views';
import { ErrorCollector, errorResponse, listError, ok, readBody, route, str, validationError } from './utils';

/** Failed sign-ins allowed per name within the window; the next one is refused with 429 (§4.1). */
const MAX_ATTEMPTS = 5;
const ATTEMPT_WINDOW_MS = 60_000;

/** The only password reset token the demo accepts; any other is refused (§12.9). */
export const RESET_TOKEN = 'reset-token-ok';

function recentFailures(name: string, now: number): number[] {
  const record = db.loginAttempts.find((a) => a.name === name);
  if (!record) return [];
  record.failed_at = record.failed_at.filter((t) => now - t < ATTEMPT_WINDOW_MS);
  return record.failed_at;
}

function recordFailure(name: string, now: number): void {
  const record = db.loginAttempts.find((a) => a.name === name);
  if (record) record.failed_at.push(now);
  else db.loginAttempts.push({ name, failed_at: [now] });
}

function clearFailures(name: string): void {
  db.loginAttempts = db.loginAttempts.filter((a) => a.name !== name);
}

function origin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null'
    ? location.origin
    : 'http://localhost';
}

export const authHandlers = [
  route('post', 'auth/signin', 'P', async ({ request }) => {
    const body = await readBody(request);
    const name = str(body.name) ?? '';
    const password = typeof body.password === 'string' ? body.password : '';
    const now = mockNow().getTime();
    if (recentFailures(name, now).length >= MAX_ATTEMPTS) {
      return errorResponse(429, 'Too Many Attempts.');
    }
    const user = db.users.find((u) => u.username === name);
    const client = user ? findClient(user.client_id) : undefined;
    if (!user || !client || user.password !== password) {
      recordFailure(name, now);
      return listError('name', 'These credentials do not match our records.');
    }
    clearFailures(name);
    user.token_active = true;
    return ok({ status: 200, message: 'Login successful.', user: toClient(client, user.api_token) });
  }),

  route('post', 'auth/logout', 'T', ({ caller }) => {
    caller.user.token_active = false;
    return ok({ status: 200, message: 'Successfully logged out.' });
  }),

  route('get', 'me', 'T', ({ caller }) => ok({ status: 200, user: toClient(caller.client, caller.token) })),

  route('post', 'auth/password/email', 'P', async ({ request }) => {
    const body = await readBody(request);
    const name = str(body.name);
    const user = name ? db.users.find((u) => u.username === name) : undefined;
    const client = user ? findClient(user.client_id) : undefined;
    if (!user || !client) return listError('name', "We can't find a user with that username.");
    db.outbox.push({
      to: client.email,
      subject: 'Reset your password',
      body: `${origin()}/auth/password/reset?token=${RESET_TOKEN}`,
      sent_at: londonDateTime(),
    });
    return ok({ status: 200, message: 'We have e-mailed your password reset link.' });
  }),

  route('post', 'auth/password/reset', 'P', async ({ request }) => {
    const body = await readBody(request);
    const token = str(body.token);
    const username = str(body.username);
    const password = typeof body.password === 'string' ? body.password : '';
    const confirmation = typeof body.password_confirmation === 'string' ? body.password_confirmation : '';
    const errors = new ErrorCollector();
    if (token !== RESET_TOKEN) errors.add('token', 'This password reset token is invalid.');
    const user = username ? db.users.find((u) => u.username === username) : undefined;
    if (!user) errors.add('username', "We can't find a user with that username.");
    if (password.length < 6) errors.add('password', 'Password must have at least 6 letters.');
    if (confirmation !== password) errors.add('password_confirmation', 'Passwords must be identical.');
    if (!errors.empty || !user) return validationError(errors.errors);
    user.password = password;
    return ok({ status: 200, message: 'Your password has been reset.' });
  }),
];
