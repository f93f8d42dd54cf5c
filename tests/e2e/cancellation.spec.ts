/**
 * Invitation cancellation journeys: the confirm page verifies the token on load,
 * asks the question naming the conference, No goes home, Yes cancels and shows the
 * done page; an unknown token goes home. axe checks both pages.
 */
import { expect, test } from './test';

const CONFIRM = '/auth/registration/mail/action/cancellation';
const QUESTION =
  'Are you sure you want to cancel your registration to attend the 19th Annual London One-on-One Conference';

test('investor1 opens the cancellation link, answers No and stays registered', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto(`${CONFIRM}?cancelation_token=cancel-token-ok`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation Cancellation' })).toBeVisible();
  await expect(page.getByText(QUESTION, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations('cancellation confirm page');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // Still registered: the profile opens normally.
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile');
});

test('investor1 cancels the invitation with Yes and sees the done page', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto(`${CONFIRM}?cancelation_token=cancel-token-ok`);
  await expect(page.getByText(QUESTION, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/registration/mail/action/cancellation-confirmed');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration cancelled' })).toBeVisible();
  await expect(page.locator('.cancellation__card')).toHaveText(/Invitation Cancellation\s*$/, { useInnerText: true });
  await expectNoAxeViolations('cancellation done page');
  // The link is used up: a cancelled client is signed out by the portal (its profile no longer loads)
  // or, if still signed in, sent home; the question is not offered again.
  await page.goto(`${CONFIRM}?cancelation_token=cancel-token-ok`);
  await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/auth/login');
  await expect(page.getByText(QUESTION)).toHaveCount(0);
});

test('an unknown cancellation token goes home', async ({ presenterPage: page }) => {
  await page.goto(`${CONFIRM}?cancelation_token=not-a-real-token`);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText(QUESTION)).toHaveCount(0);
});
