import { describe, expect, it } from 'vitest';
import {
  formatInteger,
  formatNumber,
  formatPercent,
  writeCompact,
  writeEuros,
  writeInteger,
  writePercent,
  writeUtcDay,
  writeUtcMonthRange,
} from '../src/index.ts';

const LOCALES = ['en', 'de'] as const;

/** Values across every magnitude, with the edges where rounding moves to the next unit, and a seeded spread. */
function sampleValues(): number[] {
  const values = [0, 1, 7, 12, 999, 1000, 1049, 1050, 1234, 9999, 12_345, 99_949, 99_950, 999_940, 999_950, 999_999, 1_000_000];
  for (let power = 0; power <= 13; power += 1) values.push(10 ** power, 10 ** power - 1, 1.5 * 10 ** power, 2.45 * 10 ** power);
  let seed = 42;
  for (let index = 0; index < 2_000; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    values.push(Math.floor((seed / 2 ** 31) * 10 ** (1 + (index % 12))));
  }
  return [...values, ...values.map((value) => -value)];
}

describe('written formats give the same text as Intl', () => {
  for (const locale of LOCALES) {
    it(`compact numbers and integers (${locale})`, () => {
      for (const value of sampleValues()) {
        expect(writeCompact(locale, value), `${value}`).toBe(formatNumber(locale, value));
        expect(writeInteger(locale, value), `${value}`).toBe(formatInteger(locale, value));
      }
    });

    it(`percentages (${locale})`, () => {
      for (const ratio of [
        0, 0.0001, 0.00049, 0.0005, 0.0125, 0.0425, 0.034, 0.1, 0.999, 1, 12.345, 0.07151, -0.021, 0.000289, 0.000471, 0.0000123, 0.00999,
        0.009999, 0.000999, 0.0049, 0.00995, -0.00021,
      ]) {
        expect(writePercent(locale, ratio), `${ratio}`).toBe(formatPercent(locale, ratio));
      }
    });

    it(`whole euros (${locale})`, () => {
      for (const euros of [0, 9, 49, 149, 1490, 14_900]) {
        const intl = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
          style: 'currency',
          currency: 'EUR',
          maximumFractionDigits: 0,
        });
        expect(writeEuros(locale, euros)).toBe(intl.format(euros));
      }
    });

    it(`calendar days in UTC (${locale})`, () => {
      const intl = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
      for (let month = 0; month < 12; month += 1) {
        // 23:30 UTC: still this day in UTC, whatever the machine's zone.
        const lateEvening = Date.UTC(2026, month, month + 1, 23, 30);
        expect(writeUtcDay(locale, lateEvening)).toBe(intl.format(lateEvening));
      }
    });
  }

  it('writes the months a span of days covers, in UTC', () => {
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
    expect(writeUtcMonthRange('en', day('2022-09-01'), day('2022-12-01'))).toBe('Sept–Dec 2022');
    expect(writeUtcMonthRange('de', day('2022-09-01'), day('2022-12-01'))).toBe('Sept.–Dez. 2022');
    expect(writeUtcMonthRange('en', day('2022-12-01'), day('2023-01-15'))).toBe('Dec 2022 – Jan 2023');
    expect(writeUtcMonthRange('de', day('2023-01-15'), day('2022-12-01'))).toBe('Dez. 2022 – Jan. 2023');
    expect(writeUtcMonthRange('en', day('2022-12-01'), day('2022-12-31'))).toBe('Dec 2022');
  });
});
