/**
 * The Content-Security-Policy in real Chromium: the signed-in journey (login, dashboard,
 * schedule with its time-zone select, preferences, companies, gallery with its lightbox)
 * and the landing frame run without one refused resource, and every link opening a new
 * tab on those pages has rel="noopener noreferrer".
 */
import assert from 'node:assert/strict';
import { login } from './helpers.mjs';
import { test } from './test.mjs';

/** Records violations from every frame (the init script runs through the DevTools protocol, not as inline script). */
async function watchPolicy(page) {
  const refusals = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refusals.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile || location.pathname}:${event.lineNumber}`,
      );
    });
  });
  return async (label) => {
    const events = [];
    for (const frame of page.frames()) {
      events.push(...(await frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])));
    }
    const all = [...refusals, ...events];
    assert.deepEqual(all, [], `Content-Security-Policy violations on ${label}:\n${all.join('\n')}`);
  };
}

async function policyOf(page) {
  return page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
}

/** Every a[target=_blank] of the page (all frames) carries noopener and noreferrer. */
async function expectSafeNewTabs(page, label) {
  const offenders = [];
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
  assert.deepEqual(offenders, [], `links opening a new tab without rel="noopener noreferrer" on ${label}`);
  return count;
}

async function visit(page, path, name) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });
}

test('signed-in journey under the Content-Security-Policy, new-tab links safe', async ({ page }) => {
  const expectNoViolations = await watchPolicy(page);
  await login(page, 'investor1', 'password1');
  const policy = await policyOf(page);
  assert.match(policy ?? '', /script-src 'self';/, 'the built index.html carries the policy');
  assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
  await expectNoViolations('login');

  const newTabs = {};
  await visit(page, '/user/dashboard', /dashboard/i);
  newTabs.dashboard = await expectSafeNewTabs(page, 'dashboard');
  await expectNoViolations('dashboard');

  await visit(page, '/user/schedule-preview', /Schedule/);
  const zone = page.getByLabel('Time zone', { exact: true });
  await zone.click();
  await zone.fill('Dubai');
  await page.getByRole('option', { name: /Dubai/ }).first().click();
  // emotion's runtime styles apply: the select's control is laid out by them
  const display = await page
    .locator('[class*="-control"]')
    .first()
    .evaluate((el) => getComputedStyle(el).display);
  assert.equal(display, 'flex', 'react-select keeps its runtime styles');
  newTabs.schedule = await expectSafeNewTabs(page, 'schedule');
  await expectNoViolations('schedule');

  await visit(page, '/user/preferences', /Preferences/);
  newTabs.preferences = await expectSafeNewTabs(page, 'preferences');
  await expectNoViolations('preferences');

  await visit(page, '/user/companies', 'Confirmed Companies');
  await page.getByRole('table').waitFor({ state: 'visible' });
  newTabs.companies = await expectSafeNewTabs(page, 'companies');
  await expectNoViolations('companies');

  await visit(page, '/user/gallery', 'Photo Gallery');
  await page.locator('.photo-gallery__grid img').first().click();
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  newTabs.gallery = await expectSafeNewTabs(page, 'gallery');
  await expectNoViolations('gallery');

  // The side menu and footer open outside links in new tabs on every signed-in page.
  assert.ok(
    Object.values(newTabs).every((n) => n > 0),
    `new-tab links seen: ${JSON.stringify(newTabs)}`,
  );
});

test('landing frame and public home under the Content-Security-Policy', async ({ page }) => {
  const expectNoViolations = await watchPolicy(page);
  await page.goto('/');
  const frame = page.frameLocator('iframe');
  await frame.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  await expectSafeNewTabs(page, 'landing frame');
  await expectNoViolations('landing frame');
  await page.goto('/home');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  await expectSafeNewTabs(page, 'home');
  await expectNoViolations('home');
});
