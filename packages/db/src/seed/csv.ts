/** CSV reading for the seed files: BOM, encodings (cp1252), positional or named columns. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

export type Row = Record<string, string>;

async function readText(dir: string, file: string, encoding: 'utf-8' | 'windows-1252'): Promise<string> {
  const bytes = await readFile(join(dir, file));
  return new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, '');
}

/** Rows keyed by header name (first occurrence wins when a header repeats). */
export async function readCsv(dir: string, file: string, encoding: 'utf-8' | 'windows-1252' = 'utf-8'): Promise<Row[]> {
  const text = await readText(dir, file, encoding);
  return parse(text, {
    columns: (header: string[]) => header.map((h, i) => (header.indexOf(h) === i ? h.trim() : `${h.trim()}#${i}`)),
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Row[];
}

/** Rows as arrays, header row included (for files whose headers repeat or lie). */
export async function readCsvRows(dir: string, file: string, encoding: 'utf-8' | 'windows-1252' = 'utf-8'): Promise<string[][]> {
  const text = await readText(dir, file, encoding);
  return parse(text, { skip_empty_lines: true, relax_column_count: true }) as string[][];
}

/** Quotes one CSV field (RFC 4180). */
export function csvField(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV document with LF line endings. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\n') + '\n';
}
