import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatCountry,
  formatDate,
  formatDateRange,
  formatLanguage,
  formatNumber,
  formatPercent,
  formatRelative,
  negotiateLocale,
} from '../src/index.ts';

// Intl output may use (narrow) no-break and thin spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('formatNumber', () => {
  it('formats compactly in English', () => {
    expect(formatNumber('en', 950)).toBe('950');
    expect(formatNumber('en', 1234)).toBe('1.2K');
    expect(formatNumber('en', 1_234_567)).toBe('1.2M');
  });

  it('formats compactly in German', () => {
    expect(plain(formatNumber('de', 1_234_567))).toBe('1,2 Mio.');
    expect(plain(formatNumber('de', 2_500_000_000))).toBe('2,5 Mrd.');
  });

  it('writes German thousands as Tsd., so one column never mixes 1234, 12.345 and 1,2 Mio.', () => {
    expect(plain(formatNumber('de', 950))).toBe('950');
    expect(plain(formatNumber('de', 1234))).toBe('1,2 Tsd.');
    expect(plain(formatNumber('de', 12_345))).toBe('12,3 Tsd.');
    expect(plain(formatNumber('de', -123_456))).toBe('-123,5 Tsd.');
    expect(plain(formatNumber('de', 999.96))).toBe('1 Tsd.');
    expect(plain(formatNumber('de', 999_950))).toBe('1 Mio.');
  });
});

describe('formatPercent', () => {
  it('formats a ratio', () => {
    expect(formatPercent('en', 0.034)).toBe('3.4%');
    expect(plain(formatPercent('de', 0.034))).toBe('3,4 %');
  });

  it('never writes a small non-zero rate as 0 % (Nike: 72.8 K interactions per post / 252.3 M followers)', () => {
    expect(formatPercent('en', 0.000289)).toBe('0.029%');
    expect(plain(formatPercent('de', 0.000289))).toBe('0,029 %');
    expect(formatPercent('en', 0.0049)).toBe('0.49%');
    expect(formatPercent('en', 0)).toBe('0%');
  });
});

describe('formatDate', () => {
  const epochMillis = Date.UTC(2025, 0, 15, 12);

  it('formats a date per locale', () => {
    expect(formatDate('en', epochMillis)).toBe('Jan 15, 2025');
    expect(formatDate('de', epochMillis)).toBe('15.01.2025');
  });
});

describe('formatDateRange', () => {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

  it('writes a span of days or months, one date when both ends fall together, in any order', () => {
    expect(plain(formatDateRange('en', day('2022-06-01'), day('2022-12-01'), 'month'))).toBe('Jun – Dec 2022');
    expect(plain(formatDateRange('de', day('2022-06-01'), day('2022-12-01'), 'month'))).toBe('Juni–Dez. 2022');
    expect(plain(formatDateRange('en', day('2022-12-01'), day('2022-06-01'), 'month'))).toBe('Jun – Dec 2022');
    expect(plain(formatDateRange('en', day('2026-01-17'), day('2026-02-15')))).toBe('Jan 17 – Feb 15, 2026');
    expect(plain(formatDateRange('en', day('2022-12-01'), day('2022-12-01')))).toBe('Dec 1, 2022');
  });
});

describe('formatRelative', () => {
  const now = Date.UTC(2025, 5, 1, 12);

  it('uses the largest fitting unit', () => {
    expect(formatRelative('en', now - 30_000, now)).toBe('30 seconds ago');
    expect(formatRelative('en', now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(formatRelative('en', now + 2 * 86_400_000, now)).toBe('in 2 days');
  });

  it('uses natural words where the locale has them', () => {
    expect(formatRelative('en', now - 86_400_000, now)).toBe('yesterday');
    expect(formatRelative('de', now - 86_400_000, now)).toBe('gestern');
    expect(formatRelative('de', now - 3 * 3_600_000, now)).toBe('vor 3 Stunden');
  });
});

describe('display names', () => {
  it('names countries and languages in the UI language', () => {
    expect(formatCountry('de', 'DE')).toBe('Deutschland');
    expect(formatCountry('en', 'de')).toBe('Germany');
    expect(formatLanguage('de', 'en')).toBe('Englisch');
  });

  it('falls back to the code when it is not valid', () => {
    expect(formatCountry('en', '??')).toBe('??');
  });
});

describe('formatCountdown', () => {
  it('formats minutes and seconds', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('negotiateLocale', () => {
  it('honours quality values in an Accept-Language header', () => {
    expect(negotiateLocale('fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7')).toBe('de');
    expect(negotiateLocale('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(negotiateLocale('de-AT')).toBe('de');
  });

  it('reads a navigator.languages list in order', () => {
    expect(negotiateLocale(['fr-FR', 'de-DE', 'en'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(negotiateLocale('fr, es;q=0.5')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('de;q=0')).toBe('en');
  });
});
