/**
 * The Confirmed Companies page shows no text of its own outside the message catalogue: rendered in the pseudo-language
 * (every catalogue text wrapped in ⟦ ⟧), what is left unwrapped is the server's (company names, countries, sectors,
 * tickers and file names, each in its own direction) or figures; in Arabic, the page reads in Arabic.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import type { RegisteredCompany } from '@/lib/api/contract';
import { alertError, showAlert } from '@/lib/alerts';
import { writeXlsxFile } from '@/lib/export/xlsx';
import { server } from '@/mocks/node';
import { pseudo, resetLanguage, untranslated, usePseudoLanguage as choosePseudoLanguage } from '@/testing/catalogue';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { CompanyFileLink } from '../components/company-file-link';

vi.mock('@/lib/export/xlsx', () => ({ writeXlsxFile: vi.fn(async () => undefined) }));
vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/alerts')>()),
  showAlert: vi.fn(async () => undefined),
  alertError: vi.fn(async () => undefined),
}));

const COMPANIES = '*/api/v1/user/general/registerd-companies';

const main = () => document.getElementById('main-content') as HTMLElement;

function manyCompanies(count: number): RegisteredCompany[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    name: `Company ${String(i + 1).padStart(3, '0')}`,
    website: i % 3 ? null : `https://company-${i}.example`,
    country: { id: 818, name: i % 2 ? 'Egypt' : 'Kenya' },
    sector: { id: 1, name: 'Banks' },
    bloomberg: `C${i} EY`,
    reuter: `C${i}.CA`,
    uploads: i % 4 ? [{ id: 5000 + i, presentation: `c${i}.pdf`, profile: null }] : [],
  }));
}

async function openPseudo(path = '/user/companies') {
  signInAs('investor');
  choosePseudoLanguage();
  renderApp(path);
  await findHeading(pseudo('Confirmed Companies'));
}

beforeEach(() => {
  vi.mocked(showAlert).mockClear();
  vi.mocked(alertError).mockClear();
  vi.mocked(writeXlsxFile).mockClear();
});

afterEach(async () => {
  await resetLanguage();
});

