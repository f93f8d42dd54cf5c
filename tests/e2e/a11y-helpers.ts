/**
 * Keyboard-only helpers for the browser tests: move focus with Tab / Shift+Tab until a
 * given control has it, failing with the path focus took (and naming a trap when focus
 * stops moving); and statuses told in words.
 */
import { expect, type Locator, type Page } from '@playwright/test';

type Role = Parameters<Page['getByRole']>[0];
/** A control to reach: a Locator, or a role and accessible name. */
export type FocusTarget = Locator | { role: Role; name: string | RegExp; exact?: boolean };

/** Presses Tab (or Shift+Tab) `times` times. */
export async function tab(page: Page, times = 1, { backwards = false } = {}) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
}

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ??
      (labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `${role}${el.id ? `#${el.id}` : ''} "${name}"`;
  });
}

function resolve(page: Page, target: FocusTarget): Locator {
  if ('evaluateAll' in target) return target;
  const { role, name, exact = true } = target;
  return page.getByRole(role, { name, exact });
}

const nameOf = (target: FocusTarget) => JSON.stringify(String('role' in target ? target.name : target));

/** Whether one of the elements `locator` matches has focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) => elements.some((el) => el === document.activeElement));
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until an element matching `target` has focus; at most
 * `max` presses.
 */
export async function tabTo(
  page: Page,
  target: FocusTarget,
  { max = 120, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<Locator> {
  const locator = resolve(page, target);
  if (await hasFocus(locator)) return locator;
  const trail: string[] = [];
  let still = 0;
  let previous = await describeFocus(page);
  for (let i = 0; i < max; i += 1) {
    await tab(page, 1, { backwards });
    if (await hasFocus(locator)) return locator;
    const now = await describeFocus(page);
    trail.push(now);
    still = now === previous ? still + 1 : 0;
    previous = now;
    expect(still, `keyboard trap: focus stays on ${now} while tabbing to ${nameOf(target)}`).toBeLessThan(3);
  }
  expect(
    await hasFocus(locator),
    `${nameOf(target)} not reached within ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; focus went: ${trail.slice(-15).join(' → ')}`,
  ).toBe(true);
  return locator;
}

/**
 * Statuses told in words, not only by colour: every badge has text, every control marked
 * invalid points (aria-describedby / aria-errormessage) to a visible message, and every
 * control that is aria-disabled points to a visible reason.
 */
export async function expectStatusesInText(page: Page, label: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element) => el.getClientRects().length > 0 && !el.closest('.visually-hidden, [hidden]');
    const spoken = (el: Element) => {
      const clone = el.cloneNode(true) as Element;
      clone.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      return (clone.textContent ?? '').trim();
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}`;
    const referencedText = (el: Element) =>
      ['aria-describedby', 'aria-errormessage']
        .flatMap((attr) => (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean))
        .map((id) => document.getElementById(id))
        .filter((ref): ref is HTMLElement => ref !== null && visible(ref) && spoken(ref) !== '');
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
  expect(problems, `${label}: a status told by colour alone`).toEqual([]);
}
