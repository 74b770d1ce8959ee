import { CsvRowReader, type CsvBadRow, type CsvRecord } from './csv-rows.ts';
import { ImportFileError } from './import-file-error.ts';
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

function readRow(
  record: CsvRecord,
  layout: ColumnLayout,
): { reference: ProfileReference | null; problem: ImportReason | null } | 'swallowed-rows' {
  const { cells } = record;
  let platformColumn: number | null = null;
  let valueColumn: number;
  if (layout.valueColumn !== null) {
    valueColumn = layout.valueColumn;
    platformColumn = layout.platformColumn;
  } else if (cells.length >= 2 && parsePlatformName(cells[0]!)) {
    // No header: "instagram,handle" rows.
    [platformColumn, valueColumn] = [0, 1];
  } else {
    valueColumn = Math.max(
      0,
      cells.findIndex((cell) => cell.length > 0),
    );
  }
  // A profile or platform cell never spans lines: a quote opened there and closed lines later was a stray one, and
  // the lines in between are rows of their own.
  if (record.multiLine[valueColumn] || (platformColumn !== null && record.multiLine[platformColumn])) return 'swallowed-rows';
  const value = cells[valueColumn] ?? '';
  const parsed = parseProfileReference(value, platformColumn !== null ? (cells[platformColumn] ?? '') : null);
  if (typeof parsed !== 'string') return { reference: parsed, problem: null };
  // A quote left inside the cell (instagram.com/"name) spoils it: say so rather than "not a profile".
  return { reference: null, problem: value.includes('"') ? 'broken-quote' : parsed };
}

interface CollectedRow {
  rowNumber: number;
  input: string;
  reference: ProfileReference | null;
  problem: ImportReason | null;
}

/**
 * Keeps the data rows (and the unreadable ones, with their problem) as the reader finds them, and refuses the file at
 * the first row over MAX_IMPORT_ROWS, so a file of a million rows costs no more than one of the limit. The first
 * readable record decides whether a header names the columns.
 */
class RowCollector {
  private layout: ColumnLayout | null = null;
  private readonly rows: CollectedRow[] = [];

  private keep(row: CollectedRow): void {
    if (this.rows.length >= MAX_IMPORT_ROWS) throw new ImportFileError('too-many-rows');
    this.rows.push(row);
  }

  readonly onRecord = (record: CsvRecord): boolean => {
    if (this.layout === null) {
      this.layout = detectLayout(record.cells);
      if (this.layout.hasHeader) return true;
    }
    const read = readRow(record, this.layout);
    if (read === 'swallowed-rows') return false;
    this.keep({ rowNumber: record.line, input: record.cells.join(', ').slice(0, 500), ...read });
    return true;
  };

  readonly onBadRow = (row: CsvBadRow): void => {
    this.keep({ rowNumber: row.line, input: row.text, reference: null, problem: row.problem });
  };

  lines(): ImportLine[] {
    if (this.rows.length === 0) throw new ImportFileError(this.layout?.hasHeader ? 'header-only' : 'no-rows');
    const seen = new Set<string>();
    return this.rows.map((row): ImportLine => {
      if (!row.reference) return row;
      const key = referenceKey(row.reference);
      if (seen.has(key)) return { ...row, problem: 'duplicate-in-file' };
      seen.add(key);
      return row;
    });
  }
}

const readerFor = (head: string, collector: RowCollector) =>
  new CsvRowReader({
    delimiter: detectDelimiter(head.replace(/^\uFEFF/, '')),
    maxRowCharacters: MAX_IMPORT_ROW_CHARACTERS,
    onRecord: collector.onRecord,
    onBadRow: collector.onBadRow,
  });

/**
 * Parses an uploaded CSV of handles or profile URLs into rows with their physical line numbers. Tolerates a BOM, ;
 * , or tab separators, quotes (also quoted fields over several lines) and blank lines; a header row naming the
 * columns (platform, handle/url) is optional. A row that cannot be read (a stray quote, too long) becomes an invalid
 * row with its problem, never a refused file. Rows that name a channel already named earlier are marked
 * duplicate-in-file. Refuses (VALIDATION, ImportFileError) files that are too big, are no UTF-8 text, or have no
 * rows or too many.
 */
export function parseImportCsv(csv: string): ImportLine[] {
  // The upload route's limit; the tRPC path refuses smaller files already in its input schema (MAX_IMPORT_BYTES).
  if (Buffer.byteLength(csv, 'utf8') > MAX_IMPORT_UPLOAD_BYTES) throw new ImportFileError('too-large');
  refuseUnreadableText(csv);
  const collector = new RowCollector();
  const reader = readerFor(csv, collector);
  reader.write(csv);
  reader.end();
  return collector.lines();
}

/** The separator can be told once the first line with content has ended (or a row's worth of text has come). */
const hasFirstLine = (text: string) => /\S[^\r\n]*[\r\n]/.test(text) || text.length >= MAX_IMPORT_ROW_CHARACTERS;

/**
 * parseImportCsv for text that arrives in pieces (decodeImportUpload's output): each piece is parsed as it comes, so
 * a file with too many rows is refused before the rest is read. Answers the rows and the whole
 * text (kept for the import job).
 */
export async function parseImportText(pieces: AsyncIterable<string>): Promise<{ csv: string; lines: ImportLine[] }> {
  const collector = new RowCollector();
  const kept: string[] = [];
  let reader: CsvRowReader | null = null;
  let head = '';
  for await (const piece of pieces) {
    kept.push(piece);
    if (reader) {
      reader.write(piece);
      continue;
    }
    head += piece;
    if (!hasFirstLine(head)) continue;
    reader = readerFor(head, collector);
    reader.write(head);
    head = '';
  }
  if (!reader) {
    reader = readerFor(head, collector);
    if (head) reader.write(head);
  }
  reader.end();
  return { csv: kept.join(''), lines: collector.lines() };
}
