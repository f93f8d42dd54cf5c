/**
 * Attendee services journeys: a presenter books a tour after confirming, the media
 * interview survey from disabled to submitted, and the feedback survey and bus
 * schedule pages; axe on each of the four pages.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Opens a react-select by its label and clicks an option. */
async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('presenter books a tour', async ({ presenterPage: page, expectNoAxeViolations }) => {
  await openPage(page, '/user/booking', 'Tour Booking');
  const slots = page.getByRole('group', { name: 'Tour slots' });
  await expect(slots).toBeVisible();

  const booked = page.getByRole('radio', { name: /Wednesday 10 September 2025, 13:00–13:45/ });
  const evening = page.getByRole('radio', { name: /Wednesday 10 September 2025, 18:00–19:00/ });
  const full = page.getByRole('radio', { name: /Tuesday 9 September 2025, 18:00–19:00/ });
  await expect(booked, 'the existing booking 903 is selected').toBeChecked();
  await expect(page.getByText('Your booking: Wednesday 10 September 2025, 13:00–13:45.').first()).toBeVisible();
  await expect(full, 'slot 902 has no seats left').toBeDisabled();
  const submit = page.getByRole('button', { name: 'Book Tour' });
  await expect(submit, 'booking the same slot again is not offered').toBeDisabled();
  await expectNoAxeViolations('tour booking page');

  await evening.check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    page.getByText('Do you want to book the tour on Wednesday 10 September 2025, 18:00–19:00?').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, book it' }).click();

  await expect(page.getByText('Booked Successfully !').first()).toBeVisible();
  await expect(page.getByText('Your booking: Wednesday 10 September 2025, 18:00–19:00.').first()).toBeVisible();
  await expect(evening, 'the new booking should be selected').toBeChecked();
  await expect(submit, 'submit should be disabled once booked').toBeDisabled();
  const eveningRow = page.getByRole('listitem').filter({ has: evening });
  await expect(eveningRow.getByText('Booked', { exact: true })).toBeVisible();
  await expect(eveningRow.getByText('10 of 20 seats remaining')).toBeVisible();
});

test('media interview survey: choices open with yes, submit succeeds once', async ({
  presenterPage: page,
  expectNoAxeViolations,
}) => {
  await openPage(page, '/user/media', 'Media Interviews');
  await expect(page.getByText('You may choose several providers.').first()).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel('Media providers')).toBeDisabled();
  await expect(page.getByRole('heading', { level: 2, name: 'Press Coverage' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Photo Gallery' })).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('.media-gallery img')].every(
            (img) => img.complete && img.naturalWidth > 0,
          ),
        ),
      { message: 'the gallery images should load' },
    )
    .toBe(true);
  await expectNoAxeViolations('media page');

  await page.getByRole('radio', { name: 'Yes' }).check();
  await chooseOption(page, 'Media providers', 'Global Markets TV');
  await expect(submit, 'a slot is still missing').toBeDisabled();
  await chooseOption(page, 'Interview slots', 'Tuesday 9 September 2025, 12:40 (London time)');
  await page.getByRole('checkbox', { name: 'Apply my answers to my colleagues as well' }).check();
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations('media page, answered');
  await submit.click();
  await expect(page.getByText('Media Survey Submitted Successfully!').first()).toBeVisible();
  await expect(submit, 'submit should be disabled after a successful submit').toBeDisabled();
});

test('feedback survey and bus schedule pages', async ({ investorPage: page, expectNoAxeViolations }) => {
  await openPage(page, '/user/feedback-survey', 'Feedback Survey');
  await expectNoAxeViolations('feedback survey page');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This question is mandatory').first()).toBeVisible();
  await expectNoAxeViolations('feedback survey page with errors');
  // The questions (the frame's language switch is a group of its own).
  const groups = page.getByRole('main').getByRole('group');
  await expect(groups).toHaveCount(9);
  for (const group of await groups.all()) await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback!').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => Object.keys(JSON.parse(localStorage.getItem('feedback_survey') ?? 'null')?.answers ?? {}).length,
      ),
    )
    .toBe(9);

  await openPage(page, '/user/bus-schedule', 'Bus Schedule');
  const table = page.getByRole('table', { name: 'Shuttle pick-up times by hotel (London time)' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expectNoAxeViolations('bus schedule page');
});
