/**
 * A forgiving CSV reader for import files, fed in pieces. Unlike a general CSV parser it never gives up on the file:
 * a row it cannot read (a quote opened and never closed, text after a closing quote, a row longer than the limit) is
 * reported with its physical line and reading goes on with the next line, so one stray quote spoils only its row.
 * Line numbers are physical lines of the file: a quoted field spanning lines moves the next row's number on.
 */

type CsvRowProblem = 'broken-quote' | 'row-too-long';

export interface CsvRecord {
  /** The physical line (1-based) the row starts on. */
  line: number;
  /** The cells, trimmed; quotes removed and "" unescaped. */
  cells: string[];
  /** Per cell: whether it is a quoted field that spans lines. */
  multiLine: boolean[];
}

export interface CsvBadRow {
  line: number;
  /** The row's first physical line, as written (at most 500 characters). */
  text: string;
  problem: CsvRowProblem;
}

interface CsvRowReaderOptions {
  delimiter: string;
  maxRowCharacters: number;
  /**
   * Called for every row with content; false rejects it as a broken quote (a quoted field swallowed lines that were
   * rows of their own): it is then reported at its first line and reading restarts on the line after.
   */
  onRecord(record: CsvRecord): boolean;
  onBadRow(row: CsvBadRow): void;
}

type Scan =
  | { kind: 'more' }
  | { kind: 'bad'; problem: CsvRowProblem }
  | { kind: 'row'; cells: string[]; multiLine: boolean[]; end: number; lines: number };

const LINE_BREAK = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;
const TEXT_SHOWN = 500;

export class CsvRowReader {
  private buffer = '';
  /** The physical line buffer[0] is on. */
  private line = 1;
  private started = false;
  /** Set after a bad row whose first line has not fully arrived: the rest of that line is dropped as it comes. */
  private skippingLine = false;
  /**
   * The last quote search within this drain: from `quoteSearchFrom` the next quote is at `quoteAt` (-1: none). Rows
   * with an unclosed quote each search from their own start; sharing one answer keeps a file of them linear.
   */
  private quoteSearchFrom = -1;
  private quoteAt = -1;

  /** The end of an unquoted field: the delimiter or a line break (a native search, far faster than a loop in JS). */
  private readonly fieldEnd: RegExp;

  constructor(private readonly options: CsvRowReaderOptions) {
    this.fieldEnd = new RegExp(`[${options.delimiter.replace(/[\\\]^-]/g, '\\$&')}\\r\\n]`, 'g');
  }

  write(text: string): void {
    this.buffer += this.started ? text : text.replace(/^\uFEFF/, '');
    this.started = true;
    this.drain(false);
  }

  end(): void {
    this.drain(true);
    this.buffer = '';
  }

  private drain(final: boolean): void {
    // The buffer is only appended to and cut between drains: a search answer holds within one drain.
    this.quoteSearchFrom = -1;
    let start = 0;
    while (start < this.buffer.length) {
      if (this.skippingLine) {
        const next = this.lineEnd(start, final);
        if (next === null) {
          start = this.buffer.length;
          break;
        }
        this.skippingLine = false;
        this.line += 1;
        start = next;
        continue;
      }
      const scan = this.scan(start, final);
      if (scan.kind === 'more') break;
      if (scan.kind === 'row') {
        const hasContent = scan.cells.some((cell) => cell.length > 0);
        const accepted = !hasContent || this.options.onRecord({ line: this.line, cells: scan.cells, multiLine: scan.multiLine });
        if (accepted) {
          this.line += scan.lines;
          start = scan.end;
          continue;
        }
      }
      start = this.reportBadRow(start, scan.kind === 'bad' ? scan.problem : 'broken-quote', final);
    }
    this.buffer = this.buffer.slice(start);
  }

  /** Reports the row starting at `start` and answers where reading goes on: the line after its first line. */
  private reportBadRow(start: number, problem: CsvRowProblem, final: boolean): number {
    const next = this.lineEnd(start, final);
    const firstLine = this.buffer.slice(start, next ?? this.buffer.length).replace(/[\r\n]+$/, '');
    this.options.onBadRow({ line: this.line, text: firstLine.slice(0, TEXT_SHOWN), problem });
    if (next === null) {
      this.skippingLine = true;
      return this.buffer.length;
    }
    this.line += 1;
    return next;
  }

