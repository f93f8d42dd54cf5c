/**
 * The `test` of the portal's browser tests: Playwright's, with these fixtures:
 * - the page's uncaught errors and console errors, attached to a failing test's report (they often
 *   explain a failure that the assertion alone does not);
 * - `signIn(username)`: signs a demo account in through the login form;
 * - `investorPage` / `presenterPage`: the page, signed in as investor1 / presenter1;
 * - `expectNoAxeViolations(label)`: runs axe-core on the page and fails listing every serious or
 *   critical violation.
 *
 * Demo accounts of the mock backend: investor1 / password1 (Mr. James Whitmore, investor),
 * presenter1 / password1 (Ms. Layla Haddad, presenter).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { expectSignedIn, seriousAxeViolations, submitLogin } from './helpers';

export { expect };

export type DemoAccount = 'investor1' | 'presenter1';
export const DEMO_PASSWORD = 'password1';

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

  investorPage: async ({ page, signIn }, provide) => {
    await signIn('investor1');
    await provide(page);
  },

  presenterPage: async ({ page, signIn }, provide) => {
    await signIn('presenter1');
    await provide(page);
  },

  expectNoAxeViolations: async ({ page }, provide) => {
    await provide(async (label = page.url()) => {
      const violations = await seriousAxeViolations(page);
      expect(violations, `axe found ${violations.length} serious/critical violation(s) on ${label}`).toEqual([]);
    });
  },
});
