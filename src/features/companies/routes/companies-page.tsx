import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SelectField, type Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { alertError } from '@/lib/alerts';
import { writeXlsxFile } from '@/lib/export/xlsx';
import { websiteHref } from '@/lib/html/safe-href';
import { isPresenterProfile, useProfile } from '@/lib/profile/profile';
import { getPerson } from '@/lib/session/session';
import { useRegisteredCompanies } from '../api/registered-companies';
import { CompanyFileLink } from '../components/company-file-link';
import { Pagination } from '../components/pagination';
import {
  allCompanies,
  companyFiles,
  emptyFilter,
  EXPORT_COLUMN_WIDTH,
  EXPORT_FILE_NAME,
  exportRows,
  filterCompanies,
  filterOptions,
  paginate,
  type CompanyFilter,
} from '../logic/companies';
import { viewerOf } from '../logic/download';
import '../companies.css';

export const NOT_FOUND_PATH = '/404';
export const COMING_SOON = 'The list of attending companies will be made available soon.';
export const NO_DATA = 'There are no data';

type FilterForm = { search: string; country: Option<string> | null; sector: Option<string> | null };

const toOptions = (values: string[]): Option<string>[] => values.map((v) => ({ value: v, label: v }));

export function CompaniesPage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const presenter = isPresenterProfile(profile.data);
  const companies = useRegisteredCompanies(Boolean(profile.data) && !presenter);

  useEffect(() => {
    if (presenter) navigate(NOT_FOUND_PATH, { replace: true });
  }, [presenter, navigate]);

  if (presenter) return null;

  return (
    <section className="page companies">
      <PageHeading>Confirmed Companies</PageHeading>
      {companies.isPending ? (
        <Loader label="Loading the companies…" />
      ) : companies.isError ? (
        <LoadError error={companies.error} title="We could not load the companies." onRetry={() => void companies.refetch()} />
      ) : (
        <CompaniesTable
          rows={allCompanies(companies.data)}
          viewer={viewerOf(profile.data?.client.client ?? getPerson())}
        />
      )}
    </section>
  );
}

function CompaniesTable({ rows, viewer }: { rows: ReturnType<typeof allCompanies>; viewer: ReturnType<typeof viewerOf> }) {
  const form = useForm<FilterForm>({ defaultValues: { search: '', country: null, sector: null } });
  const watched = useWatch({ control: form.control });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);

  const filter: CompanyFilter = {
    ...emptyFilter,
    search: watched.search ?? '',
    country: watched.country?.value ?? null,
    sector: watched.sector?.value ?? null,
  };
  const filterKey = `${filter.search}\u0000${filter.country}\u0000${filter.sector}`;
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    // A new filter starts again on its first page.
    setLastFilterKey(filterKey);
    setPage(1);
  }

  const options = useMemo(() => filterOptions(rows), [rows]);
  const filtered = useMemo(() => filterCompanies(rows, filter), [rows, filter.search, filter.country, filter.sector]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = paginate(filtered, page);

  if (rows.length === 0) {
    return (
      <p className="companies__empty" role="status">
        {COMING_SOON}
      </p>
    );
  }

  const exportExcel = async () => {
    setExporting(true);
    try {
      await writeXlsxFile(EXPORT_FILE_NAME, { rows: exportRows(filtered), sheetName: 'Companies', columnWidth: EXPORT_COLUMN_WIDTH });
    } catch {
      void alertError('The Excel file could not be created. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <form className="companies__filters" role="search" aria-label="Filter companies" onSubmit={(e) => e.preventDefault()}>
        <TextField label="Search" type="search" registration={form.register('search')} hint="Company, country, sector or ticker" />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <SelectField<Option<string>, false>
              label="Country"
              placeholder="All countries"
              options={toOptions(options.countries)}
              isClearable
              value={field.value}
              onChange={(value) => field.onChange(value ?? null)}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        />
        <Controller
          control={form.control}
          name="sector"
          render={({ field }) => (
            <SelectField<Option<string>, false>
              label="Sector"
              placeholder="All sectors"
              options={toOptions(options.sectors)}
              isClearable
              value={field.value}
              onChange={(value) => field.onChange(value ?? null)}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        />
        <div className="companies__filter-actions">
          <button type="button" className="btn btn--ghost" onClick={() => form.reset()}>
            Clear filters
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void exportExcel()}
            disabled={exporting || filtered.length === 0}
            aria-busy={exporting || undefined}
          >
            <span aria-hidden="true">⤓ </span>
            {exporting ? 'Exporting…' : 'Export as Excel'}
          </button>
        </div>
      </form>

      <p className="companies__summary" role="status" aria-live="polite">
        {shown.total === 0
          ? `No companies match the filter (of ${rows.length}).`
          : `Showing ${shown.first} to ${shown.last} of ${shown.total} companies${shown.total !== rows.length ? ` (filtered from ${rows.length})` : ''}.`}
      </p>

      <div className="companies__table-wrap" role="region" aria-label="Confirmed Companies table" tabIndex={0}>
        <table className="companies__table">
          <caption className="visually-hidden">
            Confirmed Companies, page {shown.page} of {shown.pageCount}
          </caption>
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Country</th>
              <th scope="col">Sector</th>
              <th scope="col">Bloomberg</th>
              <th scope="col">Reuter</th>
              <th scope="col">Presentation</th>
              <th scope="col">Research Report</th>
            </tr>
          </thead>
          <tbody>
            {shown.rows.length === 0 ? (
              <tr>
                <td colSpan={7} className="companies__no-data">
                  {NO_DATA}
                </td>
              </tr>
            ) : (
              shown.rows.map((company) => {
                const files = companyFiles(company);
                const website = websiteHref(company.website);
                return (
                  <tr key={company.id}>
                    <th scope="row" className="companies__name">
                      {website ? (
                        <a
                          href={website}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`${company.name} (opens in a new tab)`}
                        >
                          {company.name}
                        </a>
                      ) : (
                        company.name
                      )}
                    </th>
                    <td>{company.country.name}</td>
                    <td>{company.sector.name}</td>
                    <td>{company.bloomberg ?? ''}</td>
                    <td>{company.reuter ?? ''}</td>
                    <td>
                      <CompanyFileLink company={company} file={files.presentation} viewer={viewer} />
                    </td>
                    <td>
                      <CompanyFileLink company={company} file={files.profile} viewer={viewer} />
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      <Pagination page={shown.page} pageCount={shown.pageCount} onChange={setPage} label="Pages of companies" />
    </>
  );
}
