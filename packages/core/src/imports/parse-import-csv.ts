import { parse } from 'csv-parse/sync';
import { AppError } from '../errors.ts';
import { MAX_IMPORT_ROWS, MAX_IMPORT_UPLOAD_BYTES, type ImportReason } from './import-limits.ts';
import { parsePlatformName, parseProfileReference, referenceKey, type ProfileReference } from './profile-reference.ts';

/** One data row of an import file: its line in the file, the text as read, and what it names (or why not). */
export interface ImportLine {
  rowNumber: number;
  input: string;
  reference: ProfileReference | null;
  problem: ImportReason | null;
}

const PLATFORM_HEADERS = new Set(['platform', 'plattform', 'network', 'netzwerk', 'social network']);
const VALUE_HEADERS = new Set([
  'handle',
  'username',
  'user',
  'url',
  'profile',
  'profile url',
  'profil',
  'link',
  'channel',
  'kanal',
  'account',
]);

/** The separator used most in the first line (outside quotes): Excel writes ; in German locales, , elsewhere. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim().length > 0) ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = { ',': 0, ';': 0, '\t': 0 };
  for (const character of unquoted) if (character in counts) counts[character as keyof typeof counts] += 1;
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

interface ColumnLayout {
  hasHeader: boolean;
  platformColumn: number | null;
  valueColumn: number | null;
}

function detectLayout(first: string[]): ColumnLayout {
  const names = first.map((cell) => cell.trim().toLowerCase());
  const platformColumn = names.findIndex((name) => PLATFORM_HEADERS.has(name));
  const valueColumn = names.findIndex((name) => VALUE_HEADERS.has(name));
  if (platformColumn >= 0 || valueColumn >= 0) {
    return {
      hasHeader: true,
      platformColumn: platformColumn >= 0 ? platformColumn : null,
      valueColumn: valueColumn >= 0 ? valueColumn : null,
    };
  }
  return { hasHeader: false, platformColumn: null, valueColumn: null };
}

function readRow(cells: string[], layout: ColumnLayout): { reference: ProfileReference | null; problem: ImportReason | null } {
  let platformCell: string | null = null;
  let value: string;
  if (layout.valueColumn !== null) {
    value = cells[layout.valueColumn] ?? '';
    platformCell = layout.platformColumn !== null ? (cells[layout.platformColumn] ?? '') : null;
  } else if (cells.length >= 2 && parsePlatformName(cells[0]!)) {
    // No header: "instagram,handle" rows.
    [platformCell, value] = [cells[0]!, cells[1]!];
  } else {
    value = cells.find((cell) => cell.trim().length > 0) ?? '';
  }
  const parsed = parseProfileReference(value, platformCell);
  return typeof parsed === 'string' ? { reference: null, problem: parsed } : { reference: parsed, problem: null };
}

/**
 * Parses an uploaded CSV of handles or profile URLs into rows with their line numbers. Tolerates a BOM, ; , or tab
 * separators, quotes and blank lines; a header row naming the columns (platform, handle/url) is optional. Rows that
 * name a channel already named earlier are marked duplicate-in-file. Refuses (VALIDATION) files that are too big,
 * have no rows, or cannot be read as CSV.
 */
export function parseImportCsv(csv: string): ImportLine[] {
  // The upload route's limit; the tRPC path refuses smaller files already in its input schema (MAX_IMPORT_BYTES).
  if (Buffer.byteLength(csv, 'utf8') > MAX_IMPORT_UPLOAD_BYTES) {
    throw new AppError(
      'VALIDATION',
      `csv: the file is larger than ${Math.round(MAX_IMPORT_UPLOAD_BYTES / 1_000_000)} MB; split it into smaller files.`,
    );
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      delimiter: detectDelimiter(csv.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw new AppError('VALIDATION', `csv: the file could not be read as CSV (${(error as Error).message}).`);
  }
  if (records.length === 0) throw new AppError('VALIDATION', 'csv: the file holds no rows.');
  const layout = detectLayout(records[0]!.record);
  const data = layout.hasHeader ? records.slice(1) : records;
  if (data.length === 0) throw new AppError('VALIDATION', 'csv: the file holds a header but no rows.');
  if (data.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      'VALIDATION',
      `csv: at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows per import; this file has ${data.length.toLocaleString('en')}.`,
    );
  }
  const seen = new Set<string>();
  return data.map(({ record, info }) => {
    const { reference, problem } = readRow(record, layout);
    const base = { rowNumber: info.lines, input: record.join(', ').slice(0, 500) };
    if (!reference) return { ...base, reference: null, problem };
    const key = referenceKey(reference);
    if (seen.has(key)) return { ...base, reference, problem: 'duplicate-in-file' as const };
    seen.add(key);
    return { ...base, reference, problem: null };
  });
}
