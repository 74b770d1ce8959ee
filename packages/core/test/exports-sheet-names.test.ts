import { describe, expect, it } from 'vitest';
import { SHEET_NAME_MAX_LENGTH, toSheetName, toSheetNames } from '../src/exports/sheet-names.ts';

describe('toSheetNames', () => {
  it('replaces the characters Excel refuses and control characters', () => {
    expect(toSheetName('Q1/Q2: [Launch]*?\\ plan')).toBe('Q1 Q2 Launch plan');
    expect(toSheetName('line\r\nbreak\u0007')).toBe('line break');
  });

  it('cuts at 31 characters without splitting an emoji or leaving a blank or apostrophe at the end', () => {
    expect(toSheetName('A campaign name that is much longer than Excel allows')).toBe('A campaign name that is much lo');
    expect(toSheetName(`${'x'.repeat(30)}😀 more`)).toBe('x'.repeat(30));
    expect(toSheetName(`${'x'.repeat(29)} 'tail`)).toBe('x'.repeat(29));
    expect(toSheetName(`'quoted'`)).toBe('quoted');
  });

  it('falls back to a name when nothing is left, and never uses the reserved "History"', () => {
    for (const name of ['', '   ', '[]:*?/\\', "''", 'History', 'history']) expect(toSheetName(name)).toBe('Export');
  });

  it('makes names unique within the workbook regardless of case, staying within 31 characters', () => {
    const long = 'y'.repeat(40);
    const names = toSheetNames(['Tags', 'tags', 'TAGS', long, long, '', '?']);
    expect(names).toEqual(['Tags', 'tags (2)', 'TAGS (3)', 'y'.repeat(31), `${'y'.repeat(27)} (2)`, 'Export', 'Export (2)']);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(SHEET_NAME_MAX_LENGTH);
  });
});
