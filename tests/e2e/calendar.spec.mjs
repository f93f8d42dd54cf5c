/**
 * Calendar linking for investors: investor1 links the Outlook calendar from the dashboard.
 * The provider's sign-in page is answered by the test with the callback's redirect (the
 * pop-up stays off the network); the portal asks with a PKCE challenge and sends the
 * verifier, never a client secret, with the code.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { expectNoAxeViolations, login, waitForText } from './helpers.mjs';
import { test } from './test.mjs';

test('investor links a calendar from the dashboard (PKCE, no client secret)', async ({ page, context }) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/user/dashboard');
  const section = page.getByRole('region', { name: 'Calendar' });
  await section.waitFor({ state: 'visible' });
  await expectNoAxeViolations(page, 'investor dashboard with the calendar section');

  let challenge = null;
  await context.route('https://login.microsoftonline.com/**', (route) => {
    const url = new URL(route.request().url());
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.equal(url.searchParams.has('client_secret'), false);
    challenge = url.searchParams.get('code_challenge');
    return route.fulfill({
      status: 302,
      headers: { location: `${url.searchParams.get('redirect_uri')}?code=M.C507_BAY.2.U.investor-auth-code` },
    });
  });
  const exchange = page.waitForRequest((request) => request.url().includes('/auth/outlook-authorization-code'));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    section.getByRole('button', { name: 'Link my Outlook calendar' }).click(),
  ]);
  assert.ok(popup, 'the sign-in pop-up opened');

  const body = (await exchange).postDataJSON();
  assert.equal(body.code, 'M.C507_BAY.2.U.investor-auth-code');
  assert.equal(body.redirect_uri, `${new URL(page.url()).origin}/redirect`);
  assert.equal('client_secret' in body, false, 'no client secret leaves the browser');
  assert.match(body.code_verifier, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(
    createHash('sha256').update(body.code_verifier).digest('base64url'),
    challenge,
    'the verifier matches the challenge',
  );
  await waitForText(page, 'Your meetings will be synced with your Outlook calendar.', { timeout: 20_000 });
});
