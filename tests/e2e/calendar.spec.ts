/**
 * Calendar linking for investors: investor1 links the Outlook calendar from the dashboard.
 * The provider's sign-in page is answered by the test with the callback's redirect (the
 * pop-up stays off the network); the portal asks with a PKCE challenge and sends the
 * verifier, never a client secret, with the code.
 */
import { createHash } from 'node:crypto';
import { expect, test } from './test';

test('investor links a calendar from the dashboard (PKCE, no client secret)', async ({
  investorPage: page,
  context,
  expectNoAxeViolations,
}) => {
  await page.goto('/user/dashboard');
  const section = page.getByRole('region', { name: 'Calendar' });
  await expect(section).toBeVisible();
  await expectNoAxeViolations('investor dashboard with the calendar section');

  const signInPage: { url?: URL } = {};
  await context.route('https://login.microsoftonline.com/**', (route) => {
    const url = new URL(route.request().url());
    signInPage.url = url;
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
  expect(popup, 'the sign-in pop-up opened').toBeTruthy();

  const body = (await exchange).postDataJSON();
  const asked = signInPage.url;
  expect(asked, "the provider's sign-in page was asked for").toBeDefined();
  expect(asked?.searchParams.get('code_challenge_method')).toBe('S256');
  expect(asked?.searchParams.has('client_secret')).toBe(false);
  expect(body.code).toBe('M.C507_BAY.2.U.investor-auth-code');
  expect(body.redirect_uri).toBe(`${new URL(page.url()).origin}/redirect`);
  expect('client_secret' in body, 'no client secret leaves the browser').toBe(false);
  expect(body.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(
    createHash('sha256').update(body.code_verifier).digest('base64url'),
    'the verifier matches the challenge',
  ).toBe(asked?.searchParams.get('code_challenge'));
  await expect(page.getByText('Your meetings will be synced with your Outlook calendar.').first()).toBeVisible({
    timeout: 20_000,
  });
});
