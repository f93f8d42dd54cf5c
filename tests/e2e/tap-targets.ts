import type { Page } from '@playwright/test';

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
