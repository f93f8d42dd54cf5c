/**
 * Meeting preferences journey: investor1 selects three more companies, fills their
 * meeting type, priority and level of knowledge, submits, and finds them saved on the
 * next visit; axe on the page before and after the submit and on the Update
 * Availability modal.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';

const CHOICES = [
  { name: 'Kuwait Harbour Logistics', type: 'One-on-One', priority: 'High', knowledge: 'Basic' },
  { name: 'Doha Pearl Healthcare', type: 'Group Meeting', priority: 'Medium', knowledge: 'Good' },
  { name: 'Lagos Consumer Foods', type: 'No Preference', priority: 'Low', knowledge: 'Expert' },
];

async function openPreferences(page: Page) {
  await page.goto('/user/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Preferences' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Nile Delta Bank' })).toBeAttached();
}

test('investor selects three companies, fills their fields and submits', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  await openPreferences(page);
  // a company without overlap explains why it cannot be selected
  const blocked = page.getByRole('switch', { name: 'Atlas Cement' });
  await expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations('/user/preferences');

  // the Update Availability modal lists the investor's slots by day
  await page.getByRole('button', { name: 'Update Availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Availability' });
  const monday = dialog.getByRole('group', { name: 'Monday 8 September' });
  await expect(monday).toBeVisible();
  await expect(monday.getByRole('checkbox', { name: '08:30–09:20' })).toBeChecked();
  await expectNoAxeViolations('Update Availability modal');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  for (const choice of CHOICES) {
    const toggle = page.getByRole('switch', { name: choice.name });
    await expect(page.getByLabel(`Meeting type for ${choice.name}`), 'selects start disabled').toBeDisabled();
    await toggle.check();
    await expect(toggle).toBeChecked();
    await page.getByLabel(`Meeting type for ${choice.name}`).selectOption({ label: choice.type });
    await page.getByLabel(`Meeting priority for ${choice.name}`).selectOption({ label: choice.priority });
    await page.getByLabel(`Level of knowledge for ${choice.name}`).selectOption({ label: choice.knowledge });
  }
  await expect(page.getByText('Selected companies: 6 of a maximum of 26 meetings').first()).toBeVisible();
  // No option text is cut off: each select is wider than its longest option, padding and arrow included.
  const tooNarrow = await page
    .locator('.pref-row--selected select:not(:disabled)')
    .evaluateAll((selects: HTMLSelectElement[]) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return ['no canvas to measure the option text with'];
      return selects.flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding =
          parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + parseFloat(style.borderLeftWidth) * 2;
        const longest = Math.max(...Array.from(select.options, (o) => context.measureText(o.text).width));
        const width = select.getBoundingClientRect().width;
        return width >= longest + padding + 20
          ? []
          : [`${select.id}: ${Math.round(width)} < ${Math.round(longest + padding + 20)}`];
      });
    });
  expect(tooNarrow, 'every select shows its options in full').toEqual([]);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // The page says it itself, with no dialog on top of it.
  await expect(page.getByText('Your preferences submitted successfully.')).toHaveCount(1);
  await expect(page.getByText('Your preferences submitted successfully.')).toBeVisible();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Submit', exact: true }),
    'the page is disabled after the submit',
  ).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Kuwait Harbour Logistics' })).toBeDisabled();
  const saved = page.locator('#pref-saved-notice');
  await expect(saved).toContainText(
    'Your choices are saved. You can change them on this page until the cut-off date, Monday 25 August 2025.',
  );
  await expect(saved, 'the saved notice takes the focus').toBeFocused();
  await expectNoAxeViolations('/user/preferences after submit');

  await openPreferences(page);
  for (const name of [
    'Nile Delta Bank',
    'Gulf Horizon Telecom',
    'Petra Pharmaceuticals',
    ...CHOICES.map((c) => c.name),
  ]) {
    await expect(page.getByRole('switch', { name }), `${name} should be saved as selected`).toBeChecked();
  }
  for (const choice of CHOICES) {
    await expect(page.getByLabel(`Meeting priority for ${choice.name}`).locator('option:checked')).toHaveText(
      choice.priority,
    );
  }
});
