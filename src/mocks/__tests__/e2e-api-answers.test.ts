/**
 * The browser fault suite (tests/e2e/faults.e2e.mjs) runs a build without the mock backend
 * and answers the API itself from tests/e2e/fixtures/api-answers.json: the mock backend's
 * answers to the demo accounts. This test fails when that file no longer matches the mock
 * backend; `UPDATE_API_ANSWERS=1 npx vitest run src/mocks/__tests__/e2e-api-answers.test.ts`
 * rewrites it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CANCEL_TOKEN } from '@/mocks/handlers/cancellation';

const FIXTURE = path.resolve(process.cwd(), 'tests/e2e/fixtures/api-answers.json');
const BASE = 'http://localhost/api/v1/user/';

const accounts = {
  investor: { name: 'investor1', password: 'password1' },
  presenter: { name: 'presenter1', password: 'password1' },
} as const;

/** What a logged-in page may ask for while it loads (GET), plus the POSTs some pages make on load. */
const gets = [
  'auth/get-required-data-update-profile',
  'auth/get-required-data-registration',
  'auth/get-conference-text',
  'auth/get-cancellation-url',
  'auth/get-colleagues',
  'auth/get-grouped-slots',
  'auth/get-schedule',
  'auth/investor-cancellation-date',
  'auth/media-providers',
  'auth/media-slots',
  'auth/my-survey',
  'auth/preferences',
  'auth/preferences/client/companies',
  'auth/preferences/slots',
  'auth/slots-attendance-percentage/14',
  'auth/tour-booking',
  'general/registerd-companies',
  'me',
];
const posts = (clientId: number): [string, Record<string, unknown> | undefined][] => [
  ['auth/cut-off-date', undefined],
  ['auth/verify-cancellation-token', { cancelation_token: CANCEL_TOKEN, client_id: clientId }],
];

type Answer = { status: number; body: unknown };

async function call(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown, clientId?: number): Promise<Answer> {
  const url = new URL(path, BASE);
  url.searchParams.set('conference_id', '14');
  if (clientId !== undefined && /grouped-slots|client\/companies/.test(path)) url.searchParams.set('client_id', String(clientId));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined || method === 'POST') headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: method === 'POST' ? JSON.stringify({ conference_id: 14, ...(body as object) }) : undefined });
  return { status: response.status, body: await response.json() };
}

async function collect() {
  const result: Record<string, { client: unknown; answers: Record<string, Answer> }> = {};
  for (const [role, account] of Object.entries(accounts)) {
    const signin = await call('POST', 'auth/signin', null, account);
    const client = (signin.body as { user: { api_token: string; id: number } }).user;
    const answers: Record<string, Answer> = {};
    for (const path of gets) answers[`GET ${path}`] = await call('GET', path, client.api_token, undefined, client.id);
    for (const [path, body] of posts(client.id)) answers[`POST ${path}`] = await call('POST', path, client.api_token, body);
    result[role] = { client, answers };
  }
  return result;
}

it('tests/e2e/fixtures/api-answers.json holds the mock backend’s current answers for both demo accounts', async () => {
  const current = `${JSON.stringify(await collect(), null, 2)}\n`;
  if (process.env.UPDATE_API_ANSWERS === '1') writeFileSync(FIXTURE, current);
  let stored = '';
  try {
    stored = readFileSync(FIXTURE, 'utf8');
  } catch {
    /* missing: reported below */
  }
  expect(stored, 'stale fixture: rerun with UPDATE_API_ANSWERS=1').toBe(current);
});
