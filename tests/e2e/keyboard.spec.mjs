/**
 * The main journeys with the keyboard alone — Tab, Shift+Tab, Enter, Space, arrows and
 * typing; no mouse, no element.click(), no fill(): sign in, switch the schedule's time
 * zone, select and submit meeting preferences, and register a colleague as a presenter.
 */
import assert from 'node:assert/strict';
import { eventually, waitForLeavingLogin, waitForText } from './helpers.mjs';
import { describeFocus, expectFocus, expectStatusesInText, hasFocus, tabTo } from './a11y-helpers.mjs';
import { test } from './test.mjs';

const heading = (page, name) => page.getByRole('heading', { level: 1, name });

/** Signs in from /auth/login by typing, Tab and Enter only. */
async function keyboardLogin(page, username) {
  await page.goto('/auth/login');
  await heading(page, 'Login').waitFor({ state: 'visible' });
  await tabTo(page, page.getByLabel(/^\s*Username\s*\*?\s*$/));
  await page.keyboard.type(username);
  await tabTo(page, page.getByLabel(/^\s*Password\s*\*?\s*$/));
  await page.keyboard.type('password1');
  await page.keyboard.press('Enter');
  await waitForLeavingLogin(page);
}

/** Replaces the text of the focused input with `text`. */
async function retype(page, text) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Chooses `optionText` in the focused native select by typing it (the select's type-ahead). */
async function typeInSelect(page, select, optionText) {
  await page.keyboard.type(optionText);
  const chosen = await select.evaluate((el) => el.selectedOptions[0]?.textContent.trim());
  assert.equal(chosen, optionText, `typing "${optionText}" should select it (focus on ${await describeFocus(page)})`);
}

/** Closes the open alert with Enter on its focused OK button. */
async function dismissAlert(page) {
  await page.waitForFunction(() => document.activeElement?.classList.contains('swal2-confirm'));
  await page.keyboard.press('Enter');
  await page.locator('.swal2-container').waitFor({ state: 'detached' });
}

const COMPANIES = [
  { name: 'Kuwait Harbour Logistics', type: 'One-on-One', priority: 'High', knowledge: 'Basic' },
  { name: 'Doha Pearl Healthcare', type: 'Group Meeting', priority: 'Medium', knowledge: 'Good' },
  { name: 'Lagos Consumer Foods', type: 'No Preference', priority: 'Low', knowledge: 'Expert' },
];

test('keyboard: investor1 signs in, moves between the profile tabs, opens the schedule from the side menu and switches it to Asia/Dubai', async ({
  page,
}) => {
  await keyboardLogin(page, 'investor1');
  await heading(page, /.+/).first().waitFor({ state: 'visible' });

  // the profile's tabs: one tab stop, arrow keys move and select
  const firstTab = page.getByRole('tab', { selected: true });
  await tabTo(page, firstTab, { max: 20 });
  const before = (await firstTab.textContent()).trim();
  await page.keyboard.press('ArrowRight');
  const now = page.getByRole('tab', { selected: true });
  await eventually(async () => (await now.textContent()).trim() !== before, {
    message: 'ArrowRight should select the next tab',
  });
  await expectFocus(page, now, 'after ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await eventually(async () => (await page.getByRole('tab', { selected: true }).textContent()).trim() === before, {
    message: 'ArrowLeft should select the first tab again',
  });

  const agenda = page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Agenda', exact: true });
  await agenda.waitFor({ state: 'visible' });
  await tabTo(page, agenda, { backwards: true });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/user/schedule-preview');
  const title = heading(page, /^Meeting Schedule/);
  await title.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  await expectFocus(page, title, 'after opening the schedule');

  const nile = page.getByRole('article', { name: /^Nile Delta Bank, Monday 8 September 2025 09:30/ });
  await nile.getByText('09:30 – 10:20', { exact: true }).waitFor();
  await tabTo(page, { role: 'combobox', name: 'Time zone' });
  await page.keyboard.type('Dubai');
  await page.getByRole('option', { name: /Dubai/ }).first().waitFor({ state: 'visible' });
  await page.keyboard.press('Enter');
  await nile.getByText('12:30 – 13:20', { exact: true }).waitFor();
  await nile.getByText('London 09:30 – 10:20', { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('schedule_timezone')), JSON.stringify('Asia/Dubai'));
});