  /** The index after the line break that ends the line starting at `start`; null while that break has not arrived. */
  private lineEnd(start: number, final: boolean): number | null {
    LINE_BREAK.lastIndex = start;
    const found = LINE_BREAK.exec(this.buffer);
    if (!found) return final ? this.buffer.length : null;
    // A \r as the last character may be the first half of \r\n.
    if (found[0] === '\r' && found.index === this.buffer.length - 1 && !final) return null;
    return found.index + found[0].length;
  }

  private nextQuote(from: number): number {
    const isKnown = this.quoteSearchFrom >= 0 && from >= this.quoteSearchFrom && (this.quoteAt < 0 || from <= this.quoteAt);
    if (!isKnown) {
      this.quoteSearchFrom = from;
      this.quoteAt = this.buffer.indexOf('"', from);
    }
    return this.quoteAt;
  }

  /** Reads one row starting at `start`. */
  private scan(start: number, final: boolean): Scan {
    const { delimiter, maxRowCharacters } = this.options;
    const text = this.buffer;
    const limit = start + maxRowCharacters;
    const cells: string[] = [];
    const multiLine: boolean[] = [];
    let lines = 0;
    let index = start;
    const isSpace = (character: string | undefined) => character === ' ' || (character === '\t' && delimiter !== '\t');
    for (;;) {
      let cursor = index;
      while (isSpace(text[cursor])) cursor += 1;
      if (text[cursor] === '"') {
        let value = '';
        let from = cursor + 1;
        for (;;) {
          const quote = this.nextQuote(from);
          if (quote < 0 || quote > limit) {
            if (quote < 0 && !final && text.length <= limit) return { kind: 'more' };
            return { kind: 'bad', problem: 'broken-quote' };
          }
          value += text.slice(from, quote);
          if (quote + 1 >= text.length && !final) return { kind: 'more' };
          if (text[quote + 1] === '"') {
            value += '"';
            from = quote + 2;
            continue;
          }
          cursor = quote + 1;
          break;
        }
        while (isSpace(text[cursor])) cursor += 1;
        const breaks = countLineBreaks(value);
        lines += breaks;
        cells.push(value.trim());
        multiLine.push(breaks > 0);
        const after = text[cursor];
        if (after === delimiter) {
          index = cursor + 1;
          continue;
        }
        if (after === undefined) {
          if (!final) return { kind: 'more' };
          return { kind: 'row', cells, multiLine, end: cursor, lines: lines + 1 };
        }
        if (after === '\r' || after === '\n') return this.rowEnd(cursor, cells, multiLine, lines, final);
        // Text after a closing quote ("abc"def): the quote was no field quote but a stray one.
        return { kind: 'bad', problem: 'broken-quote' };
      }
      // Unquoted: up to the delimiter or the end of the line; a quote inside is an ordinary character.
      this.fieldEnd.lastIndex = cursor;
      const end = this.fieldEnd.exec(text)?.index ?? text.length;
      if (end > limit) return { kind: 'bad', problem: 'row-too-long' };
      if (end >= text.length) {
        if (!final) return text.length > limit ? { kind: 'bad', problem: 'row-too-long' } : { kind: 'more' };
        cells.push(text.slice(cursor, end).trim());
        multiLine.push(false);
        return { kind: 'row', cells, multiLine, end, lines: lines + 1 };
      }
      cells.push(text.slice(cursor, end).trim());
      multiLine.push(false);
      if (text[end] === delimiter) {
        index = end + 1;
        continue;
      }
      return this.rowEnd(end, cells, multiLine, lines, final);
    }
  }

  private rowEnd(breakAt: number, cells: string[], multiLine: boolean[], lines: number, final: boolean): Scan {
    const text = this.buffer;
    if (text[breakAt] === '\r') {
      if (breakAt + 1 >= text.length && !final) return { kind: 'more' };
      const end = text[breakAt + 1] === '\n' ? breakAt + 2 : breakAt + 1;
      return { kind: 'row', cells, multiLine, end, lines: lines + 1 };
    }
    return { kind: 'row', cells, multiLine, end: breakAt + 1, lines: lines + 1 };
  }
}
