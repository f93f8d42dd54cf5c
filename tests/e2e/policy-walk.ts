/**
 * The Trusted Types walk shared by the two builds' tests (trusted-types.spec.ts on the mock-backed
 * build, trusted-types.own-api.spec.ts on the mocking-off one): what records every policy
 * violation of a page, the walk through every route for one visitor, and the parts of the portal
 * that write HTML or script addresses at run time (sweetalert2, react-select, server HTML).
 */
import type { Page } from '@playwright/test';
import { expect } from './test';
import { routeList, sampleTarget, notFoundEntry, type RouteEntry } from './support/routes';

type PolicyWindow = { __policyViolations?: string[] };

/** What the browser says when it refuses something under the policy (console) or a sink throws (page error). */
const REFUSAL = /Trusted ?Type|TrustedHTML|TrustedScript|Content Security Policy|Refused to/i;

/**
 * Records from the first script of every document on: `securitypolicyviolation` events (the
 * listener is added through the DevTools protocol, not as an inline script), the console's
 * refusals and errors thrown by a refused sink. Returns the reader of everything recorded so far.
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (REFUSAL.test(message.text())) messages.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (REFUSAL.test(error.message)) messages.push(`page error: ${error.message}`);
  });
  await page.addInitScript(() => {
    const recorded = window as PolicyWindow;
    recorded.__policyViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        recorded.__policyViolations?.push(
          `${event.effectiveDirective} (${event.disposition}) refused ${event.blockedURI || 'a value'} ` +
            `${event.sample ? `"${event.sample}" ` : ''}at ${event.sourceFile || location.pathname}:${event.lineNumber}`,
        ),
      true,
    );
  });
  // Events are read from the page as it is now: a full navigation starts a new list, so each walk
  // step reads what the step before recorded (see expectNoViolations).
  const seen: string[] = [];
  return async () => {
    const events = await page
      .evaluate(() => (window as PolicyWindow).__policyViolations ?? [])
      .catch(() => [] as string[]);
    for (const event of events) if (!seen.includes(event)) seen.push(event);
    return [...seen, ...messages];
  };
}

export type Violations = () => Promise<string[]>;

export async function expectNoViolations(violations: Violations, label: string) {
  expect(await violations(), `Trusted Types / CSP violations ${label}`).toEqual([]);
}

/** The page has its h1 and no loader: it has rendered what its first answers give. */
export async function expectPageShown(page: Page, label: string) {
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first(), `${label}: no h1 with text`).toBeAttached();
  await expect(page.locator('.loader'), `${label}: the loader should give way to the page`).toHaveCount(0);
}

/**
 * Opens `target` inside the running portal, as its links do (the router's history, no reload):
 * through a link of the page to it when there is one, else by pushing the address; resolves once
 * the new page is shown. Every route renders a page of its own, so the h1 shown before is replaced.
 */
export async function openInApp(page: Page, target: string) {
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === target) return;
  await page.evaluate(() => document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-left', '')));
  const link = page.locator(`a[href="${target}"]:not([target]):visible`).first();
  if ((await link.count()) > 0) await link.click();
  else {
    await page.evaluate((address) => {
      window.history.pushState(null, '', address);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, target);
  }
  await expect(
    page.locator('h1:not([data-left])').filter({ hasText: /\S/ }).first(),
    `${target}: the new page's h1 should replace the last one`,
  ).toBeAttached();
  await expect(page.locator('.loader'), `${target}: the loader should give way to the page`).toHaveCount(0);
}

/** Every route of the portal and the not-found page, in the router's order. */
export const ALL_ROUTES: readonly RouteEntry[] = [...routeList, notFoundEntry];

/**
 * Visits every route signed in: the first by loading it, the rest inside the running portal
 * (each page's code is loaded and run as a visitor's click would). Checks after each page that
 * nothing was refused. Returns what was visited, for the run's log.
 */
export async function walkEveryRoute(page: Page, violations: Violations, who: string): Promise<string[]> {
  const visited: string[] = [];
  for (const [index, route] of ALL_ROUTES.entries()) {
    const target = sampleTarget(route);
    if (index === 0) {
      await page.goto(target);
      await expectPageShown(page, `${who} ${target}`);
    } else await openInApp(page, target);
    const landed = new URL(page.url()).pathname;
    visited.push(landed === target.split('?')[0] ? target : `${target} → ${landed}`);
    await expectNoViolations(violations, `on ${who} ${target}`);
  }
  return visited;
}

/**
 * Signed-out visitors: every route they may open (a signed-in route only shows them the login
 * page), each loaded, so the pages written at build time are hydrated.
 */
export async function loadEveryPublicRoute(page: Page, violations: Violations): Promise<string[]> {
  const visited: string[] = [];
  for (const route of ALL_ROUTES.filter((entry) => entry.access !== 'login')) {
    const target = sampleTarget(route);
    await page.goto(target);
    await expectPageShown(page, `signed out ${target}`);
    visited.push(target);
    await expectNoViolations(violations, `on signed out ${target}`);
  }
  return visited;
}

/** The time-zone select of the Meeting Schedule (react-select: emotion writes its styles at run time). */
export async function useTimeZoneSelect(page: Page) {
  await openInApp(page, '/user/schedule-preview');
  await expect(page.getByRole('heading', { level: 1, name: /Meeting Schedule/ })).toBeVisible();
  const zone = page.getByLabel('Time zone', { exact: true });
  await zone.click();
  await zone.fill('Dubai');
  await page.getByRole('option', { name: /Dubai/ }).first().click();
  await expect(page.locator('[class*="-singleValue"]').filter({ hasText: /Dubai/ })).toBeVisible();
}

/**
 * A presenter books a tour: sweetalert2's confirmation (its whole dialog markup, the question
 * icon's box) and then its success toast (the success icon's box and the timer bar), both built from strings.
 */
export async function bookTourThroughDialogs(page: Page) {
  await openInApp(page, '/user/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Booking' })).toBeVisible();
  await page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ }).check();
  await page.getByRole('button', { name: 'Book Tour' }).click();
  const popup = page.locator('.swal2-popup');
  await expect(popup.getByText(/Do you want to book the tour on Wednesday 10 September 2025/)).toBeVisible();
  await expect(popup.locator('.swal2-icon.swal2-question')).toBeVisible();
  await popup.getByRole('button', { name: 'Yes, book it', exact: true }).click();
  const toast = page.locator('.swal2-toast');
  await expect(toast, 'the success toast should show').toBeVisible();
  await expect(toast.locator('.swal2-icon.swal2-success')).toBeVisible();
  await expect(page.getByText(/Your booking: Wednesday 10 September 2025, 18:00–19:00/)).toBeVisible();
}

/**
 * Writes a string into innerHTML, which the enforced policy refuses: the sink throws and one
 * violation is recorded, showing both that the policy is enforced and that the recording works.
 */
export async function expectStringSinkRefused(page: Page, violations: Violations) {
  const before = (await violations()).length;
  const outcome = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>plain string</b>';
      return 'written';
    } catch (error) {
      return error instanceof TypeError ? 'refused' : String(error);
    }
  });
  expect(outcome, 'the policy should refuse a string written into innerHTML').toBe('refused');
  await expect
    .poll(async () => (await violations()).slice(before).join('\n'), {
      message: 'the refusal should be recorded as a violation',
    })
    .toMatch(/require-trusted-types-for/);
}
