/**
 * The Arabic catalogue as the browser tests read it (src/i18n/locales/ar/messages.json): a text's Arabic by its
 * English id, for finding controls by the names an Arabic-speaking attendee reads, and the check that a page shows
 * nothing in English but what the server sent.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const catalogue = JSON.parse(
  readFileSync(new URL('../../../src/i18n/locales/ar/messages.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The remembered language's key on the device (src/i18n/locale-choice.ts). */
export const LANGUAGE_KEY = 'portal_language';

/** A text's Arabic, by its English id; `{name}` placeholders filled from `values`. */
export function ar(id: string, values: Record<string, string | number> = {}): string {
  const message = catalogue[id];
  if (message === undefined) throw new Error(`The Arabic catalogue has no "${id}"`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The Latin words the Arabic catalogue itself uses (a file type, a product's name): an Arabic page may show them.
 * Any other Latin word on an Arabic page is an English text left outside the catalogue, unless the server sent it.
 */
const LATIN_IN_ARABIC = [
  ...new Set(Object.values(catalogue).flatMap((message) => message.match(/[A-Za-z]{2,}/g) ?? [])),
];

/** The device remembers Arabic: the next page the test opens is in Arabic, right to left. */
export async function chooseArabic(page: Page) {
  await page.evaluate((key) => localStorage.setItem(key, 'ar'), LANGUAGE_KEY);
}

/**
 * The Latin words shown on the page (its text, accessible names, placeholders, titles, alternative texts and the
 * document's title) outside the catalogue's Arabic, each with the text it is in. What the server sends is exempt:
 * it is shown as sent, in an element that keeps its own direction (`dir`, `<bdi>`, an isolate) or language (`lang`),
 * or a proper name marked `translate="no"`.
 */
export function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const known = new Set(allowed);
    const EXEMPT = '[dir], [lang], [translate="no"], bdi';
    const exempt = (element: Element | null) => {
      if (!element || element.closest('script, style, template, noscript')) return true;
      const holder = element.closest(EXEMPT);
      return holder !== null && document.body.contains(holder);
    };
    const left: string[] = [];
    const check = (text: string, where: Element | null, what: string) => {
      if (exempt(where)) return;
      const words = text.replace(/\u2068[^\u2069]*\u2069/g, '').match(/[A-Za-z]{2,}/g) ?? [];
      const unknown = words.filter((word) => !known.has(word));
      if (unknown.length > 0) left.push(`${what} "${text.trim().replace(/\s+/g, ' ').slice(0, 80)}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.checkVisibility()) continue;
      check(node.textContent ?? '', parent, 'text');
    }
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        if (element.checkVisibility() || attribute === 'aria-label')
          check(element.getAttribute(attribute) ?? '', element, attribute);
      }
    }
    check(document.title, document.body, 'document.title');
    return [...new Set(left)];
  }, LATIN_IN_ARABIC);
}

/** The page is in Arabic, right to left, with no English text of the portal's own. */
export async function expectArabicPage(page: Page, label: string) {
  await expect(page.locator('html'), `${label}: the document's direction`).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html'), `${label}: the document's language`).toHaveAttribute('lang', 'ar');
  // Soft: a walk reports every page with English left, not only the first.
  expect.soft(await englishLeft(page), `${label}: English texts outside the catalogue`).toEqual([]);
}

/** Signs a demo account in through the login form as an Arabic-speaking attendee reads it, and waits to leave it. */
export async function signInInArabic(page: Page, username: string, password: string) {
  if (new URL(page.url()).pathname !== '/auth/login') await page.goto('/auth/login');
  await page.getByLabel(new RegExp(`^\\s*${ar('Username')}\\s*\\*?\\s*$`)).fill(username);
  await page.getByLabel(new RegExp(`^\\s*${ar('Password')}\\s*\\*?\\s*$`)).fill(password);
  await page.getByRole('button', { name: ar('Login'), exact: true }).click();
  await expect(page, 'the portal should leave the login page').toHaveURL((url) => url.pathname !== '/auth/login');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text's Arabic as a pattern matching it whole: each filled value may come isolated in its own direction (U+2068 …
 * U+2069, as the portal writes the server's words inside its own) and a required field's label may end in " *".
 */
export function arPattern(id: string, values: Record<string, string | number> = {}): RegExp {
  const message = ar(id);
  const parts = message.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name && name in values) return `\\u2068?${escapeRegExp(String(values[name]))}\\u2069?`;
    return escapeRegExp(part);
  });
  return new RegExp(`^\\s*${parts.join('')}\\s*\\*?\\s*$`);
}
