import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, loadXlsx } from '../xlsx';

describe('xlsx writer', () => {
  it('writes one sheet with the rows and every column 30 characters wide', () => {
    const book = buildWorkbook(XLSX, {
      rows: [
        ['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter'],
        ['Nile Delta Bank', 'Egypt', 'Banks', 'NDBK EY', 'NDBK.CA'],
      ],
      sheetName: 'Companies',
      columnWidth: 30,
    });
    expect(book.SheetNames).toEqual(['Companies']);
    expect(book.Sheets.Companies['!cols']).toEqual(Array.from({ length: 5 }, () => ({ wch: 30 })));

    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const read = XLSX.read(bytes, { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(read.Sheets[read.SheetNames[0]], { header: 1 });
    expect(rows).toEqual([
      ['Company', 'Country', 'Sector', 'Bloomberg', 'Reuter'],
      ['Nile Delta Bank', 'Egypt', 'Banks', 'NDBK EY', 'NDBK.CA'],
    ]);
  });

  it('loads the library on demand', async () => {
    const lib = await loadXlsx();
    expect(typeof lib.writeFile).toBe('function');
  });
});
