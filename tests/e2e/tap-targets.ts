import { expect, type Page } from '@playwright/test';
import { nextFrames } from './helpers';

/** The phone the portal is checked on: 390 × 844 CSS px. */
export const PHONE = { width: 390, height: 844 };

/**
 * Turns the window of a shown page to `size` and resolves once the page is laid out for it: the window has the new
 * width, the style sheets' media queries answer for it and two frames have been rendered (measured any sooner, a
 * control may still have its size at the old width).
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction(
    (width) => window.innerWidth === width && matchMedia(`(width: ${width}px)`).matches,
    size.width,
  );
  await nextFrames(page);
}

/** The smallest target an attendee taps on a phone (WCAG 2.5.5, Apple's and Google's guidance): 44 × 44 CSS px. */
export const MIN_TARGET = 44;

/**
 * Every control of the page (and of its same-origin frames) on show that is smaller than 44 × 44 px, described as
 * `<tag> "name" W×H`. A link in running text (its parent holds text of its own beside it) is excepted, as WCAG
 * excepts it; a checkbox or radio counts with its label, which takes the same tap.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    found.push(
      ...(await frame.evaluate((min) => {
        const controls = document.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex="0"]',
        );
        const inText = (el: HTMLElement) =>
          el.tagName === 'A' &&
          [...(el.parentElement?.childNodes ?? [])].some(
            (node) => node !== el && node.nodeType === Node.TEXT_NODE && /[^\s.,;:()]/.test(node.textContent ?? ''),
          );
        const small: string[] = [];
        for (const el of controls) {
          if (inText(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          // A select box's text input takes the tap of its whole box.
          let rect = (el.closest('.rs__control') ?? el).getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) continue;
          // Out of the page (a skip link until it is focused) or clipped to nothing (visually hidden).
          if (rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0) continue;
          if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
            const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
            if (label) rect = label.getBoundingClientRect();
          }
          if (Math.round(rect.width) < min || Math.round(rect.height) < min) {
            const name = (el.getAttribute('aria-label') ?? el.textContent ?? '')
              .trim()
              .replace(/\s+/g, ' ')
              .slice(0, 40);
            small.push(`<${el.tagName.toLowerCase()}> "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
          }
        }
        return small;
      }, MIN_TARGET)),
    );
  }
  return found;
}

/**
 * Scrolls the page through to its end, a screen at a time, so that what renders once scrolled to (the registration
 * form's later sections, registration-form.tsx's Deferred) is on the page when it is checked.
 */
export async function scrollThrough(page: Page) {
  for (let top = 0; ; top += 800) {
    const end = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return y >= document.documentElement.scrollHeight - window.innerHeight;
    }, top);
    await nextFrames(page);
    if (end) break;
  }
  await expect(page.locator('.loader, [aria-busy="true"]')).toHaveCount(0);
}

/** Boxes that scroll sideways inside the page (a table kept at its desktop width): a list is cards on a phone. */
export const sidewaysBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.scrollWidth} > ${el.clientWidth} px`),
  );

/** The page scrolled through: no control under 44 × 44 px and no box that scrolls sideways. */
export async function expectTargets(page: Page, label: string) {
  await scrollThrough(page);
  expect(await smallTargets(page), `${label}: controls under 44 × 44 px`).toEqual([]);
  expect(await sidewaysBoxes(page), `${label}: boxes that scroll sideways`).toEqual([]);
}

/** The page as a whole does not scroll sideways: it is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(widths.scrollWidth, `${label}: the page should not scroll sideways`).toBeLessThanOrEqual(widths.innerWidth);
}

/**
 * The page as shown, then each of its other tabs (the dashboard's) opened in turn, each checked as shown by
 * `expectTargets`. Returns how many tabs the page has.
 */
export async function expectTargetsOnEveryTab(page: Page, label: string): Promise<number> {
  await expectTargets(page, label);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue; // checked with the page
    const name = (await tab.textContent())?.trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.loader, [aria-busy="true"]')).toHaveCount(0);
    await expectTargets(page, `${label}, tab ${name}`);
  }
  return count;
}
