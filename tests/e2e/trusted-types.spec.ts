/**
 * Trusted Types in the mock-backed build (dist-e2e): its policy requires them for every script
 * sink and allows only the portal's own policies. The mock backend's worker registration,
 * sweetalert2's confirmation and toast, react-select's menu and the server texts once the
 * sanitiser has formatted them run with no `securitypolicyviolation` event and no refusal in the
 * console, and a plain string given to a sink is refused. Every route, signed out and signed in
 * as investor1 and presenter1, is checked the same way by the walks of a11y-routes.spec.ts. The
 * mocking-off build's own walk (its service worker, a server text before the sanitiser) is
 * trusted-types.own-api.spec.ts.
 */
import {
  bookTourThroughDialogs,
  expectNoViolations,
  expectPageShown,
  expectStringSinkRefused,
  openInApp,
  recordPolicyViolations,
  useTimeZoneSelect,
} from './policy-walk';
import { expect, test } from './test';

test("trusted types: the policy is enforced; the login page and the mock backend's worker run under it", async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  await page.goto('/auth/login');
  await expectPageShown(page, 'signed out /auth/login');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy, 'the built page requires Trusted Types').toMatch(/require-trusted-types-for 'script'/);
  expect(policy).toMatch(/trusted-types portal-[^;]+ default(;|$)/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      message: "the mock backend's worker should be registered and in control",
    })
    .toMatch(/\/mockServiceWorker\.js$/);
  await expectNoViolations(violations, 'on /auth/login');
  await expectStringSinkRefused(page, violations);
});

test('trusted types: investor1, the time-zone select and a server text', async ({ page, signIn }) => {
  const violations = await recordPolicyViolations(page);
  await signIn('investor1');
  await useTimeZoneSelect(page);
  await openInApp(page, '/user/hotel-assistance');
  // The sanitiser's output is what the page shows once its chunk is in.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/sanitize-/.test(r.name))))
    .toBe(true);
  await expect(page.locator('.hotel__text p')).toContainText('negotiated rate');
  await expectNoViolations(violations, 'as investor1');
  await expectStringSinkRefused(page, violations);
});

test('trusted types: presenter1, the sweetalert2 dialogs', async ({ page, signIn }) => {
  const violations = await recordPolicyViolations(page);
  await signIn('presenter1');
  await bookTourThroughDialogs(page);
  await expectNoViolations(violations, 'as presenter1');
  await expectStringSinkRefused(page, violations);
});
