/**
 * Trusted Types in the mock-backed build (dist-e2e): its policy requires them for every script
 * sink and allows only the portal's own policies. Every route, signed out and signed in as
 * investor1 and presenter1, loads and runs with no `securitypolicyviolation` event and no refusal
 * in the console; so do the mock backend's worker registration, sweetalert2's confirmation and
 * toast, react-select's menu and the server texts once the sanitiser has formatted them. The
 * mocking-off build's own walk (its service worker, a server text before the sanitiser) is
 * trusted-types.own-api.spec.ts.
 */
import {
  bookTourThroughDialogs,
  expectNoViolations,
  expectStringSinkRefused,
  loadEveryPublicRoute,
  openInApp,
  recordPolicyViolations,
  useTimeZoneSelect,
  walkEveryRoute,
} from './policy-walk';
import { expect, test } from './test';

// Each test walks every route of the portal: three times the time of one journey.
test.slow();

test('trusted types: every route signed out, under the enforced policy', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  const visited = await loadEveryPublicRoute(page, violations);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy, 'the built page requires Trusted Types').toMatch(/require-trusted-types-for 'script'/);
  expect(policy).toMatch(/trusted-types portal-[^;]+ default(;|$)/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      message: "the mock backend's worker should be registered and in control",
    })
    .toMatch(/\/mockServiceWorker\.js$/);
  await expectNoViolations(violations, 'after every public route');
  await expectStringSinkRefused(page, violations);
  // eslint-disable-next-line no-console
  console.log(`#   signed out: ${visited.length} routes`);
});

test('trusted types: investor1, every route, the time-zone select and a server text', async ({ page, signIn }) => {
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
  // Last: the walk ends on pages that end the session (the invitation cancellation link).
  const visited = await walkEveryRoute(page, violations, 'investor1');
  await expectNoViolations(violations, 'as investor1');
  await expectStringSinkRefused(page, violations);
  // eslint-disable-next-line no-console
  console.log(`#   investor1: ${visited.length} routes`);
});

test('trusted types: presenter1, every route and the sweetalert2 dialogs', async ({ page, signIn }) => {
  const violations = await recordPolicyViolations(page);
  await signIn('presenter1');
  await bookTourThroughDialogs(page);
  await expectNoViolations(violations, 'as presenter1');
  const visited = await walkEveryRoute(page, violations, 'presenter1');
  await expectNoViolations(violations, 'as presenter1');
  await expectStringSinkRefused(page, violations);
  // eslint-disable-next-line no-console
  console.log(`#   presenter1: ${visited.length} routes`);
});
