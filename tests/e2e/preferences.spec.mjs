/**
 * Meeting preferences journey: investor1 selects three more companies, fills their
 * meeting type, priority and level of knowledge, submits, and finds them saved on the
 * next visit; axe on the page before and after the submit and on the Update
 * Availability modal.
 */
import assert from 'node:assert/strict';
import { expectNoAxeViolations, login, waitForText } from './helpers.mjs';
import { test } from './test.mjs';

const CHOICES = [
  { name: 'Kuwait Harbour Logistics', type: 'One-on-One', priority: 'High', knowledge: 'Basic' },
  { name: 'Doha Pearl Healthcare', type: 'Group Meeting', priority: 'Medium', knowledge: 'Good' },
  { name: 'Lagos Consumer Foods', type: 'No Preference', priority: 'Low', knowledge: 'Expert' },
];

async function openPreferences(page) {
  await page.goto('/user/preferences');
  await page.getByRole('heading', { level: 1, name: 'Meeting Preferences' }).waitFor({ state: 'visible' });
  await page.getByRole('switch', { name: 'Nile Delta Bank' }).waitFor({ state: 'attached' });
}

test('investor selects three companies, fills their fields and submits', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await openPreferences(page);
  // a company without overlap explains why it cannot be selected
  const blocked = page.getByRole('switch', { name: 'Atlas Cement' });
  assert.equal(await blocked.getAttribute('aria-disabled'), 'true');
  await expectNoAxeViolations(page, '/user/preferences');

  // the Update Availability modal lists the investor's slots by day
  await page.getByRole('button', { name: 'Update Availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Availability' });
  await dialog.getByRole('group', { name: 'Monday 8 September' }).waitFor({ state: 'visible' });
  assert.equal(
    await dialog
      .getByRole('group', { name: 'Monday 8 September' })
      .getByRole('checkbox', { name: '08:30 - 09:20' })
      .isChecked(),
    true,
  );
  await expectNoAxeViolations(page, 'Update Availability modal');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });

  for (const choice of CHOICES) {
    const toggle = page.getByRole('switch', { name: choice.name });
    assert.equal(await page.getByLabel(`Meeting type for ${choice.name}`).isDisabled(), true, 'selects start disabled');
    await toggle.check();
    assert.equal(await toggle.isChecked(), true);
    await page.getByLabel(`Meeting type for ${choice.name}`).selectOption({ label: choice.type });
    await page.getByLabel(`Meeting priority for ${choice.name}`).selectOption({ label: choice.priority });
    await page.getByLabel(`Level of knowledge for ${choice.name}`).selectOption({ label: choice.knowledge });
  }
  await waitForText(page, 'Selected companies: 6 of a maximum of 26 meetings');
  // No option text is cut off: each select is wider than its longest option, padding and arrow included.
  const tooNarrow = await page.locator('.pref-row--selected select:not(:disabled)').evaluateAll((selects) => {
    const context = document.createElement('canvas').getContext('2d');
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
  assert.deepEqual(tooNarrow, [], 'every select shows its options in full');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await waitForText(page, 'Your preferences submitted successfully.');
  await page.getByRole('button', { name: 'OK' }).click();
  assert.equal(
    await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled(),
    true,
    'the page is disabled after the submit',
  );
  assert.equal(await page.getByRole('switch', { name: 'Kuwait Harbour Logistics' }).isDisabled(), true);
  await expectNoAxeViolations(page, '/user/preferences after submit');

  await openPreferences(page);
  for (const name of [
    'Nile Delta Bank',
    'Gulf Horizon Telecom',
    'Petra Pharmaceuticals',
    ...CHOICES.map((c) => c.name),
  ]) {
    assert.equal(await page.getByRole('switch', { name }).isChecked(), true, `${name} should be saved as selected`);
  }
  for (const choice of CHOICES) {
    const selected = await page
      .getByLabel(`Meeting priority for ${choice.name}`)
      .evaluate((el) => el.selectedOptions[0]?.textContent);
    assert.equal(selected, choice.priority);
  }
});
