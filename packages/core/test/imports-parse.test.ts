import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseImportCsv } from '../src/imports/parse-import-csv.ts';
import { parseProfileReference } from '../src/imports/profile-reference.ts';

describe('parseProfileReference', () => {
  it.each([
    ['https://www.instagram.com/khaby00/', { platform: 'instagram', kind: 'handle', value: 'khaby00' }],
    ['instagram.com/khaby.lame?hl=de', { platform: 'instagram', kind: 'handle', value: 'khaby.lame' }],
    ['https://www.tiktok.com/@charlidamelio?lang=en', { platform: 'tiktok', kind: 'handle', value: 'charlidamelio' }],
    ['youtube.com/@MrBeast', { platform: 'youtube', kind: 'handle', value: 'MrBeast' }],
    ['https://youtube.com/channel/UCX6OQ3DkcsbYNE6H8uQQuVA', { platform: 'youtube', kind: 'id', value: 'UCX6OQ3DkcsbYNE6H8uQQuVA' }],
    ['https://www.youtube.com/c/PewDiePie', { platform: 'youtube', kind: 'handle', value: 'PewDiePie' }],
    ['twitch.tv/shroud', { platform: 'twitch', kind: 'handle', value: 'shroud' }],
  ])('reads %s', (text, expected) => {
    expect(parseProfileReference(text)).toEqual(expected);
  });

  it('needs a platform for a bare handle and refuses what is no profile', () => {
    expect(parseProfileReference('@someone')).toBe('platform-missing');
    expect(parseProfileReference('someone', 'TikTok')).toEqual({ platform: 'tiktok', kind: 'handle', value: 'someone' });
    expect(parseProfileReference('hello world')).toBe('not-a-profile');
    expect(parseProfileReference('https://example.com/someone')).toBe('not-a-profile');
    expect(parseProfileReference('tiktok.com/someone')).toBe('not-a-profile');
    expect(parseProfileReference('youtube.com/channel/nope')).toBe('not-a-profile');
    expect(parseProfileReference('someone', 'myspace')).toBe('not-a-profile');
  });
});

describe('parseImportCsv', () => {
  it('tolerates a BOM, semicolons, quotes and blank lines, and keeps file line numbers', () => {
    const rows = parseImportCsv('\uFEFFPlatform;Handle\r\ninstagram;"@foo"\r\n\r\n;;\r\ntiktok;bar\r\nIG;FOO\r\nhello there;\r\n');
    expect(rows).toEqual([
      { rowNumber: 2, input: 'instagram, @foo', reference: { platform: 'instagram', kind: 'handle', value: 'foo' }, problem: null },
      { rowNumber: 5, input: 'tiktok, bar', reference: { platform: 'tiktok', kind: 'handle', value: 'bar' }, problem: null },
      { rowNumber: 6, input: 'IG, FOO', reference: { platform: 'instagram', kind: 'handle', value: 'FOO' }, problem: 'duplicate-in-file' },
      { rowNumber: 7, input: 'hello there, ', reference: null, problem: 'not-a-profile' },
    ]);
  });

  it('reads a single column of URLs without a header, and platform,handle rows', () => {
    const rows = parseImportCsv('https://instagram.com/x/\n"twitch.tv/shroud"\nyoutube,@creator\n');
    expect(rows.map((row) => [row.rowNumber, row.reference?.platform, row.problem])).toEqual([
      [1, 'instagram', null],
      [2, 'twitch', null],
      [3, 'youtube', null],
    ]);
  });

  it('detects the separator from the first line', () => {
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('"x,y";b;c')).toBe(';');
    expect(detectDelimiter('a\tb')).toBe('\t');
    expect(detectDelimiter('url')).toBe(',');
  });

  it('refuses empty, header-only and oversized files with a message', () => {
    expect(() => parseImportCsv('\n\n')).toThrow(/no rows/);
    expect(() => parseImportCsv('platform,handle\n')).toThrow(/header but no rows/);
    expect(() => parseImportCsv('instagram.com/a\n'.repeat(20_001))).toThrow(/at most 20,000 rows/);
    expect(() => parseImportCsv('x'.repeat(20_000_001))).toThrow(/larger than 20 MB/);
  });
});
