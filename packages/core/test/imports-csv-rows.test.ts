import { describe, expect, it } from 'vitest';
import { CsvRowReader, type CsvBadRow, type CsvRecord } from '../src/imports/csv-rows.ts';
import { parseImportCsv, parseImportText } from '../src/imports/parse-import-csv.ts';

function read(text: string, pieceSize = text.length || 1, delimiter = ',') {
  const records: CsvRecord[] = [];
  const bad: CsvBadRow[] = [];
  const reader = new CsvRowReader({
    delimiter,
    maxRowCharacters: 1_000,
    onRecord: (record) => (records.push(record), true),
    onBadRow: (row) => bad.push(row),
  });
  for (let start = 0; start < text.length; start += pieceSize) reader.write(text.slice(start, start + pieceSize));
  reader.end();
  return { records: records.map((record) => [record.line, ...record.cells]), bad: bad.map((row) => [row.line, row.problem, row.text]) };
}

describe('CsvRowReader', () => {
  const file = [
    'url,notes',
    'instagram.com/a,"first line',
    'second line"',
    '',
    'tiktok.com/@b,"say ""hi"""',
    '"twitch.tv/c',
    'youtube.com/@d,plain',
    'youtube.com/@e,"x"y',
    '  "youtube.com/@f" , z\r',
    'last',
  ].join('\n');

  it.each([1, 2, 3, 7, 1_000])('counts physical lines across quoted line breaks and recovers from stray quotes (pieces of %i)', (size) => {
    expect(read(file, size)).toEqual({
      records: [
        [1, 'url', 'notes'],
        [2, 'instagram.com/a', 'first line\nsecond line'],
        [5, 'tiktok.com/@b', 'say "hi"'],
        [7, 'youtube.com/@d', 'plain'],
        [9, 'youtube.com/@f', 'z'],
        [10, 'last'],
      ],
      bad: [
        [6, 'broken-quote', '"twitch.tv/c'],
        [8, 'broken-quote', 'youtube.com/@e,"x"y'],
      ],
    });
  });

  it('reads \\r\\n and lone \\r line ends, semicolons, and a quote inside an unquoted field as a character', () => {
    expect(read('a;b\r\nc"d;e\rf', 1, ';')).toEqual({
      records: [
        [1, 'a', 'b'],
        [2, 'c"d', 'e'],
        [3, 'f'],
      ],
      bad: [],
    });
  });

  it('reports a row longer than the limit and goes on with the next line', () => {
    expect(read(`ok\n${'x'.repeat(1_500)}\nnext\n`, 100).bad.map(([line, problem]) => [line, problem])).toEqual([[2, 'row-too-long']]);
    expect(read(`ok\n${'x'.repeat(1_500)}\nnext\n`, 100).records).toEqual([
      [1, 'ok'],
      [3, 'next'],
    ]);
  });
});

describe('parseImportCsv with broken rows', () => {
  const csv = [
    'platform;handle;notes',
    'instagram;fixture.insta;"a note',
    'over two lines"',
    'youtube;"@broken;no closing quote',
    'twitch;fixture_live;ok',
    'tiktok;"@fine";"x"',
  ].join('\r\n');

  it('imports the good rows and reports the bad one at its real line', async () => {
    const expected = [
      [2, 'instagram', null],
      [4, null, 'broken-quote'],
      [5, 'twitch', null],
      [6, 'tiktok', null],
    ];
    const rows = parseImportCsv(csv);
    expect(rows.map((row) => [row.rowNumber, row.reference?.platform ?? null, row.problem])).toEqual(expected);
    expect(rows[1]!.input).toBe('youtube;"@broken;no closing quote');
    async function* pieces() {
      for (let start = 0; start < csv.length; start += 5) yield csv.slice(start, start + 5);
    }
    const streamed = await parseImportText(pieces());
    expect(streamed.lines.map((row) => [row.rowNumber, row.reference?.platform ?? null, row.problem])).toEqual(expected);
  });

  it('does not let a stray quote swallow the rows up to the next quote', () => {
    const rows = parseImportCsv(['url', '"instagram.com/a', 'instagram.com/b', 'tiktok.com/@c"', 'twitch.tv/d'].join('\n'));
    expect(rows.map((row) => [row.rowNumber, row.problem])).toEqual([
      [2, 'broken-quote'],
      [3, null],
      [4, 'broken-quote'],
      [5, null],
    ]);
  });

  it('refuses files without rows with a reason the dialog translates', () => {
    expect(() => parseImportCsv('\n\n')).toThrow(expect.objectContaining({ reason: 'no-rows' }));
    expect(() => parseImportCsv('platform,handle\n')).toThrow(expect.objectContaining({ reason: 'header-only' }));
  });
});
