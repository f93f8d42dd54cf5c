/**
 * The mock backend in node for the browser tests that run the build without it (dist-faults):
 * the same msw handlers as the demo answer the calls these tests intercept, so their answers never
 * drift from the mock backend's.
 *
 * Its `test` adds the `mockApi` fixture, set up for every test: every API call of the browser context
 * is answered from the msw handlers, starting from the demo data (a logout or sign-in of an earlier
 * test is not kept).
 */
import type { Route } from '@playwright/test';
import { DEMO_NOW, fulfillFromMocks, resetMocks } from '../support/msw-answers';
import { API } from './demo-backend';
import { test as base } from './test';

export { expect } from './test';
export { askMocks, type DemoClient, demoClient } from './demo-backend';
export { DEMO_NOW, resetMocks };
export { API };

/** Loaded by the bootstrap before the app mounts, not by a page. */
const MAPS_SCRIPT = 'GET google-maps-script';

/** Names a call by its method and the path after the API prefix. */
export const apiKey = (request: { url(): string; method(): string }) => {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname.slice(url.pathname.indexOf(API) + API.length)}`;
};

/** The API as the `mockApi` fixture answers it. */
export type MockApi = {
  /** Every call the pages made (`apiKey`), in order; the maps script left out. */
  calls: string[];
  /** Calls no handler of the mock backend serves (it answered 404). */
  unknown: string[];
  /** While true, every call fails as with no network. */
  down: boolean;
  /** A test's own answer, asked first: it returns true when it has answered the call itself. */
  override: ((route: Route, key: string) => Promise<boolean>) | null;
  /** How long no call has been in flight, in milliseconds (0 while one is). */
  quietFor: () => number;
};

export const test = base.extend<{ mockApi: MockApi }>({
  mockApi: [
    async ({ context }, provide) => {
      resetMocks();
      let inFlight = 0;
      let lastActivity = Date.now();
      const api: MockApi = {
        calls: [],
        unknown: [],
        down: false,
        override: null,
        quietFor: () => (inFlight > 0 ? 0 : Date.now() - lastActivity),
      };
      const answer = async (route: Route) => {
        if (api.down) return route.abort('internetdisconnected');
        const key = apiKey(route.request());
        if (key !== MAPS_SCRIPT) {
          api.calls.push(key);
          if (api.override && (await api.override(route, key))) return;
        }
        // The page may have gone on meanwhile (a new navigation): its call then needs no answer.
        const response = await fulfillFromMocks(route).catch(() => null);
        if (response?.status === 404) api.unknown.push(key);
      };
      await context.route(`**${API}**`, async (route) => {
        inFlight += 1;
        try {
          await answer(route);
        } finally {
          inFlight -= 1;
          lastActivity = Date.now();
        }
      });
      await provide(api);
    },
    // Every test of a suite that answers the API itself needs it, whether it looks at the calls or not.
    { auto: true },
  ],
});
