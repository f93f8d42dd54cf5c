/**
 * Companies and survey journeys: the Confirmed Companies table and its Excel export
 * (the downloaded file is opened with the xlsx package), a presenter kept out of the
 * companies list, and the conference survey from validation to success; axe on each page.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expectNoAxeViolations, login, waitForText } from './helpers.mjs';
import { test } from './test.mjs';

const require = createRequire(import.meta.url);
const XLSX = require('xlsx');

const HEADER = ['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter'];

async function openCompanies(page) {
  await page.goto('/user/companies');
  await page.getByRole('heading', { level: 1, name: 'Confirmed Companies' }).waitFor({ state: 'visible' });
  await page.getByRole('table').waitFor({ state: 'visible' });
}

async function exportSheet(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Export as Excel/ }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'companies.xlsx');
  const file = await download.path();
  assert.ok(file, 'the download should be saved');
  const book = XLSX.read(await readFile(file), { type: 'buffer', cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  return { rows: XLSX.utils.sheet_to_json(sheet, { header: 1, defval: '' }), cols: sheet['!cols'] };
}

test('investor exports companies to Excel', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await openCompanies(page);
  await waitForText(page, 'Showing 1 to 12 of 12 companies.');
  await expectNoAxeViolations(page, 'companies page');

  const all = await exportSheet(page);
  assert.deepEqual(all.rows[0], HEADER);
  assert.equal(all.rows.length, 13, 'the header and the 12 confirmed companies');
  assert.deepEqual(
    all.rows.find((row) => row[0] === 'Nile Delta Bank'),
    ['Nile Delta Bank', 'Egypt', 'Banks', 'NDBK EY', 'NDBK.CA'],
  );
  assert.ok(Array.isArray(all.cols) && all.cols.length === 5, 'five column widths');
  for (const col of all.cols) assert.equal(Math.round(col.wch ?? col.width), 30);

  // Only the rows the current filter shows are exported.
  await page.getByRole('searchbox', { name: /Search/ }).fill('emirates');
  await waitForText(page, 'Showing 1 to 2 of 2 companies (filtered from 12).');
  const filtered = await exportSheet(page);
  assert.deepEqual(filtered.rows, [
    HEADER,
    ['Emirates Fintech Holdings', 'United Arab Emirates', 'Financial Services', 'EFTH UH', 'EFTH.AD'],
    ['Gulf Horizon Telecom', 'United Arab Emirates', 'Telecommunications', 'GHTC UH', 'GHTC.DU'],
  ]);

  await page.getByRole('searchbox', { name: /Search/ }).fill('no such company');
  await waitForText(page, 'There are no data');
  await expectNoAxeViolations(page, 'companies page, no match');
});

test('a presenter asking for the companies list gets the 404 page', async ({ page }) => {
  await login(page, 'presenter1', 'password1');
  await page.goto('/companies');
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ state: 'visible' });
  assert.equal(new URL(page.url()).pathname, '/404');
});

test('investor answers the conference survey', async ({ page }) => {
  await login(page, 'investor1', 'password1');
  await page.goto('/auth/my-survey');
  await page.getByRole('heading', { level: 1, name: 'Conference Survey' }).waitFor({ state: 'visible' });
  await page.getByRole('region', { name: 'Nile Delta Bank' }).waitFor({ state: 'visible' });
  await expectNoAxeViolations(page, 'survey page');

  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/auth/my-survey')) posts += 1;
  });

  await page.getByRole('button', { name: 'Submit' }).click();
  await waitForText(page, 'Please answer all the questions');
  await page.getByRole('button', { name: 'OK' }).click();
  assert.equal(posts, 0, 'nothing is sent while answers are missing');

  const required = page.locator('fieldset[aria-label$="(required)"]');
  const count = await required.count();
  assert.equal(count, 12, 'three general and three per company for three companies');
  for (let i = 0; i < count; i += 1) await required.nth(i).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: 'Comments (Nile Delta Bank)' }).fill('Clear guidance on margins.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await waitForText(page, 'Thank you, your survey has been submitted successfully.');
  assert.equal(posts, 1);
  assert.ok(await page.getByRole('button', { name: 'Submit' }).isDisabled(), 'the form is disabled after success');
  await expectNoAxeViolations(page, 'survey page after submit');
});
