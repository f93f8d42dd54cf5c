/**
 * The main journeys with the keyboard alone — Tab, Shift+Tab, Enter, Space, arrows and
 * typing; no mouse, no element.click(), no fill(): sign in, switch the schedule's time
 * zone, select and submit meeting preferences, and register a colleague as a presenter.
 */
import type { Locator, Page } from '@playwright/test';
import { expectStatusesInText, hasFocus, tabTo } from './a11y-helpers';
import { expectSignedIn } from './helpers';
import { expect, test } from './test';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Signs in from /auth/login by typing, Tab and Enter only. */
async function keyboardLogin(page: Page, username: string) {
  await page.goto('/auth/login');
  await expect(heading(page, 'Login')).toBeVisible();
  await tabTo(page, page.getByLabel(/^\s*Username\s*\*?\s*$/));
  await page.keyboard.type(username);
  await tabTo(page, page.getByLabel(/^\s*Password\s*\*?\s*$/));
  await page.keyboard.type('password1');
  // Typed before the app has taken the written page over, the values stay; Enter sends once Login is enabled.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expectSignedIn(page);
}

/** Replaces the text of the focused input with `text`. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Chooses `optionText` in the focused native select by typing it (the select's type-ahead). */
async function typeInSelect(page: Page, select: Locator, optionText: string) {
  await page.keyboard.type(optionText);
  await expect(select.locator('option:checked'), `typing "${optionText}" should select it`).toHaveText(optionText);
}

/** Closes the open alert with Enter on its focused OK button. */
async function dismissAlert(page: Page) {
  await expect(page.locator('.swal2-confirm')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.swal2-container')).toHaveCount(0);
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
  await expect(heading(page, /.+/).first()).toBeVisible();

  // the profile's tabs: one tab stop, arrow keys move and select
  const selectedTab = page.getByRole('tab', { selected: true });
  await tabTo(page, selectedTab, { max: 20 });
  const before = ((await selectedTab.textContent()) ?? '').trim();
  await page.keyboard.press('ArrowRight');
  await expect(selectedTab, 'ArrowRight should select the next tab').not.toHaveText(before);
  await expect(selectedTab, 'after ArrowRight').toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(selectedTab, 'ArrowLeft should select the first tab again').toHaveText(before);

  const agenda = page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Agenda', exact: true });
  await expect(agenda).toBeVisible();
  await tabTo(page, agenda, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/user/schedule-preview');
  const title = heading(page, /^Meeting Schedule/);
  await expect(title).toBeVisible();
  await expect(title, 'after opening the schedule').toBeFocused();

  const nile = page.getByRole('article', { name: /^Nile Delta Bank, Monday 8 September 2025 09:30/ });
  await expect(nile.getByText('09:30–10:20', { exact: true })).toBeVisible();
  await tabTo(page, { role: 'combobox', name: 'Time zone' });
  await page.keyboard.type('Dubai');
  await expect(page.getByRole('option', { name: /Dubai/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(nile.getByText('12:30–13:20', { exact: true })).toBeVisible();
  await expect(nile.getByText('London 09:30–10:20', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('schedule_timezone')))
    .toBe(JSON.stringify('Asia/Dubai'));
});

test('keyboard: investor1 selects three companies, sets type, priority and knowledge, and submits the preferences', async ({
  page,
}) => {
  await keyboardLogin(page, 'investor1');
  await page.goto('/user/preferences');
  await expect(heading(page, 'Meeting Preferences')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Nile Delta Bank' })).toBeAttached();

  const search = page.getByRole('searchbox', { name: 'Company name' });
  for (const company of COMPANIES) {
    // narrow the list of 220 with the search box, then Tab into the row
    await tabTo(page, search, { backwards: await isAfter(search) });
    await retype(page, company.name);
    const toggle = page.getByRole('switch', { name: company.name });
    await expect(page.getByRole('switch').nth(1)).toHaveCount(0);
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(toggle, `Space should select ${company.name}`).toBeChecked();
    if (company === COMPANIES[0]) {
      // submitting with the row's fields empty flags it, in words as well as colour
      await tabTo(page, { role: 'button', name: 'Submit' });
      await page.keyboard.press('Enter');
      await expect(
        page.getByText('You must select the meeting type and priority , and level of knowledge.').first(),
      ).toBeVisible();
      await dismissAlert(page);
      await expect(
        page.getByText('Mandatory fields missing: choose the meeting type, priority and level of knowledge.').first(),
      ).toBeVisible();
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
  await expect(page.getByText('Selected companies: 6 of a maximum of 26 meetings').first()).toBeVisible();

  await tabTo(page, { role: 'button', name: 'Submit' });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your preferences submitted successfully.').first()).toBeVisible();
  await expect(page.locator('#pref-saved-notice'), 'the saved notice takes the focus').toBeFocused();
  await expect(
    page.getByRole('button', { name: 'Submit', exact: true }),
    'the page is disabled after the submit',
  ).toBeDisabled();
});

test('keyboard: presenter1 registers Ms. Sara Mansour as a colleague with their own time slots', async ({ page }) => {
  await keyboardLogin(page, 'presenter1');
  await page.goto('/user/registration');
  await expect(heading(page, /.+/).first()).toBeVisible();
  const form = page.getByRole('group', { name: 'Register a colleague' });
  await expect(form).toBeVisible();

  await tabTo(page, form.getByRole('combobox', { name: /^Colleague/ }), { max: 200 });
  await page.keyboard.type('Sara');
  await expect(page.getByRole('option', { name: /Sara Mansour/ })).toBeVisible();
  await page.keyboard.press('Enter');

  // a submit with fields missing: every error is told in words, tied to its field
  await tabTo(page, form.getByRole('button', { name: 'Register Colleague', exact: true }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(form.locator('[aria-invalid="true"]').first()).toBeAttached();
  await expectStatusesInText(page, 'colleague form with errors');
  await tabTo(page, form.getByRole('combobox', { name: /^Colleague/ }), { backwards: true, max: 60 });

  const textField = (label: string) => form.getByLabel(new RegExp(`^\\s*${label}\\s*\\*?\\s*$`));
  const typeInto = async (label: string, text: string) => {
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
  await expect(page.getByRole('option', { name: /United Arab Emirates/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(form.getByText('United Arab Emirates', { exact: true })).toBeVisible();
  await typeInto('Telephone', '+971 4 000 1104');
  await typeInto('Mobile', '+971 50 000 1104');
  const mine = form.getByRole('checkbox', { name: 'use my time slots' });
  await tabTo(page, mine, { max: 30 });
  if (!(await mine.isChecked())) await page.keyboard.press('Space');
  await expect(mine, 'Space should tick "use my time slots"').toBeChecked();

  await tabTo(page, form.getByRole('button', { name: 'Register Colleague', exact: true }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Colleague Registered Successfully').first()).toBeVisible();
  const row = page.getByRole('region', { name: 'Colleagues Registration' }).getByRole('row', { name: /Sara Mansour/ });
  await expect(row.getByText('Registered', { exact: true })).toBeVisible();
});

/** Whether `locator` comes before the focused element in document order (so Shift+Tab reaches it). */
async function isAfter(locator: Locator) {
  if (await hasFocus(locator)) return false;
  return locator.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
}
