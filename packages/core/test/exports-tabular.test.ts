import { describe, expect, it } from 'vitest';
import { tableToCsv } from '../src/exports/tabular.ts';

describe('tableToCsv', () => {
  it('writes a BOM, quotes where needed and guards cells that spreadsheets would run as formulas', () => {
    const csv = tableToCsv({
      baseName: 'x',
      sheetName: 'x',
      columns: [
        { header: 'Name', kind: 'text' },
        { header: 'Followers', kind: 'integer' },
        { header: 'Added', kind: 'date' },
      ],
      rows: [
        ['=HYPERLINK("http://evil","click")', -5, new Date('2026-01-02T03:04:05Z')],
        ['+1 555', null, null],
        ['@handle, with comma', 12, null],
      ],
    }).toString('utf8');
    expect(csv).toBe(
      '\uFEFFName,Followers,Added\r\n' +
        `"'=HYPERLINK(""http://evil"",""click"")",-5,2026-01-02T03:04:05.000Z\r\n` +
        "'+1 555,,\r\n" +
        `"'@handle, with comma",12,\r\n`,
    );
  });
});
