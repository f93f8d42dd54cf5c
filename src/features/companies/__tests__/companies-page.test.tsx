import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisteredCompany } from '@/lib/api/contract';
import { showAlert } from '@/lib/alerts';
import { writeXlsxFile } from '@/lib/export/xlsx';
import { server } from '@/mocks/node';
import { failLaterRead } from '@/testing/nothing-lost';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { registeredCompaniesQueryOptions } from '../api/registered-companies';
import { CompanyFileLink } from '../components/company-file-link';

vi.mock('@/lib/export/xlsx', () => ({ writeXlsxFile: vi.fn(async () => undefined) }));
vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/alerts')>()),
  showAlert: vi.fn(async () => undefined),
  alertError: vi.fn(async () => undefined),
}));

const COMPANIES = '*/api/v1/user/general/registerd-companies';

// Plain selectors here: role queries over a 50-row table are slow in a test document.
function bodyRows(): HTMLTableRowElement[] {
  return [...screen.getByRole('table').querySelectorAll<HTMLTableRowElement>('tbody tr')];
}

function rowNames() {
  return bodyRows().map((row) => row.querySelector('th[scope="row"]')?.textContent ?? row.textContent);
}

function manyCompanies(count: number): RegisteredCompany[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    name: `Company ${String(i + 1).padStart(3, '0')}`,
    website: null,
    country: { id: 818, name: i % 2 ? 'Egypt' : 'Kenya' },
    sector: { id: 1, name: 'Banks' },
    bloomberg: `C${i} EY`,
    reuter: `C${i}.CA`,
    uploads: [{ id: 5000 + i, presentation: `c${i}.pdf`, profile: `c${i}-r.pdf` }],
  }));
}

async function openCompanies(path = '/user/companies') {
  signInAs('investor');
  const utils = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Confirmed Companies' }, { timeout: 30_000 });
  await screen.findByRole('table', {}, { timeout: 30_000 });
  return utils;
}

async function chooseOption(label: string, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.type(input, text);
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  vi.mocked(writeXlsxFile).mockClear();
  vi.mocked(showAlert).mockClear();
});

