/**
 * Dashboard and schedule journeys: the investor's schedule in another time zone and
 * its calendar file, the dashboard tabs of both roles, and axe on every page shown.
 *
 * The e2e build pins the clock at 2025-08-20 10:00 London, so investor meetings can
 * still be cancelled and the cancel buttons are part of what axe checks.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations, login, waitForText } from './helpers.mjs';
import { test } from './test.mjs';

async function expectHeading(page, name) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });
}

const slot = (page, name) => page.getByRole('article', { name });

async function chooseTimeZone(page, search, optionLabel) {
  const input = page.getByLabel('Time zone', { exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: optionLabel }).click();
}

async function checkEveryTab(page, expectNoAxeViolations, role) {
  const tabs = page.getByRole('tab');
  const names = await tabs.allTextContents();
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await page.getByRole('tabpanel').waitFor({ state: 'visible' });
    await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).waitFor({ state: 'visible' });
    await expectNoAxeViolations(page, `${role} dashboard, ${name} tab`);
  }
  return names;
}

test('investor opens the schedule, switches to Asia/Dubai, downloads the .ics', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/user/schedule-preview');
  await expectHeading(page, 'Meeting Schedule – Mr. James Whitmore');
  const nile = slot(page, /^Nile Delta Bank, Monday 8 September 2025 09:30/);
  await nile.getByText('09:30 – 10:20', { exact: true }).waitFor();
  await nile.getByRole('button', { name: /^Cancel meeting/ }).waitFor();
  await waitForText(page, 'Provisional Agenda subject to change');
  await expectNoAxeViolations(page, 'investor schedule (London)');

  await chooseTimeZone(page, 'UAE', '(GMT+04:00) Dubai');
  await nile.getByText('12:30 – 13:20', { exact: true }).waitFor();
  await nile.getByText('London 09:30 – 10:20', { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('schedule_timezone')), JSON.stringify('Asia/Dubai'));

  // The choice is remembered across a reload.
  await page.reload();
  await expectHeading(page, 'Meeting Schedule – Mr. James Whitmore');
  await slot(page, /^Nile Delta Bank/)
    .getByText('12:30 – 13:20', { exact: true })
    .waitFor();
  await page.getByText('(GMT+04:00) Dubai', { exact: true }).first().waitFor();

  // The print stylesheet leaves the schedule alone on the page.
  await page.emulateMedia({ media: 'print' });
  assert.equal(
    await page.getByRole('navigation', { name: 'Side menu' }).isVisible(),
    false,
    'the side menu is not printed',
  );
  assert.equal(await page.getByRole('button', { name: 'Download PDF' }).isVisible(), false, 'buttons are not printed');
  assert.equal(await page.getByLabel('Time zone', { exact: true }).isVisible(), false, 'the selector is not printed');
  assert.ok(
    await slot(page, /^Nile Delta Bank/)
      .getByText('12:30 – 13:20', { exact: true })
      .isVisible(),
  );
  assert.ok(await page.getByText('Provisional Agenda subject to change').isVisible());
  assert.ok(await page.getByText(/Times are shown in/).isVisible(), 'the printed page names the time zone');
  const pdf = await page.pdf({ format: 'A4' }).catch(() => null);
  if (pdf) assert.ok(pdf.length > 1000);
  await page.emulateMedia({ media: 'screen' });

  await slot(page, /^Gulf Horizon Telecom/)
    .getByText(/Add to calendar/)
    .click();
  const google = slot(page, /^Gulf Horizon Telecom/).getByRole('link', { name: /Google Calendar/ });
  const href = new URL(await google.getAttribute('href'));
  assert.equal(href.searchParams.get('dates'), '20250908T130000Z/20250908T135000Z');
  await expectNoAxeViolations(page, 'investor schedule (Dubai, calendar menu open)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'schedule.ics');
  const text = await readFile(await download.path(), 'utf8');
  assert.ok(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'), 'the file starts with the calendar header and CRLF');
  assert.ok(text.endsWith('END:VCALENDAR\r\n'), 'the file ends with END:VCALENDAR and CRLF');
  assert.equal(text.replace(/\r\n/g, '').match(/[\r\n]/), null, 'every line ends with CRLF');
  for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line, 'utf8') <= 75, `line too long: ${line}`);
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const uids = unfolded.split('\r\n').filter((l) => l.startsWith('UID:'));
  assert.deepEqual(uids, [
    'UID:meeting-5001@conference-14.londonconference.example',
    'UID:session-9101@conference-14.londonconference.example',
    'UID:meeting-5002@conference-14.londonconference.example',
    'UID:meeting-5003@conference-14.londonconference.example',
  ]);
  assert.match(
    unfolded,
    /DTSTART:20250908T083000Z\r\nDTEND:20250908T092000Z\r\nSUMMARY:One-on-One meeting with Nile Delta Bank\r\nLOCATION:Room 4\r\n/,
  );
  assert.match(unfolded, /DESCRIPTION:Representatives:\\n- Mr\. Ahmed Fawzy\\, Chief Financial Officer/);
  assert.match(unfolded, /SUMMARY:Group meeting with Gulf Horizon Telecom\r\nLOCATION:Room 7\r\n/);
  assert.match(unfolded, /DTSTAMP:\d{8}T\d{6}Z/);
});

test('investor dashboard: every tab and the schedule page pass axe', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/user/dashboard');
  await expectHeading(page, 'My DASHBOARD');
  const names = await checkEveryTab(page, expectNoAxeViolations, 'investor');
  assert.deepEqual(names, ['Personal', 'Availability', 'Schedule Summary', 'Meeting Preferences']);
  // Keyboard: the arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Personal', exact: true }).click();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByRole('tab', { name: 'Availability' }).getAttribute('aria-selected'), 'true');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Edit My Availability' }).waitFor();
});

test('presenter dashboard and schedule: colleagues, room and host details, axe on both pages', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  await page.goto('/user/dashboard');
  await expectHeading(page, 'My DASHBOARD');
  const names = await checkEveryTab(page, expectNoAxeViolations, 'presenter');
  assert.deepEqual(names, ['Personal', 'Colleagues', 'Availability', 'Schedule Summary']);
  await page.getByRole('tab', { name: 'Colleagues' }).click();
  await page.getByRole('tabpanel').getByText('Not registered').waitFor();

  await page.goto('/auth/schedule-preview');
  await expectHeading(page, 'Meeting Schedule – Ms. Layla Haddad');
  await waitForText(page, 'Webex host key');
  await page.getByText('(GMT+04:00) Dubai', { exact: true }).first().waitFor();
  assert.equal(await page.getByRole('button', { name: /Cancel meeting/ }).count(), 0);
  await expectNoAxeViolations(page, 'presenter schedule');
});