test('keyboard: investor1 selects three companies, sets type, priority and knowledge, and submits the preferences', async ({
  page,
}) => {
  await keyboardLogin(page, 'investor1');
  await page.goto('/user/preferences');
  await heading(page, 'Meeting Preferences').waitFor({ state: 'visible' });
  await page.getByRole('switch', { name: 'Nile Delta Bank' }).waitFor({ state: 'attached' });

  const search = page.getByRole('searchbox', { name: 'Company name' });
  for (const company of COMPANIES) {
    // narrow the list of 220 with the search box, then Tab into the row
    await tabTo(page, search, { backwards: await isAfter(page, search) });
    await retype(page, company.name);
    const toggle = page.getByRole('switch', { name: company.name });
    await page.getByRole('switch').nth(1).waitFor({ state: 'detached' });
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    assert.equal(await toggle.isChecked(), true, `Space should select ${company.name}`);
    if (company === COMPANIES[0]) {
      // submitting with the row's fields empty flags it, in words as well as colour
      await tabTo(page, { role: 'button', name: 'Submit' });
      await page.keyboard.press('Enter');
      await waitForText(page, 'You must select the meeting type and priority , and level of knowledge.');
      await dismissAlert(page);
      await waitForText(page, 'Mandatory fields missing: choose the meeting type, priority and level of knowledge.');
      await expectStatusesInText(page, 'preferences with a flagged row');
      await tabTo(page, toggle, { backwards: true, max: 400 });
    }
    const fields = [
      [`Meeting type for ${company.name}`, company.type],
      [`Meeting priority for ${company.name}`, company.priority],
      [`Level of knowledge for ${company.name}`, company.knowledge],
    ];
    for (const [label, value] of fields) {
      const select = page.getByLabel(label, { exact: true });
      await tabTo(page, select, { max: 5 });
      await typeInSelect(page, select, value);
    }
  }
  await waitForText(page, 'Selected companies: 6 of a maximum of 26 meetings');

  await tabTo(page, { role: 'button', name: 'Submit' });
  await page.keyboard.press('Enter');
  await waitForText(page, 'Your preferences submitted successfully.');
  await dismissAlert(page);
  assert.equal(
    await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled(),
    true,
    'the page is disabled after the submit',
  );
});

test('keyboard: presenter1 registers Ms. Sara Mansour as a colleague with their own time slots', async ({ page }) => {
  await keyboardLogin(page, 'presenter1');
  await page.goto('/user/registration');
  await heading(page, /.+/).first().waitFor({ state: 'visible' });
  const form = page.getByRole('group', { name: 'Register a colleague' });
  await form.waitFor({ state: 'visible' });

  await tabTo(page, form.getByRole('combobox', { name: /^Colleague/ }), { max: 200 });
  await page.keyboard.type('Sara');
  await page.getByRole('option', { name: /Sara Mansour/ }).waitFor({ state: 'visible' });
  await page.keyboard.press('Enter');

  // a submit with fields missing: every error is told in words, tied to its field
  await tabTo(page, form.getByRole('button', { name: 'Register Colleague', exact: true }), { max: 60 });
  await page.keyboard.press('Enter');
  await form.locator('[aria-invalid="true"]').first().waitFor({ state: 'attached' });
  await expectStatusesInText(page, 'colleague form with errors');
  await tabTo(page, form.getByRole('combobox', { name: /^Colleague/ }), { backwards: true, max: 60 });

  const textField = (label) => form.getByLabel(new RegExp(`^\\s*${label}\\s*\\*?\\s*$`));
  const typeInto = async (label, text) => {
    await tabTo(page, textField(label), { max: 30 });
    await retype(page, text);
  };
  await typeInto('Username', 'sara.m');
  await typeInto('Password', 'secret12');
  await typeInto('Confirm Password', 'secret12');
  await typeInto('Job Title', 'Investor Relations Manager');
  await typeInto('Address', '1 Sheikh Zayed Road, Dubai');
  await tabTo(page, form.getByRole('combobox', { name: /^Country/ }), { max: 5 });
  await page.keyboard.type('United Arab');
  await page.getByRole('option', { name: /United Arab Emirates/ }).waitFor({ state: 'visible' });
  await page.keyboard.press('Enter');
  await form.getByText('United Arab Emirates', { exact: true }).waitFor({ state: 'visible' });
  await typeInto('Telephone', '+971 4 000 1104');
  await typeInto('Mobile', '+971 50 000 1104');
  const mine = form.getByRole('checkbox', { name: 'Use my time slots' });
  await tabTo(page, mine, { max: 30 });
  if (!(await mine.isChecked())) await page.keyboard.press('Space');
  assert.equal(await mine.isChecked(), true, 'Space should tick "Use my time slots"');

  await tabTo(page, form.getByRole('button', { name: 'Register Colleague', exact: true }), { max: 10 });
  await page.keyboard.press('Enter');
  await waitForText(page, 'Colleague Registered Successfully');
  const row = page.getByRole('region', { name: 'Colleagues Registration' }).getByRole('row', { name: /Sara Mansour/ });
  await row.getByText('Registered', { exact: true }).waitFor({ state: 'visible' });
});

/** Whether `locator` comes before the focused element in document order (so Shift+Tab reaches it). */
async function isAfter(page, locator) {
  if (await hasFocus(locator)) return false;
  return locator.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
}