describe('Confirmed Companies page (investor)', () => {
  it('lists the confirmed companies with their files and the download URLs', async () => {
    await openCompanies();
    expect(rowNames()).toEqual([
      'Atlas Cement',
      'Bahrain Digital Payments',
      'Doha Pearl Healthcare',
      'Emirates Fintech Holdings',
      'Gulf Horizon Telecom',
      'Kuwait Harbour Logistics',
      'Lagos Consumer Foods',
      'Muscat Energy & Water',
      'Nile Delta Bank',
      'Petra Pharmaceuticals',
      'Savanna Agritech',
      'Tunis Insurance Group',
    ]);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter', 'Presentation', 'Research Report']);

    const nile = bodyRows().find((r) => r.textContent?.includes('Nile Delta Bank'))!;
    expect(within(nile).getByText('Egypt')).toBeInTheDocument();
    expect(within(nile).getByText('NDBK.CA')).toBeInTheDocument();
    const presentation = within(nile).getByRole('link', { name: 'Download presentation of Nile Delta Bank (PDF)' });
    expect(presentation).toHaveAttribute(
      'href',
      '/api/v1/user/files/general/download-file?conference_id=14&company_id=501&file_type=presentation&record_id=3101',
    );
    expect(
      within(nile).getByRole('link', { name: 'Download research report of Nile Delta Bank (PDF)' }),
    ).toHaveAttribute(
      'href',
      '/api/v1/user/files/general/download-file?conference_id=14&company_id=501&file_type=profile&record_id=3101',
    );

    const lagos = bodyRows().find((r) => r.textContent?.includes('Lagos Consumer Foods'))!;
    expect(within(lagos).getByText('No Presentation Provided')).toBeInTheDocument();
    expect(within(lagos).getByText('No Research Report Provided')).toBeInTheDocument();
    expect(within(lagos).queryByRole('link', { name: /presentation of/ })).not.toBeInTheDocument();

    const bahrain = bodyRows().find((r) => r.textContent?.includes('Bahrain Digital Payments'))!;
    expect(within(bahrain).getByRole('link', { name: /presentation of Bahrain/ })).toBeInTheDocument();
    // A presentation but no research report: the research report column says which file is missing.
    expect(within(bahrain).getByText('No Research Report Provided')).toBeInTheDocument();
    expect(within(bahrain).queryByText('No Presentation Provided')).not.toBeInTheDocument();

    expect(screen.getByText('Showing 1 to 12 of 12 companies.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of companies' })).not.toBeInTheDocument();
  });

  it('pages through more than 50 companies', async () => {
    server.use(
      http.get(COMPANIES, () =>
        HttpResponse.json({ status: 200, companies: manyCompanies(120), no_presentations_companies: [] }),
      ),
    );
    await openCompanies('/companies');
    const user = userEvent.setup();
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByText('Showing 1 to 50 of 120 companies.')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of companies' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 51 to 100 of 120 companies.')).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Company 051');
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(20);
    expect(rowNames().at(-1)).toBe('Company 120');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    // A new filter goes back to its first page.
    await chooseOption('Country', 'Kenya');
    expect(screen.getByText('Showing 1 to 50 of 60 companies (filtered from 120).')).toBeInTheDocument();
  }, 120_000);

  it('filters by text, country and sector, and says when nothing matches', async () => {
    await openCompanies('/auth/companies');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'bank');
    expect(rowNames()).toEqual(['Nile Delta Bank']);
    await user.clear(screen.getByRole('searchbox', { name: /Search/ }));

    await chooseOption('Country', 'United Arab');
    expect(rowNames()).toEqual(['Emirates Fintech Holdings', 'Gulf Horizon Telecom']);
    await chooseOption('Sector', 'Telecom');
    expect(rowNames()).toEqual(['Gulf Horizon Telecom']);

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'zzz');
    expect(screen.getByRole('cell', { name: 'There are no data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export as Excel/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(12);
  }, 120_000);

  it('exports the filtered rows to companies.xlsx with the five columns, 30 wide', async () => {
    await openCompanies();
    const user = userEvent.setup();
    await chooseOption('Country', 'United Arab');
    await user.click(screen.getByRole('button', { name: /Export as Excel/ }));
    await waitFor(() => expect(writeXlsxFile).toHaveBeenCalledTimes(1));
    expect(writeXlsxFile).toHaveBeenCalledWith('companies.xlsx', {
      rows: [
        ['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter'],
        ['Emirates Fintech Holdings', 'United Arab Emirates', 'Financial Services', 'EFTH UH', 'EFTH.AD'],
        ['Gulf Horizon Telecom', 'United Arab Emirates', 'Telecommunications', 'GHTC UH', 'GHTC.DU'],
      ],
      sheetName: 'Companies',
      columnWidth: 30,
    });
  });

  it('says the list is coming soon when both lists are empty', async () => {
    server.use(
      http.get(COMPANIES, () => HttpResponse.json({ status: 200, companies: [], no_presentations_companies: [] })),
    );
    signInAs('investor');
    renderApp('/user/companies');
    await findHeading('Confirmed Companies');
    expect(await screen.findByText('The list of attending companies will be made available soon.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export as Excel/ })).not.toBeInTheDocument();
  });

  it('shows a retry when the list cannot be loaded, and recovers', async () => {
    let fail = true;
    server.use(
      http.get(COMPANIES, () =>
        fail ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    signInAs('investor');
    renderApp('/user/companies');
    expect(await screen.findByText('We could not load the companies.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('keeps the list and the filter typed when a later read fails, with a retry', async () => {
    const { queryClient } = await openCompanies();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'bank');
    expect(rowNames()).toEqual(['Nile Delta Bank']);
    await failLaterRead(queryClient, 'general/registerd-companies', {
      queryKey: registeredCompaniesQueryOptions().queryKey,
    });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('We could not load the companies.');
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('bank');
    expect(rowNames()).toEqual(['Nile Delta Bank']);

    server.resetHandlers();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('We could not load the companies.')).not.toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('bank');
  });

  it('rejects an answer without the lists as unreadable', async () => {
    server.use(http.get(COMPANIES, () => HttpResponse.json({ status: 200, companies: 'none' })));
    signInAs('investor');
    renderApp('/user/companies');
    expect(await screen.findByText(/cannot read/)).toBeInTheDocument();
  });
});

describe('Confirmed Companies page (presenter)', () => {
  it('sends presenters to the 404 page without loading the list', async () => {
    let asked = false;
    server.use(
      http.get(COMPANIES, () => {
        asked = true;
        return undefined;
      }),
    );
    signInAs('presenter');
    const { router } = renderApp('/user/companies');
    await findHeading('Page not found');
    expect(router.state.location.pathname).toBe('/404');
    expect(asked).toBe(false);
  });
});

describe('company file link', () => {
  const nile: RegisteredCompany = {
    id: 501,
    name: 'Nile Delta Bank',
    website: null,
    country: { id: 818, name: 'Egypt' },
    sector: { id: 1, name: 'Banks' },
    bloomberg: null,
    reuter: null,
    uploads: [{ id: 3101, presentation: 'p.pdf', profile: 'r.pdf' }],
  };
  const file = { type: 'presentation' as const, recordId: 3101, fileName: 'p.pdf' };

  function renderLink(viewer: 'investor' | 'other' | 'guest') {
    const router = createMemoryRouter(
      [
        {
          path: '/companies',
          element: <CompanyFileLink company={nile} type="presentation" file={file} viewer={viewer} />,
        },
        { path: '/auth/login', element: <p>Login page</p> },
      ],
      { initialEntries: ['/companies'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it("tells a presenter 'Sorry you don't have permission'", async () => {
    renderLink('other');
    await userEvent.setup().click(screen.getByRole('link', { name: /presentation of Nile Delta Bank/ }));
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith("Sorry you don't have permission", 'error'));
    expect(window.localStorage.getItem('download_target')).toBeNull();
  });

  it('stores the download for a guest and opens the login page', async () => {
    const router = renderLink('guest');
    await userEvent.setup().click(screen.getByRole('link', { name: /presentation of Nile Delta Bank/ }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(JSON.parse(window.localStorage.getItem('download_target')!)).toBe(
      '/api/v1/user/files/general/download-file?conference_id=14&company_id=501&file_type=presentation&record_id=3101',
    );
  });

  it('shows No Presentation Provided without a presentation', () => {
    render(<CompanyFileLink company={nile} type="presentation" file={null} viewer="investor" />);
    expect(screen.getByText('No Presentation Provided')).toBeInTheDocument();
  });

  it('shows No Research Report Provided without a research report', () => {
    render(<CompanyFileLink company={nile} type="profile" file={null} viewer="investor" />);
    expect(screen.getByText('No Research Report Provided')).toBeInTheDocument();
  });
});
