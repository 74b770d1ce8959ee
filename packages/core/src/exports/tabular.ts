import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { toCsv } from '../campaigns/csv.ts';
import { toSheetName } from './sheet-names.ts';

export type ExportFormat = 'csv' | 'xlsx';
export type ColumnKind = 'text' | 'integer' | 'number' | 'percent' | 'date';

export interface ExportColumn {
  header: string;
  kind: ColumnKind;
  width?: number;
}

export type ExportCell = string | number | Date | null;

/** One table to export: English headers (formulas in spreadsheets refer to them) and typed cells. */
export interface ExportTable {
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

const FORMATS: Partial<Record<ColumnKind, string>> = { integer: '#,##0', number: '#,##0.00', percent: '0.00%', date: 'yyyy-mm-dd hh:mm' };

/**
 * CSV with a BOM (Excel then reads UTF-8), CRLF and the formula-injection guard of campaigns/csv.ts (a text cell
 * starting with = + - @ gets an apostrophe). Dates become ISO 8601 in UTC.
 */
export function tableToCsv(table: ExportTable): Buffer {
  const rows = table.rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString() : cell)));
  return Buffer.from(`\uFEFF${toCsv([table.columns.map((column) => column.header), ...rows])}`, 'utf8');
}

/**
 * XLSX with typed cells (numbers stay numbers, rates are percentages, dates are dates), a bold frozen header row.
 * Text cells are written as inline text, never as formulas, so the CSV guard is not needed here.
 */
export async function tableToXlsx(table: ExportTable): Promise<Buffer> {
  const header = table.columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = table.rows.map((row) =>
    row.map((cell, index) => {
      if (cell === null) return null;
      const format = FORMATS[table.columns[index]!.kind];
      if (cell instanceof Date) return { value: cell, format: format ?? 'yyyy-mm-dd' };
      if (typeof cell === 'number') return format ? { value: cell, format } : { value: cell };
      return { value: cell };
    }),
  );
  const data = [header, ...body] as SheetData;
  const columns = table.columns.map((column) => ({ width: column.width ?? Math.max(10, Math.min(40, column.header.length + 4)) }));
  return Buffer.from(await writeXlsxFile(data, { columns, sheet: toSheetName(table.sheetName), stickyRowsCount: 1 }).toBuffer());
}

/** The table as a download in the asked format. */
export async function renderTable(table: ExportTable, format: ExportFormat): Promise<ExportFile> {
  if (format === 'csv') return { fileName: `${table.baseName}.csv`, contentType: 'text/csv; charset=utf-8', body: tableToCsv(table) };
  return {
    fileName: `${table.baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await tableToXlsx(table),
  };
}
