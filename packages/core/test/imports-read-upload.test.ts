import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from '@creatorlens/contracts';
import { decodeImportUpload } from '../src/imports/decode-import-upload.ts';
import { parseImportCsv, parseImportText } from '../src/imports/parse-import-csv.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

async function* chunksOf(...parts: Uint8Array[]) {
  for (const part of parts) yield part;
}

const readAll = (...parts: Uint8Array[]) => parseImportText(decodeImportUpload(chunksOf(...parts)));

/** A source that counts how many chunks were taken from it, to prove reading stopped early. */
function countingSource(total: number, chunk: Uint8Array) {
  const state = { taken: 0, isReturned: false };
  const source: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => (state.taken < total ? ((state.taken += 1), { done: false, value: chunk }) : { done: true, value: undefined }),
      return: async () => {
        state.isReturned = true;
        return { done: true, value: undefined };
      },
    }),
  };
  return { source, state };
}

describe('decodeImportUpload and parseImportText', () => {
  it('reads rows across chunk borders, also inside a multi-byte character, and drops a UTF-8 BOM', async () => {
    const file = bytes('\uFEFFplatform;handle;notes\ninstagram;fixture.insta;Zürich\ntiktok;fix');
    const cut = file.indexOf(0xc3) + 1;
    const { csv, lines } = await readAll(file.subarray(0, cut), file.subarray(cut), bytes('ture.tok\n'));
    expect(csv.startsWith('platform;handle')).toBe(true);
    expect(csv).toContain('Zürich');
    expect(lines.map((line) => [line.rowNumber, line.reference?.value])).toEqual([
      [2, 'fixture.insta'],
      [3, 'fixture.tok'],
    ]);
  });

  it('stops taking chunks at the row limit and at the byte limit', async () => {
    const rows = countingSource(1_000, bytes('instagram.com/someone.else\n'.repeat(1_000)));
    await expect(parseImportText(decodeImportUpload(rows.source))).rejects.toMatchObject({ reason: 'too-many-rows' });
    // 1,000 rows a chunk: the limit is passed in chunk 21, and nothing after it is taken.
    expect(rows.state.taken).toBe(Math.floor(MAX_IMPORT_ROWS / 1_000) + 1);
    expect(rows.state.isReturned).toBe(true);

    const size = countingSource(1_000, bytes(`${'x'.repeat(999)}\n`));
    await expect(parseImportText(decodeImportUpload(size.source, { maxBytes: 10_000 }))).rejects.toMatchObject({ reason: 'too-large' });
    expect(size.state.taken).toBe(11);
  });

  it('gives up on a source that stops sending when the signal aborts', async () => {
    const stalled: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<Uint8Array>>(() => undefined) }),
    };
    const read = parseImportText(decodeImportUpload(stalled, { signal: AbortSignal.timeout(50) }));
    await expect(read).rejects.toMatchObject({ reason: 'too-slow', code: 'VALIDATION' });
  });

  it.each([
    ['UTF-16 LE with BOM', Uint8Array.from([0xff, 0xfe, ...Buffer.from('handle\n@a\n', 'utf16le')]), 'utf-16'],
    ['UTF-16 BE with BOM', Uint8Array.from([0xfe, 0xff, ...Buffer.from('handle\n@a\n', 'utf16le').swap16()]), 'utf-16'],
    ['UTF-16 LE without BOM', Uint8Array.from(Buffer.from('handle\n@a\n', 'utf16le')), 'utf-16'],
    ['a NUL byte', bytes('handle\n@a\u0000\n'), 'nul-bytes'],
    ['Windows-1252', Uint8Array.from([...bytes('handle,city\n@a,M'), 0xfc, ...bytes('nchen\n')]), 'not-utf-8'],
    ['a cut-off multi-byte character at the end', Uint8Array.from([...bytes('handle\n@a\n'), 0xc3]), 'not-utf-8'],
    ['an XLSX workbook', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]), 'binary'],
    ['a PDF', bytes('%PDF-1.7\n'), 'binary'],
  ])('refuses %s', async (_name, file, reason) => {
    await expect(readAll(file)).rejects.toMatchObject({ code: 'VALIDATION', reason });
  });
});

describe('parseImportCsv on text', () => {
  it('refuses NUL characters and a UTF-16 file a browser decoded as UTF-8', () => {
    expect(() => parseImportCsv('handle\n@a\u0000b\n')).toThrow(/NUL bytes/);
    expect(() => parseImportCsv(`\uFFFD\uFFFD${Buffer.from('handle\n@a\n', 'utf16le').toString('latin1')}`)).toThrow(/UTF-16/);
  });

  it('reports an unclosed quote as a bad row instead of reading the rest of the file into one field', () => {
    const rows = parseImportCsv(`platform,handle\ninstagram,"@a${'x'.repeat(70_000)}\ninstagram,@b\n`);
    expect(rows.map((row) => [row.rowNumber, row.problem, row.reference?.value ?? null])).toEqual([
      [2, 'broken-quote', null],
      [3, null, 'b'],
    ]);
  });
});
