import { isolate } from '@/i18n/isolate';
import { t as translate, useT } from '@/i18n/i18n';
import type { RegisteredCompany } from '@/lib/api/contract';
import { websiteHref } from '@/lib/html/safe-href';
import { companyFiles, type Page } from '../logic/companies';
import type { Viewer } from '../logic/download';
import { NO_DATA } from '../messages';
import { CompanyFileLink } from './company-file-link';
import '@/styles/table-cards.css';

/**
 * One company's row. The company's name, country, sector and tickers are the server's texts: each in its own
 * direction (<bdi>) inside a right-to-left page. A cell's data-label names its column on a phone's card. Drawn by
 * the table, which renders again when the language changes (one subscription for the table, not one a row).
 */
function CompanyRow({ company, viewer }: { company: RegisteredCompany; viewer: Viewer }) {
  const t = translate;
  const files = companyFiles(company);
  const website = websiteHref(company.website);
  return (
    <tr>
      <th scope="row" className="companies__name">
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('{name} (opens in a new tab)', { name: isolate(company.name) })}
          >
            <bdi>{company.name}</bdi>
          </a>
        ) : (
          <bdi>{company.name}</bdi>
        )}
      </th>
      <td data-label={t('Country')}>
        <bdi>{company.country.name}</bdi>
      </td>
      <td data-label={t('Sector')}>
        <bdi>{company.sector.name}</bdi>
      </td>
      <td data-label={t('Bloomberg')}>
        <bdi>{company.bloomberg ?? ''}</bdi>
      </td>
      <td data-label={t('Reuter')}>
        <bdi>{company.reuter ?? ''}</bdi>
      </td>
      <td data-label={t('Presentation')}>
        <CompanyFileLink company={company} type="presentation" file={files.presentation} viewer={viewer} />
      </td>
      <td data-label={t('Research Report')}>
        <CompanyFileLink company={company} type="profile" file={files.profile} viewer={viewer} />
      </td>
    </tr>
  );
}

/** One page of the confirmed companies: name (linked to the website), country, sector, tickers and files. */
export function CompaniesTable({ shown, viewer }: { shown: Page<RegisteredCompany>; viewer: Viewer }) {
  const t = useT();
  return (
    <div
      className="companies__table-wrap table-cards-wrap"
      role="region"
      aria-label={t('Confirmed Companies table')}
      tabIndex={0}
    >
      <table className="companies__table table-cards">
        <caption className="visually-hidden">
          {t('Confirmed Companies, page {page} of {pageCount}', { page: shown.page, pageCount: shown.pageCount })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('Company')}</th>
            <th scope="col">{t('Country')}</th>
            <th scope="col">{t('Sector')}</th>
            <th scope="col">{t('Bloomberg')}</th>
            <th scope="col">{t('Reuter')}</th>
            <th scope="col">{t('Presentation')}</th>
            <th scope="col">{t('Research Report')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="companies__no-data">
                {t(NO_DATA)}
              </td>
            </tr>
          ) : (
            shown.rows.map((company) => <CompanyRow key={company.id} company={company} viewer={viewer} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
