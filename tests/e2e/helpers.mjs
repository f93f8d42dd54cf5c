/**
 * Shared helpers for the portal's browser tests (plain imports of the spec files).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol rather than added as a <script>: the portal's
// Content-Security-Policy (script-src 'self') refuses inline scripts, as it should.
const AXE_SOURCE = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n;undefined;`;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The form control labelled exactly `label`; a required field's label ends with a
 * visual " *", so 'Password' matches "Password *" but not "Password confirmation *".
 */
export function field(page, label) {
  return page.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`));
}

/** Fills and submits the login form of the current page, without waiting for the outcome. */
export async function submitLogin(page, username, password) {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through /auth/login and waits until the portal has left the login page. */
export async function login(page, username, password) {
  await page.goto('/auth/login');
  await submitLogin(page, username, password);
  await waitForLeavingLogin(page);
}

/** Waits until the URL is no longer /auth/login (after a successful sign-in). */
export async function waitForLeavingLogin(page, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout });
}

/** Waits until `text` (string or RegExp) is visible somewhere on the page. */
export async function waitForText(page, text, { timeout = 15_000, exact = false } = {}) {
  const locator = page.getByText(text, { exact }).first();
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** Polls `probe` until it returns a truthy value, or fails with `message`. */
export async function eventually(probe, { timeout = 10_000, interval = 100, message = 'condition not met' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const detail =
        last instanceof Error
          ? `: ${last.message}`
          : last === undefined
            ? ''
            : ` (last value: ${JSON.stringify(last)})`;
      throw new assert.AssertionError({ message: `${message} within ${timeout} ms${detail}` });
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** The name a link gets in the side menu; outside links add a hidden "(opens in a new tab)". */
export function menuLinkName(label) {
  return new RegExp(`^${escapeRegExp(label)}(\\s*\\(opens in a new tab\\))?$`);
}

/** Waits for finite CSS animations and transitions (route slides, fades) to end. */
async function settleAnimations(page) {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const timing = animation.effect?.getComputedTiming?.();
          return animation.playState !== 'running' || !timing || timing.endTime === Infinity;
        }),
      undefined,
      { timeout: 3_000, polling: 50 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe-core on the current page and fails listing every serious or critical
 * violation: rule id, help text and the selectors of the offending nodes.
 */
export async function expectNoAxeViolations(page, label = page.url()) {
  await settleAnimations(page);
  const hasAxe = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    const lines = blocking.map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
    throw new assert.AssertionError({
      message: `axe found ${blocking.length} serious/critical violation(s) on ${label}:\n${lines.join('\n')}`,
    });
  }
}
