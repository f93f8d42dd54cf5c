/**
 * Dashboard and schedule journeys: the investor's schedule in another time zone and
 * its calendar file, the dashboard tabs of both roles, and axe on every page shown.
 *
 * The e2e build pins the clock at 2025-08-20 10:00 London, so investor meetings can
 * still be cancelled and the cancel buttons are part of what axe checks.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const slot = (page: Page, name: RegExp) => page.getByRole('article', { name });

async function chooseTimeZone(page: Page, search: string, optionLabel: string) {
  const input = page.getByLabel('Time zone', { exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: optionLabel }).click();
}

/** The dashboard shows exactly these tabs; each one opens its panel, which passes axe. */
async function checkEveryTab(
  page: Page,
  expectNoAxeViolations: (label?: string) => Promise<void>,
  role: string,
  names: string[],
) {
  await expect(page.getByRole('tab')).toHaveText(names);
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
    await expectNoAxeViolations(`${role} dashboard, ${name} tab`);
  }
}

test('investor opens the schedule, switches to Asia/Dubai, downloads the .ics', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto('/user/schedule-preview');
  await expectHeading(page, 'Meeting Schedule – Mr. James Whitmore');
  const nile = slot(page, /^Nile Delta Bank, Monday 8 September 2025 09:30/);
  await expect(nile.getByText('09:30–10:20', { exact: true })).toBeVisible();
  await expect(nile.getByRole('button', { name: /^Cancel meeting/ })).toBeVisible();
  await expect(page.getByText('Provisional Agenda subject to change').first()).toBeVisible();
  await expectNoAxeViolations('investor schedule (London)');

  await chooseTimeZone(page, 'UAE', '(GMT+04:00) Dubai');
  await expect(nile.getByText('12:30–13:20', { exact: true })).toBeVisible();
  await expect(nile.getByText('London 09:30–10:20', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('schedule_timezone')))
    .toBe(JSON.stringify('Asia/Dubai'));

  // The choice is remembered across a reload.
  await page.reload();
  await expectHeading(page, 'Meeting Schedule – Mr. James Whitmore');
  await expect(slot(page, /^Nile Delta Bank/).getByText('12:30–13:20', { exact: true })).toBeVisible();
  await expect(page.getByText('(GMT+04:00) Dubai', { exact: true }).first()).toBeVisible();

  // The print stylesheet leaves the schedule alone on the page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Side menu' }), 'the side menu is not printed').toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' }), 'buttons are not printed').toBeHidden();
  await expect(page.getByLabel('Time zone', { exact: true }), 'the selector is not printed').toBeHidden();
  await expect(slot(page, /^Nile Delta Bank/).getByText('12:30–13:20', { exact: true })).toBeVisible();
  await expect(page.getByText('Provisional Agenda subject to change')).toBeVisible();
  await expect(page.getByText(/Times are shown in/), 'the printed page names the time zone').toBeVisible();
  const pdf = await page.pdf({ format: 'A4' }).catch(() => null);
  if (pdf) expect(pdf.length).toBeGreaterThan(1000);
  await page.emulateMedia({ media: 'screen' });

  await slot(page, /^Gulf Horizon Telecom/)
    .getByText(/Add to calendar/)
    .click();
  const google = slot(page, /^Gulf Horizon Telecom/).getByRole('link', { name: /Google Calendar/ });
  const href = new URL((await google.getAttribute('href')) ?? '', page.url());
  expect(href.searchParams.get('dates')).toBe('20250908T130000Z/20250908T135000Z');
  await expectNoAxeViolations('investor schedule (Dubai, calendar menu open)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('schedule.ics');
  const text = await readFile(await download.path(), 'utf8');
  expect(
    text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'),
    'the file starts with the calendar header and CRLF',
  ).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n'), 'the file ends with END:VCALENDAR and CRLF').toBe(true);
  expect(text.replace(/\r\n/g, '').match(/[\r\n]/), 'every line ends with CRLF').toBeNull();
  expect(
    text.split('\r\n').filter((line) => Buffer.byteLength(line, 'utf8') > 75),
    'lines longer than 75 octets',
  ).toEqual([]);
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const uids = unfolded.split('\r\n').filter((l) => l.startsWith('UID:'));
  expect(uids).toEqual([
    'UID:meeting-5001@conference-14.londonconference.example',
    'UID:session-9101@conference-14.londonconference.example',
    'UID:meeting-5002@conference-14.londonconference.example',
    'UID:meeting-5003@conference-14.londonconference.example',
  ]);
  expect(unfolded).toMatch(
    /DTSTART:20250908T083000Z\r\nDTEND:20250908T092000Z\r\nSUMMARY:One-on-One meeting with Nile Delta Bank\r\nLOCATION:Room 4\r\n/,
  );
  expect(unfolded).toMatch(/DESCRIPTION:Representatives:\\n- Mr\. Ahmed Fawzy\\, Chief Financial Officer/);
  expect(unfolded).toMatch(/SUMMARY:Group meeting with Gulf Horizon Telecom\r\nLOCATION:Room 7\r\n/);
  expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
});

test('investor dashboard: every tab and the schedule page pass axe', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto('/user/dashboard');
  await expectHeading(page, 'My DASHBOARD');
  await checkEveryTab(page, expectNoAxeViolations, 'investor', [
    'Personal',
    'Availability',
    'Schedule Summary',
    'Meeting Preferences',
  ]);
  // Keyboard: the arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Personal', exact: true }).click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Edit My Availability' })).toBeVisible();
});

test('presenter dashboard and schedule: colleagues, room and host details, axe on both pages', async ({
  presenterPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto('/user/dashboard');
  await expectHeading(page, 'My DASHBOARD');
  await checkEveryTab(page, expectNoAxeViolations, 'presenter', [
    'Personal',
    'Colleagues',
    'Availability',
    'Schedule Summary',
  ]);
  await page.getByRole('tab', { name: 'Colleagues' }).click();
  await expect(page.getByRole('tabpanel').getByText('Not registered')).toBeVisible();

  await page.goto('/auth/schedule-preview');
  await expectHeading(page, 'Meeting Schedule – Ms. Layla Haddad');
  await expect(page.getByText('Webex host key').first()).toBeVisible();
  await expect(page.getByText('(GMT+04:00) Dubai', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel meeting/ })).toHaveCount(0);
  await expectNoAxeViolations('presenter schedule');
});
