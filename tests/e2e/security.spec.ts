/**
 * The Content-Security-Policy in real Chromium: the signed-in journey (login, dashboard,
 * schedule with its time-zone select, preferences, companies, gallery with its lightbox)
 * and the landing frame run without one refused resource, and every link opening a new
 * tab on those pages has rel="noopener noreferrer".
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';

type PolicyWindow = { __cspViolations?: string[] };

/** Records violations from every frame (the init script runs through the DevTools protocol, not as inline script). */
async function watchPolicy(page: Page) {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refusals.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const watched = window as PolicyWindow;
    watched.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.__cspViolations?.push(
        `${event.violatedDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile || location.pathname}:${event.lineNumber}`,
      );
    });
  });
  return async (label: string) => {
    const events: string[] = [];
    for (const frame of page.frames()) {
      events.push(...(await frame.evaluate(() => (window as PolicyWindow).__cspViolations ?? []).catch(() => [])));
    }
    const all = [...refusals, ...events];
    expect(all, `Content-Security-Policy violations on ${label}`).toEqual([]);
  };
}

async function policyOf(page: Page) {
  return page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
}

/** Every a[target=_blank] of the page (all frames) carries noopener and noreferrer. */
async function expectSafeNewTabs(page: Page, label: string) {
  const offenders: string[] = [];
  let count = 0;
  for (const frame of page.frames()) {
    const links = await frame.locator('a[target="_blank" i]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href'),
        rel: (a.getAttribute('rel') || '').toLowerCase().split(/\s+/),
      })),
    );
    count += links.length;
    offenders.push(
      ...links
        .filter((l) => !l.rel.includes('noopener') || !l.rel.includes('noreferrer'))
        .map((l) => `${l.href} rel=${l.rel.join(' ')}`),
    );
  }
  expect(offenders, `links opening a new tab without rel="noopener noreferrer" on ${label}`).toEqual([]);
  return count;
}

async function visit(page: Page, path: string, name: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('signed-in journey under the Content-Security-Policy, new-tab links safe', async ({ page, signIn }) => {
  const expectNoViolations = await watchPolicy(page);
  await signIn('investor1');
  const policy = (await policyOf(page)) ?? '';
  expect(policy, 'the built index.html carries the policy').toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  await expectNoViolations('login');

  const newTabs: Record<string, number> = {};
  await visit(page, '/user/dashboard', /dashboard/i);
  newTabs.dashboard = await expectSafeNewTabs(page, 'dashboard');
  await expectNoViolations('dashboard');

  await visit(page, '/user/schedule-preview', /Schedule/);
  const zone = page.getByLabel('Time zone', { exact: true });
  await zone.click();
  await zone.fill('Dubai');
  await page.getByRole('option', { name: /Dubai/ }).first().click();
  // emotion's runtime styles apply: the select's control is laid out by them
  await expect(page.locator('[class*="-control"]').first(), 'react-select keeps its runtime styles').toHaveCSS(
    'display',
    'flex',
  );
  newTabs.schedule = await expectSafeNewTabs(page, 'schedule');
  await expectNoViolations('schedule');

  await visit(page, '/user/preferences', /Preferences/);
  newTabs.preferences = await expectSafeNewTabs(page, 'preferences');
  await expectNoViolations('preferences');

  await visit(page, '/user/companies', 'Confirmed Companies');
  await expect(page.getByRole('table')).toBeVisible();
  newTabs.companies = await expectSafeNewTabs(page, 'companies');
  await expectNoViolations('companies');

  await visit(page, '/user/gallery', 'Photo Gallery');
  await page.locator('.photo-gallery__grid img').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  newTabs.gallery = await expectSafeNewTabs(page, 'gallery');
  await expectNoViolations('gallery');

  // The side menu and footer open outside links in new tabs on every signed-in page.
  expect(
    Object.entries(newTabs)
      .filter(([, count]) => count === 0)
      .map(([name]) => name),
    `pages without new-tab links: ${JSON.stringify(newTabs)}`,
  ).toEqual([]);
});

test('landing frame and public home under the Content-Security-Policy', async ({ page }) => {
  const expectNoViolations = await watchPolicy(page);
  await page.goto('/');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectSafeNewTabs(page, 'landing frame');
  await expectNoViolations('landing frame');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectSafeNewTabs(page, 'home');
  await expectNoViolations('home');
});
