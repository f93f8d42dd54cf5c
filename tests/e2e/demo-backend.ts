/**
 * The demo accounts and the mock backend's own answers for them, asked in node: the same msw handlers
 * as the demo's service worker (tests/support/msw-answers.ts), so a session made here is one the
 * demo build's mock backend accepts, and one the `mockApi` fixture's answers accept.
 */
import { answerFromMocks } from '../support/msw-answers';

/** Demo accounts of the mock backend: investor1 (Mr. James Whitmore), presenter1 (Ms. Layla Haddad). */
export type DemoAccount = 'investor1' | 'presenter1';
export const DEMO_PASSWORD = 'password1';

/** The API prefix the portal calls. */
export const API = '/api/v1/user/';
const BASE = `http://localhost${API}`;

type MockAnswer = { status: number; body: Record<string, unknown> };

/** Calls the mock backend as the portal would (conference 14) and reads its JSON answer. */
export async function askMocks(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: Record<string, unknown> } = {},
): Promise<MockAnswer> {
  const url = new URL(path, BASE);
  url.searchParams.set('conference_id', '14');
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await answerFromMocks(
    new Request(url, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify({ conference_id: 14, ...body }),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The signed-in client the mock backend keeps in local storage for a demo account. */
export type DemoClient = { api_token: string } & Record<string, unknown>;

/** The signed-in client the mock backend gives a demo account (investor1, presenter1), with its token. */
export async function demoClient(username: DemoAccount): Promise<DemoClient> {
  const signin = await askMocks('POST', 'auth/signin', { body: { name: username, password: DEMO_PASSWORD } });
  if (signin.status !== 200) throw new Error(`the mock backend refused ${username}: ${JSON.stringify(signin.body)}`);
  return signin.body.user as DemoClient;
}
