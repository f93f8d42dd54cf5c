/**
 * Companies and survey journeys: the Confirmed Companies table and its Excel export
 * (the downloaded file is opened with the xlsx package), a presenter kept out of the
 * companies list, and the conference survey from validation to success; axe on each page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect, test } from './test';

const HEADER = ['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter'];

async function openCompanies(page: Page) {
  await page.goto('/user/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmed Companies' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

async function exportSheet(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Export as Excel/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('companies.xlsx');
  const file = await download.path();
  expect(file, 'the download should be saved').toBeTruthy();
  const book = XLSX.read(await readFile(file), { type: 'buffer', cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  return { rows: XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '' }), cols: sheet['!cols'] };
}

test('investor exports companies to Excel', async ({ investorPage: page, expectNoAxeViolations }) => {
  await openCompanies(page);
  await expect(page.getByText('Showing 1 to 12 of 12 companies.').first()).toBeVisible();
  await expectNoAxeViolations('companies page');

  const all = await exportSheet(page);
  expect(all.rows[0]).toEqual(HEADER);
  expect(all.rows, 'the header and the 12 confirmed companies').toHaveLength(13);
  expect(all.rows.find((row) => row[0] === 'Nile Delta Bank')).toEqual([
    'Nile Delta Bank',
    'Egypt',
    'Banks',
    'NDBK EY',
    'NDBK.CA',
  ]);
  expect(all.cols, 'five column widths').toHaveLength(5);
  for (const col of all.cols ?? []) expect(Math.round(col.wch ?? col.width ?? 0)).toBe(30);

  // Only the rows the current filter shows are exported.
  await page.getByRole('searchbox', { name: /Search/ }).fill('emirates');
  await expect(page.getByText('Showing 1 to 2 of 2 companies (filtered from 12).').first()).toBeVisible();
  const filtered = await exportSheet(page);
  expect(filtered.rows).toEqual([
    HEADER,
    ['Emirates Fintech Holdings', 'United Arab Emirates', 'Financial Services', 'EFTH UH', 'EFTH.AD'],
    ['Gulf Horizon Telecom', 'United Arab Emirates', 'Telecommunications', 'GHTC UH', 'GHTC.DU'],
  ]);

  await page.getByRole('searchbox', { name: /Search/ }).fill('no such company');
  await expect(page.getByText('There are no data').first()).toBeVisible();
  await expectNoAxeViolations('companies page, no match');
});

test('a presenter asking for the companies list gets the 404 page', async ({ presenterPage: page }) => {
  await page.goto('/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/404');
});

test('investor answers the conference survey', async ({ investorPage: page, expectNoAxeViolations }) => {
  await page.goto('/auth/my-survey');
  await expect(page.getByRole('heading', { level: 1, name: 'Conference Survey' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nile Delta Bank' })).toBeVisible();
  await expectNoAxeViolations('survey page');

  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/auth/my-survey')) posts += 1;
  });

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please answer all the questions').first()).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  expect(posts, 'nothing is sent while answers are missing').toBe(0);

  const required = page.locator('fieldset[aria-label$="(required)"]');
  await expect(required, 'three general and three per company for three companies').toHaveCount(12);
  for (const group of await required.all()) await group.getByRole('radio').first().check();
  await page.getByRole('textbox', { name: 'Comments (Nile Delta Bank)' }).fill('Clear guidance on margins.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Thank you, your survey has been submitted successfully.').first()).toBeVisible();
  expect(posts).toBe(1);
  await expect(page.getByRole('button', { name: 'Submit' }), 'the form is disabled after success').toBeDisabled();
  await expectNoAxeViolations('survey page after submit');
});
