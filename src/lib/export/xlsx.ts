/**
 * Spreadsheet export built in the browser. The xlsx library is about 140 kB
 * gzipped, so it is imported only when a workbook is actually written; it is
 * used for writing only (its advisories concern reading files).
 */
import type * as XLSXModule from 'xlsx';
import { loadOnce } from '@/lib/lazy';

export type SheetSpec = {
  /** First row is the header. */
  rows: (string | number)[][];
  sheetName?: string;
  /** Character width of every column (the `wch` of `!cols`). */
  columnWidth?: number;
};

type Xlsx = typeof XLSXModule;

/** A one-sheet workbook of `rows` with every column `columnWidth` characters wide. */
export function buildWorkbook(XLSX: Pick<Xlsx, 'utils'>, spec: SheetSpec): XLSXModule.WorkBook {
  const sheet = XLSX.utils.aoa_to_sheet(spec.rows);
  if (spec.columnWidth !== undefined) {
    const columns = spec.rows.reduce((max, row) => Math.max(max, row.length), 0);
    sheet['!cols'] = Array.from({ length: columns }, () => ({ wch: spec.columnWidth }));
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, spec.sheetName ?? 'Sheet1');
  return book;
}

export const loadXlsx = loadOnce(async (): Promise<Xlsx> => {
  const mod = (await import('xlsx')) as Xlsx & { default?: Xlsx };
  return mod.utils ? mod : (mod.default as Xlsx);
});

/** Builds the workbook and hands it to the browser as a download named `fileName`. */
export async function writeXlsxFile(fileName: string, spec: SheetSpec): Promise<void> {
  const XLSX = await loadXlsx();
  XLSX.writeFile(buildWorkbook(XLSX, spec), fileName, { bookType: 'xlsx', compression: true });
}
