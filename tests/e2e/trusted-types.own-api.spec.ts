/**
 * Trusted Types in the mocking-off build (dist-faults; the `mockApi` fixture answers the API from
 * the mock backend in node): every route signed out and signed in, sweetalert2's dialogs, a server
 * text shown as words before the sanitiser has arrived and formatted after, and the portal's own
 * service worker registered through workbox-window, all with no policy violation. The mock-backed
 * build's walk is trusted-types.spec.ts.
 *
 * What this build has that the mock-backed walks of a11y-routes.spec.ts do not see, and so what is
 * walked here: it is the production build (no msw in its start-up; the pages show their published
 * or "not published yet" content and the gallery's photos from the file host rather than the demo's
 * samples, so what the policy is asked differs) and its own service worker, registered through its
 * policy and serving the pages once active. So every public route is loaded signed out (each
 * prerendered page of this build hydrated under the worker) and every route is opened signed in,
 * once the worker is active. That walk is made once, as investor1, who opens every route (a
 * presenter's walk reaches the same page code, and some routes only as the not-found page): the
 * presenter's pages run the same code under the same policy in both builds, and the mock-backed
 * walk of a11y-routes.spec.ts checks them as presenter1, so presenter1 here only books a tour
 * through sweetalert2's dialogs.
 */
import type { Route } from '@playwright/test';
import { SETTLED_AFTER_LOAD_MS } from '../../src/lib/scheduling/after-load';
import { answerFromMocks, toFetchRequest } from '../support/msw-answers';
import { DEMO_NOW, expect, test } from './mock-api';
import {
  bookTourThroughDialogs,
  expectNoViolations,
  expectStringSinkRefused,
  loadEveryPublicRoute,
  openInApp,
  recordPolicyViolations,
  walkEveryRoute,
} from './policy-walk';

test.slow();

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: DEMO_NOW });
});

/**
 * A hotel text with formatting and a script that would run if anything let it through. (An inline
 * event handler would be refused by script-src, and Chromium reports that refusal even for the
 * sanitiser's inert parse, so it has no place in a test that counts reports.)
 */
const HOTEL_TEXT =
  '<p>The <strong>negotiated rate</strong> is sold out.</p><script>document.title = "ran"</script>' +
  '<p>See <a href="https://hotel.example/" target="_blank">the hotel</a>.</p>';

test('trusted types (mocking off): every route signed out', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  const visited = await loadEveryPublicRoute(page, violations);
  await expectStringSinkRefused(page, violations);
  // eslint-disable-next-line no-console
  console.log(`#   signed out: ${visited.length} routes`);
});

test('trusted types (mocking off): investor1, a server text before and after the sanitiser, the service worker, every route', async ({
  page,
  context,
  signIn,
  mockApi,
}) => {
  const violations = await recordPolicyViolations(page);
  mockApi.override = async (route, key) => {
    if (key !== 'GET auth/get-required-data-update-profile') return false;
    const answer = (await (await answerFromMocks(toFetchRequest(route.request()))).json()) as {
      conference?: Record<string, unknown>;
    };
    if (answer.conference) answer.conference.hotel_accommodation = HOTEL_TEXT;
    await route.fulfill({ status: 200, json: answer });
    return true;
  };
  // The sanitiser's chunk is held back until the words have been seen.
  let releaseSanitizer = () => {};
  const sanitizerHeld = new Promise<void>((resolve) => (releaseSanitizer = resolve));
  await context.route(/\/assets\/sanitize-[^/]+\.js$/, async (route: Route) => {
    await sanitizerHeld;
    await route.continue();
  });

  await signIn('investor1');
  await openInApp(page, '/user/hotel-assistance');
  const text = page.locator('.hotel__text');
  await expect(text.locator('p').first(), 'the words before the sanitiser').toHaveText(
    'The negotiated rate is sold out.',
  );
  await expect(text.locator('strong, a, script'), 'no markup before the sanitiser').toHaveCount(0);
  releaseSanitizer();
  await expect(text.locator('strong'), 'the formatting after the sanitiser').toHaveText('negotiated rate');
  await expect(text.locator('a')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(text.locator('script')).toHaveCount(0);
  await expect(page).not.toHaveTitle('ran');
  await expectNoViolations(violations, 'on the hotel page');

  // The worker is registered a few seconds after the page's load (SETTLED_AFTER_LOAD_MS): the page's clock is
  // moved on to then rather than waited for.
  await page.clock.fastForward(SETTLED_AFTER_LOAD_MS);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.scriptURL ?? ''),
        ),
      { message: "the portal's service worker should be registered and active", timeout: 30_000 },
    )
    .toMatch(/\/service-worker\.js$/);
  await expectNoViolations(violations, 'after the service worker registration');

  const visited = await walkEveryRoute(page, violations, 'investor1');
  await expectStringSinkRefused(page, violations);
  // eslint-disable-next-line no-console
  console.log(`#   investor1: ${visited.length} routes`);
});

test('trusted types (mocking off): presenter1, the sweetalert2 dialogs', async ({ page, signIn }) => {
  const violations = await recordPolicyViolations(page);
  await signIn('presenter1');
  await bookTourThroughDialogs(page);
  await expectNoViolations(violations, 'after the dialogs');
  await expectStringSinkRefused(page, violations);
});
