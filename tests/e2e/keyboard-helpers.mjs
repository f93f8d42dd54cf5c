/**
 * Keyboard-only helpers for the browser tests: move focus with Tab / Shift+Tab until a
 * given control has it, failing with the path focus took (and naming a trap when focus
 * stops moving).
 */
import assert from 'node:assert/strict';

/** Presses Tab (or Shift+Tab) `times` times. */
export async function tab(page, times = 1, { backwards = false } = {}) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
}

/** A short description of the focused element, for failure messages. */
export function describeFocus(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const name =
      el.getAttribute('aria-label') ??
      (el.labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `${role}${el.id ? `#${el.id}` : ''} "${name}"`;
  });
}

function resolve(page, target) {
  if (typeof target.evaluateAll === 'function') return target;
  const { role, name, exact = true } = target;
  return page.getByRole(role, { name, exact });
}

/** Whether one of the elements `locator` matches has focus. */
export function hasFocus(locator) {
  return locator.evaluateAll((elements) => elements.some((el) => el === document.activeElement));
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until an element matching `target` — a
 * Locator or { role, name, exact } — has focus; at most `max` presses.
 */
export async function tabTo(page, target, { max = 120, backwards = false } = {}) {
  const locator = resolve(page, target);
  if (await hasFocus(locator)) return locator;
  const trail = [];
  let still = 0;
  let previous = await describeFocus(page);
  for (let i = 0; i < max; i += 1) {
    await tab(page, 1, { backwards });
    if (await hasFocus(locator)) return locator;
    const now = await describeFocus(page);
    trail.push(now);
    still = now === previous ? still + 1 : 0;
    previous = now;
    if (still >= 3) assert.fail(`keyboard trap: focus stays on ${now} while tabbing to ${JSON.stringify(String(target.name ?? target))}`);
  }
  assert.fail(
    `${JSON.stringify(String(target.name ?? target))} not reached within ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; focus went: ${trail.slice(-15).join(' → ')}`,
  );
}

/** Asserts that an element matching `target` has focus now. */
export async function expectFocus(page, target, message) {
  const locator = resolve(page, target);
  assert.ok(await hasFocus(locator), `${message ?? 'focus'}: expected ${JSON.stringify(String(target.name ?? target))}, focus is on ${await describeFocus(page)}`);
}
