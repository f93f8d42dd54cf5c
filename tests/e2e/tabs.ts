/**
 * Pages and tabs of one browser as the multi-tab tests use them (tabs.own-api.spec.ts, reminders.*.spec.ts): a page
 * opened at a path and shown, a second tab of the same context, and the toasts a tab shows, recorded as they come.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { expectTakenOver } from './helpers';

/**
 * Loads `path` in `page` and waits until its h1 reads `heading` and the app has the page: in the demo build the mock
 * backend's worker then controls the tab too (msw reloads a tab it does not control yet, which would take with it what
 * a test recorded there).
 */
export async function goTo(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectTakenOver(page);
}

/** A second tab of the same browser (signed in as the first one is), opened at `path`. */
export async function openTab(context: BrowserContext, path: string, heading: string | RegExp): Promise<Page> {
  const tab = await context.newPage();
  await goTo(tab, path, heading);
  return tab;
}

type Recorded = { __toasts?: string[] };

/** Records the text of every toast the tab shows from now on (they go after a few seconds of the tab's clock). */
export async function recordToasts(tab: Page) {
  await tab.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as Recorded).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.swal2-toast')) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The toasts the tab has shown since recordToasts. */
export const toastsSeen = (tab: Page) => tab.evaluate(() => (window as unknown as Recorded).__toasts ?? []);

/** Where a tab is and what it shows over the page (a dialog, alerts), for a failure's log. */
const tabState = (tab: Page) =>
  tab.evaluate(() => ({
    url: location.pathname,
    visibility: document.visibilityState,
    now: new Date().toISOString(),
    heading: document.querySelector('h1')?.textContent,
    popup: document.querySelector('.swal2-popup')?.textContent ?? null,
    alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((node) => node.textContent),
  }));

/** Waits until the tab (`name` in a failure) has shown a toast containing `text`; if not, prints what it shows. */
export async function expectToast(tab: Page, name: string, text: string) {
  await expect
    .poll(() => toastsSeen(tab), { message: `the ${name} tab's toasts` })
    .toContainEqual(expect.stringContaining(text))
    .catch(async (error: unknown) => {
      console.error(`${name} tab:`, JSON.stringify(await tabState(tab)));
      throw error;
    });
}
