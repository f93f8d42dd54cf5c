/**
 * Attendee services journeys: a presenter books a tour after confirming, the media
 * interview survey from disabled to submitted, and the feedback survey and bus
 * schedule pages; axe on each of the four pages.
 */
import assert from 'node:assert/strict';
import { eventually, expectNoAxeViolations, login, waitForText } from './helpers.mjs';
import { test } from './test.mjs';

async function openPage(page, path, heading) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
}

/** Opens a react-select by its label and clicks an option. */
async function chooseOption(page, label, option) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('presenter books a tour', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  await openPage(page, '/user/booking', 'Tour Booking');
  const slots = page.getByRole('group', { name: 'Tour slots' });
  await slots.waitFor({ state: 'visible' });

  const booked = page.getByRole('radio', { name: /Wednesday 10 September 2025, 13:00–13:45/ });
  const evening = page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ });
  const full = page.getByRole('radio', { name: /Tuesday 9 September 2025, 18:00–19:00/ });
  assert.equal(await booked.isChecked(), true, 'the existing booking 903 is selected');
  await waitForText(page, 'Your booking: Wednesday 10 September 2025, 13:00–13:45.');
  assert.equal(await full.isDisabled(), true, 'slot 902 has no seats left');
  const submit = page.getByRole('button', { name: 'Book Tour' });
  assert.equal(await submit.isDisabled(), true, 'booking the same slot again is not offered');
  await expectNoAxeViolations(page, 'tour booking page');

  await evening.check();
  assert.equal(await submit.isEnabled(), true);
  await submit.click();
  await waitForText(page, 'Do you want to book the tour on Wednesday 10 September 2025, 18:00–19:00?');
  await page.getByRole('button', { name: 'Yes, book it' }).click();

  await waitForText(page, 'Booked Successfully !');
  await waitForText(page, 'Your booking: Wednesday 10 September 2025, 18:00–19:00.');
  await eventually(async () => (await evening.isChecked()) && (await submit.isDisabled()), {
    message: 'the new booking should be selected and submit disabled',
  });
  const eveningRow = page.getByRole('listitem').filter({ has: evening });
  await eveningRow.getByText('Booked', { exact: true }).waitFor({ state: 'visible' });
  await eveningRow.getByText('10 of 20 seats remaining').waitFor({ state: 'visible' });
});

test('media interview survey: choices open with yes, submit succeeds once', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  await openPage(page, '/user/media', 'Media Interviews');
  await waitForText(page, 'You may choose several providers.');
  const submit = page.getByRole('button', { name: 'Submit' });
  assert.equal(await submit.isDisabled(), true);
  assert.equal(await page.getByLabel('Media providers').isDisabled(), true);
  await page.getByRole('heading', { level: 2, name: 'Press Coverage' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Photo Gallery' }).waitFor();
  await eventually(
    () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.media-gallery img')].every((img) => img.complete && img.naturalWidth > 0),
      ),
    {
      message: 'the gallery images should load',
    },
  );
  await expectNoAxeViolations(page, 'media page');

  await page.getByRole('radio', { name: 'Yes' }).check();
  await chooseOption(page, 'Media providers', 'Global Markets TV');
  assert.equal(await submit.isDisabled(), true, 'a slot is still missing');
  await chooseOption(page, 'Interview slots', 'Tuesday 9 September 2025, 12:40 (London time)');
  await page.getByRole('checkbox', { name: 'Apply my answers to my colleagues as well' }).check();
  assert.equal(await submit.isEnabled(), true);
  await expectNoAxeViolations(page, 'media page, answered');
  await submit.click();
  await waitForText(page, 'Media Survey Submitted Successfully!');
  await eventually(() => submit.isDisabled(), { message: 'submit should be disabled after a successful submit' });
});

test('feedback survey and bus schedule pages', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await openPage(page, '/user/feedback-survey', 'Feedback Survey');
  await expectNoAxeViolations(page, 'feedback survey page');
  await page.getByRole('button', { name: 'Submit' }).click();
  await waitForText(page, 'This question is mandatory');
  await expectNoAxeViolations(page, 'feedback survey page with errors');
  const groups = page.getByRole('group');
  assert.equal(await groups.count(), 9);
  for (let i = 0; i < 9; i += 1) await groups.nth(i).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await waitForText(page, 'Thank you for your feedback!');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('feedback_survey') ?? 'null'));
  assert.equal(Object.keys(stored?.answers ?? {}).length, 9);

  await openPage(page, '/user/bus-schedule', 'Bus Schedule');
  const table = page.getByRole('table', { name: 'Shuttle pick-up times by hotel (London time)' });
  await table.waitFor({ state: 'visible' });
  assert.equal(await table.getByRole('columnheader').count(), 4);
  await expectNoAxeViolations(page, 'bus schedule page');
});
