import { describe, expect, it } from 'vitest';
import { parseBoolean, parseCount, parseInteger, parsePercent, ratio } from '../src/seed/parse-number.ts';

describe('parseCount', () => {
  it('expands k/m/b suffixes in either case', () => {
    expect(parseCount('3.3k')).toBe(3300);
    expect(parseCount('0.89k')).toBe(890);
    expect(parseCount('475.8m')).toBe(475_800_000);
    expect(parseCount('1.2M')).toBe(1_200_000);
    expect(parseCount('29.0b')).toBe(29_000_000_000);
    expect(parseCount('556B')).toBe(556_000_000_000);
    expect(parseCount('221.7K')).toBe(221_700);
  });

  it('reads thousands separators, scientific notation and decimals', () => {
    expect(parseCount('1,234')).toBe(1234);
    expect(parseCount('12,345,678')).toBe(12_345_678);
    expect(parseCount('2.28E+11')).toBe(228_000_000_000);
    expect(parseCount('348.5')).toBe(348.5);
    expect(parseCount(' 840 ')).toBe(840);
  });

  it('returns null for the missing-value markers of the data sets', () => {
    for (const missing of ['', 'N/A', "N/A'", '#VALOR!', 'nan', 'NaN', '-', 'None', undefined, null]) {
      expect(parseCount(missing)).toBeNull();
    }
    expect(parseCount('44 videos')).toBeNull();
  });

  it('rounds to whole numbers for counters', () => {
    expect(parseInteger('1.25k')).toBe(1250);
    expect(parseInteger('348.5')).toBe(349);
  });
});

describe('parsePercent / parseBoolean / ratio', () => {
  it('turns percentages into fractions', () => {
    expect(parsePercent('1.39%')).toBeCloseTo(0.0139, 10);
    expect(parsePercent('NaN%')).toBeNull();
  });

  it('reads TRUE/FALSE', () => {
    expect(parseBoolean('TRUE')).toBe(true);
    expect(parseBoolean('false')).toBe(false);
    expect(parseBoolean('maybe')).toBeNull();
  });

  it('divides only known, positive denominators', () => {
    expect(ratio(5, 100)).toBe(0.05);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(null, 10)).toBeNull();
  });
});
