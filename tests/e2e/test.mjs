/**
 * The `test` of the portal's browser tests: Playwright's, with the page's uncaught errors and
 * console errors attached to a failing test's report (they often explain a failure that the
 * assertion alone does not).
 */
import { test as base } from '@playwright/test';

export const test = base.extend({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        await testInfo.attach('page errors', { body: errors.slice(0, 10).join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
