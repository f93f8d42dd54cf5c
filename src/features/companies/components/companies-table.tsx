import type { RegisteredCompany } from '@/lib/api/contract';
import { websiteHref } from '@/lib/html/safe-href';
import { companyFiles, type Page } from '../logic/companies';
import type { Viewer } from '../logic/download';
import { NO_DATA } from '../messages';
import { CompanyFileLink } from './company-file-link';
import '@/styles/table-cards.css';

function CompanyRow({ company, viewer }: { company: RegisteredCompany; viewer: Viewer }) {
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
            aria-label={`${company.name} (opens in a new tab)`}
          >
            {company.name}
          </a>
        ) : (
          company.name
        )}
      </th>
      <td data-label="Country">{company.country.name}</td>
      <td data-label="Sector">{company.sector.name}</td>
      <td data-label="Bloomberg">{company.bloomberg ?? ''}</td>
      <td data-label="Reuter">{company.reuter ?? ''}</td>
      <td data-label="Presentation">
        <CompanyFileLink company={company} type="presentation" file={files.presentation} viewer={viewer} />
      </td>
      <td data-label="Research Report">
        <CompanyFileLink company={company} type="profile" file={files.profile} viewer={viewer} />
      </td>
    </tr>
  );
}

/** One page of the confirmed companies: name (linked to the website), country, sector, tickers and files. */
export function CompaniesTable({ shown, viewer }: { shown: Page<RegisteredCompany>; viewer: Viewer }) {
  return (
    <div
      className="companies__table-wrap table-cards-wrap"
      role="region"
      aria-label="Confirmed Companies table"
      tabIndex={0}
    >
      <table className="companies__table table-cards">
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
            shown.rows.map((company) => <CompanyRow key={company.id} company={company} viewer={viewer} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
