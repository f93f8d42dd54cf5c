/**
 * Invitation cancellation journeys: the confirm page verifies the token on load,
 * asks the question naming the conference, No goes home, Yes cancels and shows the
 * done page; an unknown token goes home. axe checks both pages.
 */
import assert from 'node:assert/strict';
import { expectNoAxeViolations, login, waitForText } from './helpers.mjs';
import { test } from './test.mjs';

const CONFIRM = '/auth/registration/mail/action/cancellation';
const QUESTION =
  'Are you sure you want to cancel your registration to attend the 19th Annual London One-on-One Conference';

test('investor1 opens the cancellation link, answers No and stays registered', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await page.goto(`${CONFIRM}?cancelation_token=cancel-token-ok`);
  await page.getByRole('heading', { level: 1, name: 'Invitation Cancellation' }).waitFor({ state: 'visible' });
  await waitForText(page, QUESTION, { exact: true });
  await expectNoAxeViolations(page, 'cancellation confirm page');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // Still registered: the profile opens normally.
  await page.goto('/user/profile');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  assert.equal(new URL(page.url()).pathname, '/user/profile');
});

test('investor1 cancels the invitation with Yes and sees the done page', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await page.goto(`${CONFIRM}?cancelation_token=cancel-token-ok`);
  await waitForText(page, QUESTION, { exact: true });
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/auth/registration/mail/action/cancellation-confirmed');
  await page.getByRole('heading', { level: 1, name: 'Registration cancelled' }).waitFor({ state: 'visible' });
  const card = page.locator('.cancellation__card');
  assert.match((await card.innerText()).trim(), /Invitation Cancellation$/);
  await expectNoAxeViolations(page, 'cancellation done page');
  // The link is used up: a cancelled client is signed out by the portal (its profile no longer loads)
  // or, if still signed in, sent home; the question is not offered again.
  await page.goto(`${CONFIRM}?cancelation_token=cancel-token-ok`);
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/auth/login', { timeout: 15_000 });
  assert.equal(await page.getByText(QUESTION).count(), 0);
});

test('an unknown cancellation token goes home', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  await page.goto(`${CONFIRM}?cancelation_token=not-a-real-token`);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  assert.equal(await page.getByText(QUESTION).count(), 0);
});
