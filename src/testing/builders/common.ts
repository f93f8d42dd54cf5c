/**
 * Test data several features share: the two demo accounts as signed in, the conference and
 * its texts, the registration session data. Contract-typed, defaulting to the demo data of
 * the mock backend (src/mocks/fixtures), any field overridable.
 */
import type {
  Client,
  Conference,
  ConferenceText,
  ConferenceTextAnswer,
  MeAnswer,
  SessionData,
} from '@/lib/api/contract';
import { users } from '@/mocks/fixtures/clients';
import { conference, conferenceText, sessionLifetime } from '@/mocks/fixtures/conference';
import { findClient, toClient } from '@/mocks/views';

export type DemoRole = 'investor' | 'presenter';

/** Client ids of the demo accounts: investor1 (an investor) and presenter1 (a presenter). */
export const DEMO_CLIENT_IDS: Record<DemoRole, number> = { investor: 1001, presenter: 1101 };

function demoUser(role: DemoRole) {
  const user = users.find((u) => u.client_id === DEMO_CLIENT_IDS[role]);
  if (!user) throw new Error(`No demo account for the ${role}`);
  return user;
}

/**
 * The demo account's person exactly as the mock backend's sign-in and `me` answers show it
 * (company, colleagues, registration, token), read from the test's freshly seeded database.
 */
export function signedInClient(role: DemoRole, overrides: Partial<Client> = {}): Client {
  const record = findClient(DEMO_CLIENT_IDS[role]);
  if (!record) throw new Error(`Demo client ${DEMO_CLIENT_IDS[role]} missing`);
  return { ...toClient(record, demoUser(role).api_token), ...overrides };
}

/** The GET me answer for a demo account. */
export function meAnswer(role: DemoRole, overrides: Partial<Client> = {}): MeAnswer {
  return { status: 200, user: signedInClient(role, overrides) };
}

/** Conference 14 with all its settings and texts. */
export function demoConference(overrides: Partial<Conference> = {}): Conference {
  return { ...structuredClone(conference), ...overrides };
}

/** The conference banner texts, deadlines and conditions of participation. */
export function demoConferenceText(overrides: Partial<ConferenceText> = {}): ConferenceText {
  return { ...structuredClone(conferenceText), ...overrides };
}

/** The GET auth/get-conference-text answer. */
export function conferenceTextAnswer(overrides: Partial<ConferenceText> = {}): ConferenceTextAnswer {
  return { status: 200, conference: demoConferenceText(overrides) };
}

/** The registration session data of a data set: how many seconds sign-up may take. */
export function sessionData(lifetime: number = sessionLifetime): SessionData {
  return { sesstion_lifetime: lifetime };
}
