/**
 * The mock backend in node for the browser tests that run the build without it (dist-faults):
 * the same msw handlers as the demo answer the calls these tests intercept, so their answers never
 * drift from the mock backend's.
 */
import { answerFromMocks, DEMO_NOW, fulfillFromMocks, resetMocks } from '../support/msw-answers.ts';

export { DEMO_NOW, fulfillFromMocks, resetMocks };

/** The API prefix the portal calls; `apiKey` names a call by method and the path after it. */
export const API = '/api/v1/user/';
const BASE = `http://localhost${API}`;

export const apiKey = (request) => {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname.slice(url.pathname.indexOf(API) + API.length)}`;
};

/** Calls the mock backend as the portal would (conference 14) and reads its JSON answer. */
export async function askMocks(method, path, { token, body } = {}) {
  const url = new URL(path, BASE);
  url.searchParams.set('conference_id', '14');
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await answerFromMocks(
    new Request(url, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify({ conference_id: 14, ...body }),
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** The signed-in client the mock backend gives a demo account (investor1, presenter1), with its token. */
export async function demoClient(username) {
  const signin = await askMocks('POST', 'auth/signin', { body: { name: username, password: 'password1' } });
  if (signin.status !== 200) throw new Error(`the mock backend refused ${username}: ${JSON.stringify(signin.body)}`);
  return signin.body.user;
}
