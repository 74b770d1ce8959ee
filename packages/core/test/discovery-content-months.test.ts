import { describe, expect, it } from 'vitest';
import { monthsBetween } from '../src/discovery/search-content.ts';

describe('monthsBetween (the month lexemes a content date range narrows to)', () => {
  it('lists every UTC month the range touches, across a year end', () => {
    expect(monthsBetween(Date.parse('2025-11-30T23:00:00Z'), Date.parse('2026-02-01T00:00:00Z'))).toEqual([
      '202511',
      '202512',
      '202601',
      '202602',
    ]);
  });
  it('is one month for a range inside it', () => {
    expect(monthsBetween(Date.parse('2026-03-02'), Date.parse('2026-03-20'))).toEqual(['202603']);
  });
  it('gives up on open or very long ranges (the exact range is checked anyway)', () => {
    expect(monthsBetween(undefined, Date.parse('2026-03-20'))).toBeNull();
    expect(monthsBetween(Date.parse('2020-01-01'), Date.parse('2026-03-20'))).toBeNull();
  });
});
