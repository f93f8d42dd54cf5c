import { describe, expect, it } from 'vitest';
import type { RegisteredCompany } from '@/lib/api/contract';
import {
  allCompanies,
  companyFiles,
  emptyFilter,
  EXPORT_HEADER,
  exportRows,
  filterCompanies,
  filterOptions,
  missingFileText,
  paginate,
  pageNumbers,
} from '../companies';

function company(
  id: number,
  name: string,
  country: string,
  sector: string,
  extra: Partial<RegisteredCompany> = {},
): RegisteredCompany {
  return {
    id,
    name,
    website: null,
    country: { id: id * 10, name: country },
    sector: { id: id * 100, name: sector },
    bloomberg: `${name.slice(0, 4).toUpperCase()} XX`,
    reuter: `${name.slice(0, 4).toUpperCase()}.X`,
    uploads: [],
    ...extra,
  };
}

const nile = company(501, 'Nile Delta Bank', 'Egypt', 'Banks', {
  uploads: [{ id: 3101, presentation: 'nile.pdf', profile: 'nile-research.pdf' }],
});
const gulf = company(503, 'Gulf Horizon Telecom', 'United Arab Emirates', 'Telecommunications');
const fintech = company(512, 'Emirates Fintech Holdings', 'United Arab Emirates', 'Financial Services');
const cafe = company(520, 'Café Société', 'Morocco', 'Consumer Staples', { bloomberg: null, reuter: null });

describe('allCompanies', () => {
  it('joins both lists and sorts them by name', () => {
    const rows = allCompanies({ companies: [nile, gulf], no_presentations_companies: [fintech, cafe] });
    expect(rows.map((c) => c.id)).toEqual([520, 512, 503, 501]);
  });
});

describe('filterCompanies', () => {
  const rows = [nile, gulf, fintech, cafe];

  it('keeps everything without a filter', () => {
    expect(filterCompanies(rows, emptyFilter)).toHaveLength(4);
  });

  it('matches every typed word against name, country, sector and tickers, ignoring case and accents', () => {
    expect(filterCompanies(rows, { ...emptyFilter, search: 'nile' }).map((c) => c.id)).toEqual([501]);
    expect(filterCompanies(rows, { ...emptyFilter, search: 'emirates telecom' }).map((c) => c.id)).toEqual([503]);
    expect(filterCompanies(rows, { ...emptyFilter, search: 'CAFE societe' }).map((c) => c.id)).toEqual([520]);
    expect(filterCompanies(rows, { ...emptyFilter, search: 'nile.x' }).map((c) => c.id)).toEqual([501]);
    expect(filterCompanies(rows, { ...emptyFilter, search: 'nile telecom' })).toEqual([]);
    expect(filterCompanies(rows, { ...emptyFilter, search: 'NILE X' }).map((c) => c.id)).toEqual([501]);
  });

  it('filters by exact country and sector together with the text', () => {
    expect(filterCompanies(rows, { ...emptyFilter, country: 'United Arab Emirates' }).map((c) => c.id)).toEqual([
      503, 512,
    ]);
    expect(
      filterCompanies(rows, { search: '', country: 'United Arab Emirates', sector: 'Financial Services' }).map(
        (c) => c.id,
      ),
    ).toEqual([512]);
    expect(filterCompanies(rows, { search: 'bank', country: 'United Arab Emirates', sector: null })).toEqual([]);
  });

  it('offers each country and sector once, sorted', () => {
    expect(filterOptions(rows)).toEqual({
      countries: ['Egypt', 'Morocco', 'United Arab Emirates'],
      sectors: ['Banks', 'Consumer Staples', 'Financial Services', 'Telecommunications'],
    });
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 120 }, (_, i) => i + 1);

  it('shows 50 rows a page', () => {
    const first = paginate(rows, 1);
    expect(first.rows).toHaveLength(50);
    expect(first).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 50, total: 120 });
    const last = paginate(rows, 3);
    expect(last.rows).toEqual(rows.slice(100));
    expect(last).toMatchObject({ first: 101, last: 120 });
  });

  it('clamps the page to the pages that exist', () => {
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate(rows, 0).page).toBe(1);
    expect(paginate([], 4)).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, total: 0, rows: [] });
    expect(paginate(rows.slice(0, 50), 1).pageCount).toBe(1);
    expect(paginate(rows.slice(0, 51), 2).rows).toEqual([51]);
  });

  it('lists the first, last and neighbouring page numbers with gaps', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, null, 10]);
  });
});

describe('exportRows', () => {
  it('has the five columns in order and one row per shown company', () => {
    const rows = exportRows([nile, cafe]);
    expect(rows[0]).toEqual(['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter']);
    expect(EXPORT_HEADER).toHaveLength(5);
    expect(rows[1]).toEqual(['Nile Delta Bank', 'Egypt', 'Banks', 'NILE XX', 'NILE.X']);
    expect(rows[2]).toEqual(['Café Société', 'Morocco', 'Consumer Staples', '', '']);
    expect(rows).toHaveLength(3);
  });
});

describe('companyFiles', () => {
  it('finds the presentation and the research report of the upload', () => {
    expect(companyFiles(nile)).toEqual({
      presentation: { type: 'presentation', recordId: 3101, fileName: 'nile.pdf' },
      profile: { type: 'profile', recordId: 3101, fileName: 'nile-research.pdf' },
    });
  });

  it('gives nothing for a company without uploads or with a missing file', () => {
    expect(companyFiles(gulf)).toEqual({ presentation: null, profile: null });
    const partial = { ...nile, uploads: [{ id: 3108, presentation: 'pay.pdf', profile: null }] };
    expect(companyFiles(partial).profile).toBeNull();
    expect(companyFiles(partial).presentation?.recordId).toBe(3108);
  });
});

describe('missingFileText', () => {
  it("says which file is missing: the spec's text for a presentation, the same style for a research report", () => {
    expect(missingFileText('presentation')).toBe('No Presentation Provided');
    expect(missingFileText('profile')).toBe('No Research Report Provided');
  });
});
