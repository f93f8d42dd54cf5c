/**
 * The mock backend's answers outside a browser: the same msw handlers that the demo's service
 * worker and the vitest server use, called directly with a fetch `Request`. Browser tests that run
 * a build without the mock backend (dist-faults) answer its API calls from here, and
 * tests/support/mock-api-server.ts serves them over HTTP.
 *
 * The handlers read and write one in-memory database, seeded with the demo data: a sign-in
 * returns the demo account's token and later calls choose the account by that bearer token, as a
 * server would. Writes (a logout, a saved form) last until `resetMocks()` restores the seed.
 * The server clock is pinned to the demo reference instant, as in the demo build.
 */
import { getResponse } from 'msw';
import { setMockNow } from '@/mocks/clock';
import { resetDb } from '@/mocks/db';
import { handlers } from '@/mocks/handlers';

/** The demo's reference instant (2025-08-20 10:00 Europe/London), the same as VITE_FIXED_NOW. */
export const DEMO_NOW = new Date('2025-08-20T10:00:00+01:00');

/** Restores the demo seed and pins the server clock (from then on it ticks forward from `now`). */
export function resetMocks({ now = DEMO_NOW }: { now?: Date | null } = {}): void {
  resetDb();
  setMockNow(now);
}

resetMocks();

/** The mock backend's answer to `request` (an absolute URL); 404 for a path no handler serves. */
export async function answerFromMocks(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  if (response) return response;
  return Response.json({ status: 404, message: 'Not found.' }, { status: 404 });
}

/** What the helpers below need of a browser test's intercepted request (Playwright's Request). */
export type RoutedRequest = {
  url(): string;
  method(): string;
  headers(): Record<string, string>;
  postDataBuffer(): Buffer | null;
};

/** What the helpers below need of a browser test's route (Playwright's Route). */
export type FulfillableRoute = {
  request(): RoutedRequest;
  fulfill(answer: { status: number; headers: Record<string, string>; body: Buffer }): Promise<void>;
};

/** A fetch `Request` carrying the intercepted request's method, headers and body. */
export function toFetchRequest(request: RoutedRequest): Request {
  const method = request.method();
  const data = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
  return new Request(request.url(), {
    method,
    headers: request.headers(),
    body: data ? new Uint8Array(data) : undefined,
  });
}

/** Fulfils an intercepted API call with the mock backend's answer (for `page.route` / `context.route`). */
export async function fulfillFromMocks(route: FulfillableRoute): Promise<Response> {
  const response = await answerFromMocks(toFetchRequest(route.request()));
  const body = Buffer.from(await response.clone().arrayBuffer());
  await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body });
  return response;
}
