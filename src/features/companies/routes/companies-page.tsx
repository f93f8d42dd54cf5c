import type { QueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { t as translate, useT } from '@/i18n/i18n';
import { alertError } from '@/lib/alerts';
import type { RegisteredCompany } from '@/lib/api/contract';
import { writeXlsxFile } from '@/lib/export/xlsx';
import { isPresenterProfile, useProfile } from '@/lib/profile/profile';
import { getPerson } from '@/lib/session/session';
import { registeredCompaniesQueryOptions, useRegisteredCompanies } from '../api/registered-companies';
import { CompaniesTable } from '../components/companies-table';
import { CompanyFilterForm, type FilterForm } from '../components/company-filter-form';
import { Pagination } from '../components/pagination';
import {
  allCompanies,
  emptyFilter,
  EXPORT_COLUMN_WIDTH,
  EXPORT_FILE_NAME,
  exportRows,
  filterCompanies,
  filterOptions,
  paginate,
  type CompanyFilter,
} from '../logic/companies';
import { viewerOf, type Viewer } from '../logic/download';
import { COMING_SOON, EXPORT_FAILED } from '../messages';
import '../companies.css';

/** Presenters do not see the confirmed companies: the page answers them as an unknown page. */
export const NOT_FOUND_PATH = '/404';

/**
 * Asks for the confirmed companies before the page first renders (start-up calls this for a
 * signed-in attendee while the profile is still on its way). The page loads the list only for
 * attendees who are not presenters, which the profile confirms; the sign-in record kept on the
 * device already says whether the attendee is an investor, so only an investor's list is asked
 * for early and a presenter's page still asks for nothing.
 */
export function prefetchPageData(queryClient: QueryClient): void {
  if (viewerOf(getPerson()) !== 'investor') return;
  void queryClient.prefetchQuery(registeredCompaniesQueryOptions());
}

export function CompaniesPage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const presenter = isPresenterProfile(profile.data);
  const companies = useRegisteredCompanies(Boolean(profile.data) && !presenter);
  const t = useT();

  useEffect(() => {
    if (presenter) navigate(NOT_FOUND_PATH, { replace: true });
  }, [presenter, navigate]);

  if (presenter) return null;

  const loadError = companies.isError ? (
    <LoadError
      error={companies.error}
      title={t('We could not load the companies.')}
      onRetry={() => void companies.refetch()}
    />
  ) : null;
  return (
    <section className="page companies">
      <PageHeading>{t('Confirmed Companies')}</PageHeading>
      {companies.isPending ? (
        <Loader label={t('Loading the companies…')} />
      ) : companies.data === undefined ? (
        loadError
      ) : (
        <>
          {/* A later read that failed leaves the list, and the filter typed, as they are. */}
          {loadError}
          <CompaniesList
            rows={allCompanies(companies.data)}
            viewer={viewerOf(profile.data?.client.client ?? getPerson())}
          />
        </>
      )}
    </section>
  );
}

/** The filter form's values as the table's filter; a new filter starts again on its first page. */
function useCompanyFilter(rows: RegisteredCompany[]) {
  const form = useForm<FilterForm>({ defaultValues: { search: '', country: null, sector: null } });
  const watched = useWatch({ control: form.control });
  const [page, setPage] = useState(1);

  const filter: CompanyFilter = {
    ...emptyFilter,
    search: watched.search ?? '',
    country: watched.country?.value ?? null,
    sector: watched.sector?.value ?? null,
  };
  const filterKey = `${filter.search}\u0000${filter.country}\u0000${filter.sector}`;
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setPage(1);
  }

  const options = useMemo(() => filterOptions(rows), [rows]);
  // The table follows the filter in a deferred render: a key typed or a country chosen paints first, and a
  // newer key interrupts the table's render for an older one (docs/performance.md, Interactions).
  const search = useDeferredValue(filter.search);
  const country = useDeferredValue(filter.country);
  const sector = useDeferredValue(filter.sector);
  const filtered = useMemo(
    () => filterCompanies(rows, { ...emptyFilter, search, country, sector }),
    [rows, search, country, sector],
  );
  const shown = useMemo(() => paginate(filtered, page), [filtered, page]);
  return { form, options, filtered, shown, setPage };
}

/** The filters keep their rendering while only the typed text changes (the inputs are the browser's own). */
const Filters = memo(CompanyFilterForm);
/** The table renders again only for another page of rows. */
const Table = memo(CompaniesTable);

function CompaniesList({ rows, viewer }: { rows: RegisteredCompany[]; viewer: Viewer }) {
  const { form, options, filtered, shown, setPage } = useCompanyFilter(rows);
  const [exporting, setExporting] = useState(false);
  const t = useT();

  const exportExcel = useCallback(async () => {
    setExporting(true);
    try {
      await writeXlsxFile(EXPORT_FILE_NAME, {
        rows: exportRows(filtered),
        sheetName: 'Companies',
        columnWidth: EXPORT_COLUMN_WIDTH,
      });
    } catch {
      void alertError(translate(EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  }, [filtered]);
  const onExport = useCallback(() => void exportExcel(), [exportExcel]);

  if (rows.length === 0) {
    return (
      <p className="companies__empty" role="status">
        {t(COMING_SOON)}
      </p>
    );
  }

  return (
    <>
      <Filters
        form={form}
        countries={options.countries}
        sectors={options.sectors}
        exporting={exporting}
        canExport={filtered.length > 0}
        onExport={onExport}
      />

      <p className="companies__summary" role="status" aria-live="polite">
        {shown.total === 0
          ? t('No companies match the filter (of {count}).', { count: rows.length })
          : shown.total !== rows.length
            ? t('Showing {first} to {last} of {total} companies (filtered from {count}).', {
                first: shown.first,
                last: shown.last,
                total: shown.total,
                count: rows.length,
              })
            : t('Showing {first} to {last} of {total} companies.', {
                first: shown.first,
                last: shown.last,
                total: shown.total,
              })}
      </p>

      <Table shown={shown} viewer={viewer} />

      <Pagination page={shown.page} pageCount={shown.pageCount} onChange={setPage} label={t('Pages of companies')} />
    </>
  );
}