describe('Confirmed Companies in the pseudo-language', () => {
  it('finds a text left outside the catalogue (the check can fail)', () => {
    const box = document.createElement('div');
    box.innerHTML = '<p>⟦Country⟧</p><p>Showing 1 to 50 of 120 companies.</p><bdi>Nile Delta Bank</bdi>';
    expect(untranslated(box)).toEqual(['Showing 1 to 50 of 120 companies.']);
  });

  it('the list, its pages, a filter chosen and a filter matching nothing show only catalogue and server texts', async () => {
    server.use(
      http.get(COMPANIES, () =>
        HttpResponse.json({ status: 200, companies: manyCompanies(60), no_presentations_companies: [] }),
      ),
    );
    await openPseudo('/companies');
    await screen.findByRole('table');
    const user = userEvent.setup();
    expect(
      screen.getByText(pseudo('Showing {first} to {last} of {total} companies.', { first: 1, last: 50, total: 60 })),
    ).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);

    // The second page.
    const pager = screen.getByRole('navigation', { name: pseudo('Pages of companies') });
    await user.click(within(pager).getByRole('button', { name: pseudo('Next page') }));
    expect(within(pager).getByRole('button', { name: pseudo('Page {n}', { n: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(untranslated(main())).toEqual([]);

    // A country chosen (the server's name, in its own direction once chosen).
    const country = screen.getByLabelText(pseudo('Country'));
    await user.click(country);
    await user.type(country, 'Kenya');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        pseudo('Showing {first} to {last} of {total} companies (filtered from {count}).', {
          first: 1,
          last: 30,
          total: 30,
          count: 60,
        }),
      ),
    ).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);

    // Nothing matches.
    await user.type(screen.getByRole('searchbox', { name: new RegExp(pseudo('Search').replace(/[[\]]/g, '')) }), 'zzz');
    expect(await screen.findByRole('cell', { name: pseudo('There are no data') })).toBeInTheDocument();
    expect(screen.getByText(pseudo('No companies match the filter (of {count}).', { count: 60 }))).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  }, 120_000);

  it('the empty list', async () => {
    server.use(
      http.get(COMPANIES, () => HttpResponse.json({ status: 200, companies: [], no_presentations_companies: [] })),
    );
    await openPseudo();
    expect(
      await screen.findByText(pseudo('The list of attending companies will be made available soon.')),
    ).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('an error answer with its retry', async () => {
    server.use(http.get(COMPANIES, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    await openPseudo();
    expect(await screen.findByText(pseudo('We could not load the companies.'))).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the refusal of a file and the failed export are told in the attendee’s language', async () => {
    choosePseudoLanguage();
    const nile: RegisteredCompany = {
      id: 501,
      name: 'Nile Delta Bank',
      website: null,
      country: { id: 818, name: 'Egypt' },
      sector: { id: 1, name: 'Banks' },
      bloomberg: null,
      reuter: null,
      uploads: [{ id: 3101, presentation: 'p.pdf', profile: null }],
    };
    const file = { type: 'presentation' as const, recordId: 3101, fileName: 'p.pdf' };
    const router = createMemoryRouter(
      [{ path: '/', element: <CompanyFileLink company={nile} type="presentation" file={file} viewer="other" /> }],
      { initialEntries: ['/'] },
    );
    const { container } = render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', {
      name: pseudo('Download presentation of {company} (PDF)', { company: '\u2068Nile Delta Bank\u2069' }),
    });
    // The file's name is the server's, isolated in its own direction.
    expect(link).toHaveAttribute('title', '\u2068p.pdf\u2069');
    expect(untranslated(container)).toEqual([]);
    await userEvent.setup().click(link);
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith(pseudo("Sorry you don't have permission"), 'error'));

    vi.mocked(writeXlsxFile).mockRejectedValueOnce(new Error('no room'));
    await openPseudo();
    await userEvent.setup().click(await screen.findByRole('button', { name: new RegExp(pseudo('Export as Excel')) }));
    await waitFor(() =>
      expect(alertError).toHaveBeenCalledWith(pseudo('The Excel file could not be created. Please try again.')),
    );
  });
});

describe('Confirmed Companies in Arabic', () => {
  it('reads in Arabic, the server’s names as sent', async () => {
    await activateLocale('ar', { remember: false });
    signInAs('investor');
    renderApp('/user/companies');
    await findHeading('الشركات المؤكدة');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'الدولة' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'العرض التقديمي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تصدير بصيغة Excel/ })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'تصفية الشركات' })).toBeInTheDocument();
    expect(screen.getByText('عرض الشركات من 1 إلى 12 من أصل 12.')).toBeInTheDocument();
    expect(within(table).getByText('Nile Delta Bank').tagName).toBe('BDI');
    await waitFor(() => expect(document.title).toBe('الشركات المؤكدة | مؤتمر لندن للاجتماعات الثنائية'));
  });

  it('the Excel file exported from the Arabic page stays in English', async () => {
    await activateLocale('ar', { remember: false });
    signInAs('investor');
    renderApp('/user/companies');
    await findHeading('الشركات المؤكدة');
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: /تصدير بصيغة Excel/ }));
    await waitFor(() => expect(writeXlsxFile).toHaveBeenCalledTimes(1));
    const [fileName, sheet] = vi.mocked(writeXlsxFile).mock.calls[0];
    expect(fileName).toBe('companies.xlsx');
    expect(sheet.sheetName).toBe('Companies');
    expect(sheet.rows[0]).toEqual(['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter']);
    // The server's names as sent, without the isolates the page puts around them.
    expect(sheet.rows.flat().join('')).not.toMatch(/[\u0600-\u06ff\u2066-\u2069]/);
  });
});
