/**
 * Login accounts and invitations: the username and password rules, issuing the
 * account at sign-up, closed invitations and the time-limited registration
 * session that starts when the invitee opens the sign-up page.
 */
import { mockNow } from '../../clock';
import { db } from '../../db';
import type { ClientRecord, ConfClientRecord, UserRecord } from '../../records';
import { REQUIRED } from './details';

export const SHORT_PASSWORD = 'Password must have at least 6 letters.';

/** Cancelled, declined, deferred and rejected invitations can no longer be used. */
export const isClosedStatus = (cc: ConfClientRecord) => cc.status >= 3;

/** Username rules (required, ≥ 6, unique except for the client's own account). */
export function checkUsername(
  username: string | null,
  ownUser: UserRecord | undefined,
  add: (m: string) => void,
): void {
  if (!username) add(REQUIRED);
  else if (username.length < 6) add('Username must have at least 6 letters.');
  else if (db.users.some((u) => u.username === username && u.id !== ownUser?.id)) {
    add('The username has already been taken.');
  }
}

export function issueUser(client: ClientRecord, username: string, password: string): UserRecord {
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

export function sessionExpired(cc: ConfClientRecord): boolean {
  const session = db.registrationSessions.find((s) => s.invitation_code === cc.invitation_code);
  return session !== undefined && mockNow().getTime() - session.started_at > db.sessionLifetime * 1000;
}

export function endSession(cc: ConfClientRecord): void {
  db.registrationSessions = db.registrationSessions.filter((s) => s.invitation_code !== cc.invitation_code);
}
