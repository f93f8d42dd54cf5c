import { expect, it } from 'vitest';
import { answerFromMocks, resetMocks } from '../msw-answers';

const API = 'http://127.0.0.1:4173/api/v1/user';

const signIn = (name: string, password: string) =>
  answerFromMocks(
    new Request(`${API}/auth/signin?conference_id=14`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ conference_id: 14, name, password }),
    }),
  );

it('answers a demo account’s sign-in and then that account’s calls by its bearer token', async () => {
  resetMocks();
  const signin = await signIn('presenter1', 'password1');
  expect(signin.status).toBe(200);
  const { user } = (await signin.json()) as { user: { api_token: string; first_name: string } };
  expect(user.api_token).toBe('demo-token-presenter1');

  const me = await answerFromMocks(
    new Request(`${API}/me?conference_id=14`, { headers: { Authorization: `Bearer ${user.api_token}` } }),
  );
  expect(me.status).toBe(200);
  expect(JSON.stringify(await me.json())).toContain(user.first_name);
});

it('refuses a wrong password and answers 404 for a path no handler serves', async () => {
  expect((await signIn('investor1', 'wrong')).status).toBe(422);
  expect((await answerFromMocks(new Request(`${API}/no-such-endpoint?conference_id=14`))).status).toBe(404);
});
