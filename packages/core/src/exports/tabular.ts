import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { toCsv } from '../campaigns/index.ts';
import type { ExportLocale } from './export-words.ts';
import { toSheetName } from './sheet-names.ts';

export type ExportFormat = 'csv' | 'xlsx';
/**
 * How a CSV is written: 'excel-de' is what German Excel opens without the import wizard (semicolons, decimal commas,
 * dd.mm.yyyy); 'international' is comma-separated with decimal points and ISO dates (the earlier format, for scripts).
 */
export type CsvStyle = 'excel-de' | 'international';
type ColumnKind = 'text' | 'integer' | 'number' | 'percent' | 'date';

export interface ExportColumn {
  header: string;
  kind: ColumnKind;
  width?: number;
}

export type ExportCell = string | number | Date | null;

/** One table to export: headers in the reader's language and typed cells. */
interface ExportTable {
  /** The file name without extension, already safe (a slug). */
  baseName: string;
  /** The list's or campaign's name as its user wrote it; tableToXlsx makes a sheet name Excel accepts of it. */
  sheetName: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

interface TableOptions {
  format: ExportFormat;
  locale?: ExportLocale;
  /** Defaults to 'excel-de' for German readers and 'international' otherwise. */
  csvStyle?: CsvStyle;
}

const DEFAULT_CSV_STYLE: Record<ExportLocale, CsvStyle> = { de: 'excel-de', en: 'international' };
/** The CSV style a reader gets unless they choose: German readers open CSV in German Excel. */
const defaultCsvStyle = (locale: ExportLocale | undefined): CsvStyle => (locale ? DEFAULT_CSV_STYLE[locale] : 'international');

const FORMATS: Record<ExportLocale, Partial<Record<ColumnKind, string>>> = {
  en: { integer: '#,##0', number: '#,##0.00', percent: '0.00%', date: 'yyyy-mm-dd hh:mm' },
  de: { integer: '#,##0', number: '#,##0.00', percent: '0.00%', date: 'dd.mm.yyyy hh:mm' },
};
/** A Date cell in a column without a format of its own. */
const DAY_FORMAT: Record<ExportLocale, string> = { de: 'dd.mm.yyyy', en: 'yyyy-mm-dd' };

const FORMULA_START = /^[=+\-@\t\r]/;

/** One German-Excel cell: numbers with a decimal comma (never guarded: a negative number is data), text guarded and quoted. */
function excelDeCell(cell: ExportCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const day = String(cell.getUTCDate()).padStart(2, '0');
    const month = String(cell.getUTCMonth() + 1).padStart(2, '0');
    return `${day}.${month}.${cell.getUTCFullYear()}`;
  }
  // No thousands separator: "1.234" would read as a date or a decimal in some Excel set-ups; plain digits never do.
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell).replace('.', ',') : '';
  const guarded = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * CSV with a BOM (Excel then reads UTF-8), CRLF and the formula-injection guard of campaigns/csv.ts (a text cell
 * starting with = + - @ gets an apostrophe). 'international': commas, decimal points, ISO 8601 dates in UTC;
 * 'excel-de': semicolons, decimal commas, dd.mm.yyyy (UTC days).
 */
export function tableToCsv(table: ExportTable, style: CsvStyle = 'international'): Buffer {
  const header = table.columns.map((column) => column.header);
  if (style === 'excel-de') {
    const lines = [header, ...table.rows].map((row) => row.map(excelDeCell).join(';'));
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const rows = table.rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString() : cell)));
  return Buffer.from(`\uFEFF${toCsv([header, ...rows])}`, 'utf8');
}

/**
 * XLSX with typed cells (numbers stay numbers, rates are percentages, dates are dates), a bold frozen header row.
 * Text cells are written as inline text, never as formulas, so the CSV guard is not needed here.
 */
async function tableToXlsx(table: ExportTable, locale: ExportLocale = 'en'): Promise<Buffer> {
  const header = table.columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const formats = FORMATS[locale];
  const body = table.rows.map((row) =>
    row.map((cell, index) => {
      if (cell === null) return null;
      const format = formats[table.columns[index]!.kind];
      if (cell instanceof Date) return { value: cell, format: format ?? DAY_FORMAT[locale] };
      if (typeof cell === 'number') return format ? { value: cell, format } : { value: cell };
      return { value: cell };
    }),
  );
  const data = [header, ...body] as SheetData;
  const columns = table.columns.map((column) => ({ width: column.width ?? Math.max(10, Math.min(40, column.header.length + 4)) }));
  return Buffer.from(await writeXlsxFile(data, { columns, sheet: toSheetName(table.sheetName), stickyRowsCount: 1 }).toBuffer());
}

/** The table as a download in the asked format. */
export async function renderTable(table: ExportTable, options: ExportFormat | TableOptions): Promise<ExportFile> {
  const { format, locale, csvStyle } = typeof options === 'string' ? { format: options, locale: undefined, csvStyle: undefined } : options;
  if (format === 'csv') {
    return {
      fileName: `${table.baseName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: tableToCsv(table, csvStyle ?? defaultCsvStyle(locale)),
    };
  }
  return {
    fileName: `${table.baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await tableToXlsx(table, locale),
  };
}
