import { Parser, type Options } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { AppError } from '../errors.ts';
import { ImportFileError, isImportFileError } from './import-file-error.ts';
import { MAX_IMPORT_ROW_CHARACTERS, MAX_IMPORT_ROWS, MAX_IMPORT_UPLOAD_BYTES, type ImportReason } from './import-limits.ts';
import { parsePlatformName, parseProfileReference, referenceKey, type ProfileReference } from './profile-reference.ts';
import { refuseUnreadableText } from './sniff-import-file.ts';

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
 * Keeps the data rows as the parser finds them and refuses the file at the first row over MAX_IMPORT_ROWS, so a file
 * of a million rows costs no more than one of the limit. The first record decides whether a header names the columns.
 */
class RowCollector {
  private layout: ColumnLayout | null = null;
  private readonly rows: { record: string[]; rowNumber: number }[] = [];

  readonly onRecord = (record: string[], context: { lines: number }): null => {
    if (this.layout === null) {
      this.layout = detectLayout(record);
      if (this.layout.hasHeader) return null;
    }
    if (this.rows.length >= MAX_IMPORT_ROWS) throw new ImportFileError('too-many-rows');
    this.rows.push({ record, rowNumber: context.lines });
    // Nothing is handed on: the parser keeps no records of its own.
    return null;
  };

  lines(): ImportLine[] {
    if (this.layout === null) throw new AppError('VALIDATION', 'csv: the file holds no rows.');
    if (this.rows.length === 0) throw new AppError('VALIDATION', 'csv: the file holds a header but no rows.');
    const layout = this.layout;
    const seen = new Set<string>();
    return this.rows.map(({ record, rowNumber }) => {
      const { reference, problem } = readRow(record, layout);
      const base = { rowNumber, input: record.join(', ').slice(0, 500) };
      if (!reference) return { ...base, reference: null, problem };
      const key = referenceKey(reference);
      if (seen.has(key)) return { ...base, reference, problem: 'duplicate-in-file' as const };
      seen.add(key);
      return { ...base, reference, problem: null };
    });
  }
}

function csvOptions(delimiter: string, collector: RowCollector): Options {
  return {
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    max_record_size: MAX_IMPORT_ROW_CHARACTERS,
    on_record: collector.onRecord,
  };
}

const unreadable = (error: unknown): Error =>
  isImportFileError(error) ? error : new AppError('VALIDATION', `csv: the file could not be read as CSV (${(error as Error).message}).`);

/**
 * Parses an uploaded CSV of handles or profile URLs into rows with their line numbers. Tolerates a BOM, ; , or tab
 * separators, quotes and blank lines; a header row naming the columns (platform, handle/url) is optional. Rows that
 * name a channel already named earlier are marked duplicate-in-file. Refuses (VALIDATION) files that are too big,
 * are no UTF-8 text, have no rows or too many, or cannot be read as CSV.
 */
export function parseImportCsv(csv: string): ImportLine[] {
  // The upload route's limit; the tRPC path refuses smaller files already in its input schema (MAX_IMPORT_BYTES).
  if (Buffer.byteLength(csv, 'utf8') > MAX_IMPORT_UPLOAD_BYTES) throw new ImportFileError('too-large');
  refuseUnreadableText(csv);
  const collector = new RowCollector();
  try {
    parse(csv, csvOptions(detectDelimiter(csv.replace(/^\uFEFF/, '')), collector));
  } catch (error) {
    throw unreadable(error);
  }
  return collector.lines();
}

/** The separator can be told once the first line with content has ended (or a row's worth of text has come). */
const hasFirstLine = (text: string) => /\S[^\r\n]*[\r\n]/.test(text) || text.length >= MAX_IMPORT_ROW_CHARACTERS;

/**
 * parseImportCsv for text that arrives in pieces (decodeImportUpload's output): each piece is parsed as it comes, so
 * a file with too many rows or an unreadable row is refused before the rest is read. Answers the rows and the whole
 * text (kept for the import job).
 */
export async function parseImportText(pieces: AsyncIterable<string>): Promise<{ csv: string; lines: ImportLine[] }> {
  const collector = new RowCollector();
  const kept: string[] = [];
  let parser: Parser | null = null;
  let head = '';
  const write = (active: Parser, text: string) =>
    new Promise<void>((resolve, reject) => active.write(text, (error) => (error ? reject(unreadable(error)) : resolve())));
  const start = () => {
    const created = new Parser(csvOptions(detectDelimiter(head.replace(/^\uFEFF/, '')), collector));
    // Errors arrive through the write and end callbacks; without a listener the stream would also throw them.
    created.on('error', () => {});
    return created;
  };
  for await (const piece of pieces) {
    kept.push(piece);
    if (parser) {
      await write(parser, piece);
      continue;
    }
    head += piece;
    if (!hasFirstLine(head)) continue;
    parser = start();
    await write(parser, head);
    head = '';
  }
  if (!parser) {
    parser = start();
    if (head) await write(parser, head);
  }
  const finished = parser;
  await new Promise<void>((resolve, reject) => finished.end((error?: Error | null) => (error ? reject(unreadable(error)) : resolve())));
  return { csv: kept.join(''), lines: collector.lines() };
}
