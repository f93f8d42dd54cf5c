/**
 * The `test` of the portal's browser tests: Playwright's, with these fixtures:
 * - the page's uncaught errors and console errors, attached to a failing test's report (they often
 *   explain a failure that the assertion alone does not);
 * - `signIn(username)`: signs a demo account in through the login form;
 * - `investorPage` / `presenterPage`: the page of a returning investor1 / presenter1: the session a
 *   sign-in leaves on the device is stored before the test opens its first page (the page is on the
 *   public home page until then). Signing in through the form is tested where it is the subject
 *   (foundation, a11y, agenda…);
 * - `expectNoAxeViolations(label)`: runs axe-core on the page and fails listing every serious or
 *   critical violation.
 *
 * Demo accounts of the mock backend: investor1 / password1 (Mr. James Whitmore, investor),
 * presenter1 / password1 (Ms. Layla Haddad, presenter).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount, type DemoClient, demoClient } from './demo-backend';
import { expectSignedIn, expectTakenOver, seriousAxeViolations, submitLogin } from './helpers';

export { expect };
export { DEMO_PASSWORD, type DemoAccount };

/** Each demo account's signed-in client, asked of the mock backend once per worker. */
const clients = new Map<DemoAccount, Promise<DemoClient>>();

/**
 * Stores `username`'s session as a sign-in leaves it (the contract's `client` and `first_time` keys)
 * from the public home page, once the portal has taken it over: in a demo build the mock backend's
 * worker then controls the origin's pages, so the test's first page is not reloaded under it when the
 * worker starts (msw reloads a page its worker does not control). The test's first page opens signed in.
 */
async function storeSession(page: Page, username: DemoAccount) {
  if (!clients.has(username)) clients.set(username, demoClient(username));
  const client = JSON.stringify(await clients.get(username));
  await page.goto('/home');
  await expectTakenOver(page);
  await page.evaluate((client) => {
    localStorage.setItem('client', client);
    localStorage.setItem('first_time', '0');
  }, client);
}

type Fixtures = {
  pageErrors: string[];
  signIn: (username: DemoAccount) => Promise<void>;
  investorPage: Page;
  presenterPage: Page;
  expectNoAxeViolations: (label?: string) => Promise<void>;
};

// Each fixture hands its value to the test through Playwright's `use` callback, named `provide` here so
// that the React hooks lint rule does not take it for React's `use`.
export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, provide, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await provide(errors);
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        await testInfo.attach('page errors', { body: errors.slice(0, 10).join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],

  // Opens /auth/login unless the page is on it already (what a test set up there stays), and waits
  // until the portal has left it.
  signIn: async ({ page }, provide) => {
    await provide(async (username) => {
      if (new URL(page.url()).pathname !== '/auth/login') await page.goto('/auth/login');
      await submitLogin(page, username, DEMO_PASSWORD);
      await expectSignedIn(page);
    });
  },

  investorPage: async ({ page }, provide) => {
    await storeSession(page, 'investor1');
    await provide(page);
  },

  presenterPage: async ({ page }, provide) => {
    await storeSession(page, 'presenter1');
    await provide(page);
  },

  expectNoAxeViolations: async ({ page }, provide) => {
    await provide(async (label = page.url()) => {
      const violations = await seriousAxeViolations(page);
      expect(violations, `axe found ${violations.length} serious/critical violation(s) on ${label}`).toEqual([]);
    });
  },
});
