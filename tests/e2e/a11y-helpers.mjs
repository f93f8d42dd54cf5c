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
    if (still >= 3)
      assert.fail(
        `keyboard trap: focus stays on ${now} while tabbing to ${JSON.stringify(String(target.name ?? target))}`,
      );
  }
  assert.fail(
    `${JSON.stringify(String(target.name ?? target))} not reached within ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; focus went: ${trail.slice(-15).join(' → ')}`,
  );
}

/** Asserts that an element matching `target` has focus now. */
export async function expectFocus(page, target, message) {
  const locator = resolve(page, target);
  assert.ok(
    await hasFocus(locator),
    `${message ?? 'focus'}: expected ${JSON.stringify(String(target.name ?? target))}, focus is on ${await describeFocus(page)}`,
  );
}

/**
 * Statuses told in words, not only by colour: every badge has text, every control marked
 * invalid points (aria-describedby / aria-errormessage) to a visible message, and every
 * control that is aria-disabled points to a visible reason.
 */
export async function expectStatusesInText(page, label) {
  const problems = await page.evaluate(() => {
    const found = [];
    const visible = (el) => el.getClientRects().length > 0 && !el.closest('.visually-hidden, [hidden]');
    const spoken = (el) => {
      const clone = el.cloneNode(true);
      clone.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      return clone.textContent.trim();
    };
    const describe = (el) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}`;
    const referencedText = (el) =>
      ['aria-describedby', 'aria-errormessage']
        .flatMap((attr) => (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean))
        .map((id) => document.getElementById(id))
        .filter((ref) => ref && visible(ref) && spoken(ref) !== '');
    for (const badge of document.querySelectorAll('.badge')) {
      if (visible(badge) && spoken(badge) === '') found.push(`badge without text: ${badge.outerHTML.slice(0, 100)}`);
    }
    for (const el of document.querySelectorAll('[aria-invalid="true"]')) {
      if (!visible(el)) continue;
      if (referencedText(el).length === 0) found.push(`invalid ${describe(el)} without a visible message tied to it`);
    }
    for (const el of document.querySelectorAll('input[aria-disabled="true"], button[aria-disabled="true"]')) {
      if (referencedText(el).length === 0)
        found.push(`unavailable ${describe(el)} without a visible reason tied to it`);
    }
    return found;
  });
  assert.deepEqual(problems, [], `${label}: a status told by colour alone`);
}
