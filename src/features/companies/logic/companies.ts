/**
 * Rules of the 'Confirmed Companies' table (spec A§2, A§6, A§9; contract §8):
 * one list of both answers, filtering, paging by 50, the Excel rows and which
 * files a company offers.
 */
import type { MessageId } from '@/i18n/i18n';
import type { DownloadFileType, RegisteredCompaniesAnswer, RegisteredCompany } from '@/lib/api/contract';
import { NO_PRESENTATION, NO_RESEARCH_REPORT } from '../messages';

export const PAGE_SIZE = 50;

export const EXPORT_FILE_NAME = 'companies.xlsx';
export const EXPORT_HEADER = ['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter'] as const;
export const EXPORT_COLUMN_WIDTH = 30;

export type CompanyFilter = { search: string; country: string | null; sector: string | null };

export const emptyFilter: CompanyFilter = { search: '', country: null, sector: null };

/** Companies with and without presentations in one list, by name. */
export function allCompanies(
  answer: Pick<RegisteredCompaniesAnswer, 'companies' | 'no_presentations_companies'>,
): RegisteredCompany[] {
  return [...answer.companies, ...answer.no_presentations_companies].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}

function normalise(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en')
    .trim();
}

/**
 * Free text matches the company name, country, sector or a ticker; country and
 * sector choices must match exactly. Every word typed must be found.
 */
export function filterCompanies(rows: RegisteredCompany[], filter: CompanyFilter): RegisteredCompany[] {
  const words = normalise(filter.search).split(/\s+/).filter(Boolean);
  return rows.filter((company) => {
    if (filter.country && company.country.name !== filter.country) return false;
    if (filter.sector && company.sector.name !== filter.sector) return false;
    if (words.length === 0) return true;
    const haystack = normalise(
      [company.name, company.country.name, company.sector.name, company.bloomberg, company.reuter].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** Distinct, sorted values for the country and sector filters. */
export function filterOptions(rows: RegisteredCompany[]): { countries: string[]; sectors: string[] } {
  const distinct = (values: string[]) =>
    [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  return {
    countries: distinct(rows.map((c) => c.country.name)),
    sectors: distinct(rows.map((c) => c.sector.name)),
  };
}

export type Page<T> = {
  rows: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last row shown; 0 when there is none. */
  first: number;
  last: number;
  total: number;
};

export function paginate<T>(rows: T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return {
    rows: slice,
    page: current,
    pageCount,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
    total,
  };
}

/**
 * Page numbers to offer: the first, the last and the neighbours of the current
 * one; `null` marks a gap.
 */
export function pageNumbers(current: number, pageCount: number, around = 1): (number | null)[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Header and one row per company, in the order shown, for companies.xlsx. */
export function exportRows(rows: RegisteredCompany[]): string[][] {
  return [
    [...EXPORT_HEADER],
    ...rows.map((c) => [c.name, c.country.name, c.sector.name, c.bloomberg ?? '', c.reuter ?? '']),
  ];
}

export type CompanyFile = { type: DownloadFileType; recordId: number; fileName: string };

/** The presentation and research report a company offers, each null when it has none (see missingFileText). */
export function companyFiles(company: RegisteredCompany): {
  presentation: CompanyFile | null;
  profile: CompanyFile | null;
} {
  const pick = (type: DownloadFileType): CompanyFile | null => {
    const upload = company.uploads.find((u) => Boolean(u[type]));
    const fileName = upload?.[type];
    return upload && fileName ? { type, recordId: upload.id, fileName } : null;
  };
  return { presentation: pick('presentation'), profile: pick('profile') };
}

/**
 * What a file column says for a company without that file: 'No Presentation Provided' (spec A§8), 'No Research Report
 * Provided' (catalogue ids, shown through `t()`).
 */
export function missingFileText(type: DownloadFileType): MessageId {
  return type === 'presentation' ? NO_PRESENTATION : NO_RESEARCH_REPORT;
}
