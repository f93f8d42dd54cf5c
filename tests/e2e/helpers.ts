/**
 * Shared helpers for the portal's browser tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol rather than added as a <script>: the portal's
// Content-Security-Policy (script-src 'self') refuses inline scripts, as it should.
const AXE_SOURCE = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n;undefined;`;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The form control labelled exactly `label`; a required field's label ends with a
 * visual " *", so 'Password' matches "Password *" but not "Password confirmation *".
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`));
}

/** Fills and submits the login form of the current page, without waiting for the outcome. */
export async function submitLogin(page: Page, username: string, password: string) {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The portal has left /auth/login (after a successful sign-in). */
export async function expectSignedIn(page: Page) {
  await expect(page, 'the portal should leave the login page').toHaveURL((url) => url.pathname !== '/auth/login');
}

/** The name a link gets in the side menu; outside links add a hidden "(opens in a new tab)". */
export function menuLinkName(label: string) {
  return new RegExp(`^${escapeRegExp(label)}(\\s*\\(opens in a new tab\\))?$`);
}

/** Resolves once the browser has rendered two more frames (what a scroll or a load changed is laid out). */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * React has taken the page over: its root is attached and, on a page written at build time, the
 * hydrated render has replaced the HTML's both-ways parts (signed-in and signed-out) with one. Until
 * then a prerendered form's submit button is disabled and dimmed, and checks such as axe's contrast
 * would read a page that is about to change.
 */
export async function expectTakenOver(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.getElementById('root');
          // A page that is not the portal's (the static landing page) has nothing to take over.
          if (!root) return true;
          const attached = Object.keys(root).some((key) => key.startsWith('__reactContainer'));
          // In a demo build the mock backend's worker also controls the page by then. msw reloads a page
          // its worker does not control yet (one opened while the previous page's worker was still
          // activating), so a test that leaves a page before that may see the next one reload under it.
          const mocked = '__resetMockDb' in window;
          return (
            attached &&
            document.querySelector('.only-signed-in, .only-signed-out') === null &&
            (!mocked || navigator.serviceWorker.controller !== null)
          );
        }),
      { message: 'React should take the page over' },
    )
    .toBe(true);
}

/** Finite CSS animations and transitions (route slides, fades) have ended. */
async function expectAnimationsSettled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.getAnimations().every((animation) => {
            const timing = animation.effect?.getComputedTiming?.();
            return animation.playState !== 'running' || !timing || timing.endTime === Infinity;
          }),
        ),
      { message: 'finite animations should end', timeout: 5_000 },
    )
    .toBe(true);
}

type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Runs axe-core on the current page once its animations have ended: every serious or critical
 * violation, as its impact, rule id, help text and the selectors of the offending nodes.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await expectTakenOver(page);
  await expectAnimationsSettled(page);
  const hasAxe = await page.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined');
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
}
